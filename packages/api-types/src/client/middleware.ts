import type { Middleware } from 'openapi-fetch';
import type { OperationEnvelope } from '../generated/operations';
import { ApiError } from './api-error';
import { readErrorBody } from './error-body';
import { createIdempotencyGuard } from './idempotency-guard';
import {
  CONTRACT_MISMATCH_DETAIL,
  KEY_REUSED_DETAIL,
  MALFORMED_BODY_DETAIL,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  otherFailureMessage,
} from './messages';

/** Request header that asks for no error toast (spec §8: the login calls set it). */
export const HIDE_ERROR_HEADER = 'hide-error';

export interface ErrorContext {
  /** True when the request carried `hide-error: true`: the app shows no toast. */
  hideErrorToast: boolean;
}

export interface ApiHooks {
  getAccessToken: () => string | null | undefined;
  /**
   * The envelope the document promises for a success answer of `METHOD schemaPath`; a body
   * without it is refused before any caller reads `data` from it.
   */
  envelopeOf?: (method: string, schemaPath: string) => OperationEnvelope | undefined;
  /** Called for every 401 answer; the app deletes the session and goes to /sign-in. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called once for every failed call; the app shows `error.message` as a toast unless hidden. */
  onError?: (error: ApiError, context: ErrorContext) => void;
}

function requestPath(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return request.url;
  }
}

function errorFields(request: Request) {
  return { method: request.method, path: requestPath(request) };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

async function readText(response: Response): Promise<string | undefined> {
  try {
    return await response.text();
  } catch {
    return undefined;
  }
}

async function errorFromResponse(request: Request, response: Response): Promise<ApiError> {
  const text = await readText(response);
  const parsed = text === undefined || text === '' ? undefined : parseJson(text);
  const body = parsed?.ok ? parsed.value : undefined;
  const { code, message } = readErrorBody(body);
  return new ApiError({
    kind: 'http',
    status: response.status,
    code: code ?? `HTTP_${response.status}`,
    message,
    ...errorFields(request),
    cause: parsed && !parsed.ok ? parsed.error : undefined,
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function isNoResponse(error: unknown): boolean {
  // fetch() rejects with a TypeError when no response arrives (offline, refused, reset);
  // a timeout signal is the same thing seen from the user's side.
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

function errorFromFetchFailure(request: Request, error: unknown): ApiError {
  if (isNoResponse(error)) {
    return new ApiError({
      kind: 'network',
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
      ...errorFields(request),
      cause: error,
    });
  }
  const detail = error instanceof Error && error.message !== '' ? error.message : undefined;
  return new ApiError({
    kind: 'unknown',
    status: 0,
    code: isAbort(error) ? 'ABORTED' : 'UNKNOWN_ERROR',
    message: detail === undefined ? UNKNOWN_ERROR_MESSAGE : otherFailureMessage(detail),
    ...errorFields(request),
    cause: error,
  });
}

const BODYLESS_STATUSES = new Set([204, 205, 304]);

function hasEnvelope(body: unknown, envelope: OperationEnvelope): boolean {
  if (envelope === 'none') return true;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body))
    return false;
  if (envelope === 'data') return true;
  const { metadata } = body as { metadata?: unknown };
  return typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata);
}

/**
 * The one middleware every service client uses: bearer token, §8 error catalogue, and
 * unreadable bodies turned into ApiError. Every failed call rejects with an ApiError.
 */
export function createApiMiddleware(hooks: ApiHooks): Middleware {
  const report = (error: ApiError, request: Request): ApiError => {
    if (error.status === 401) hooks.onUnauthorized?.(error);
    // A cancelled request is the caller's own doing, not something to tell the user about.
    if (error.code !== 'ABORTED') {
      hooks.onError?.(error, { hideErrorToast: request.headers.get(HIDE_ERROR_HEADER) === 'true' });
    }
    return error;
  };

  const isKeyFresh = createIdempotencyGuard();

  return {
    async onRequest({ request }) {
      const token = hooks.getAccessToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      // One key names one request: a key sent again with another body is refused here, before
      // the server would refuse it, so no caller ever believes a second change was saved.
      if (!(await isKeyFresh(request))) {
        throw report(
          new ApiError({
            kind: 'unknown',
            status: 0,
            code: 'IDEMPOTENCY_KEY_REUSED',
            message: otherFailureMessage(KEY_REUSED_DETAIL),
            ...errorFields(request),
          }),
          request,
        );
      }
      return request;
    },

    async onResponse({ request, response, options, schemaPath }) {
      if (!response.ok) throw report(await errorFromResponse(request, response), request);
      if (
        options.parseAs !== 'json' ||
        request.method === 'HEAD' ||
        BODYLESS_STATUSES.has(response.status)
      ) {
        return undefined;
      }
      // openapi-fetch would throw a bare SyntaxError on an unreadable 2xx body; read it here first.
      const text = await readText(response);
      const parsed =
        text === undefined
          ? undefined
          : text === ''
            ? ({ ok: true, value: undefined } as const)
            : parseJson(text);
      if (!parsed?.ok) {
        throw report(
          new ApiError({
            kind: 'malformed',
            status: response.status,
            code: 'MALFORMED_RESPONSE',
            message: otherFailureMessage(MALFORMED_BODY_DETAIL),
            ...errorFields(request),
            cause: parsed?.error,
          }),
          request,
        );
      }
      const envelope = hooks.envelopeOf?.(request.method, schemaPath);
      if (envelope !== undefined && !hasEnvelope(parsed.value, envelope)) {
        throw report(
          new ApiError({
            kind: 'malformed',
            status: response.status,
            code: 'CONTRACT_MISMATCH',
            message: otherFailureMessage(CONTRACT_MISMATCH_DETAIL),
            ...errorFields(request),
          }),
          request,
        );
      }
      const headers = new Headers(response.headers);
      // The body is handed back as read; an empty one must not claim a length.
      headers.delete('Content-Length');
      return new Response(text === '' ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },

    onError({ request, error }) {
      if (error instanceof ApiError) return error;
      return report(errorFromFetchFailure(request, error), request);
    },
  };
}
