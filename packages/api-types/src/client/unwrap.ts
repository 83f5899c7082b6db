import { ApiError } from './api-error';
import { readErrorBody } from './error-body';
import { UNKNOWN_ERROR_MESSAGE, otherFailureMessage } from './messages';

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success data of an openapi-fetch result. */
export type SuccessData<R> = R extends { data: infer D; error?: never } ? D : never;

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const detail = error instanceof Error && error.message !== '' ? error.message : undefined;
  return new ApiError({
    kind: 'unknown',
    status: 0,
    code: 'UNKNOWN_ERROR',
    message: detail === undefined ? UNKNOWN_ERROR_MESSAGE : otherFailureMessage(detail),
    method: '',
    path: '',
    cause: error,
  });
}

/**
 * Resolves to the typed data of a call, or rejects with an ApiError. Clients made by
 * createApiClients already reject with ApiError; this also covers any other thrown value.
 */
export async function unwrap<R extends FetchResult>(call: Promise<R> | R): Promise<SuccessData<R>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  const { response } = result;
  if (result.error !== undefined || !response.ok) {
    const { code, message } = readErrorBody(result.error);
    let path = response.url;
    try {
      path = new URL(response.url).pathname;
    } catch {
      // A synthetic Response has no URL; the empty path says so.
    }
    throw new ApiError({
      kind: 'http',
      status: response.status,
      code: code ?? `HTTP_${response.status}`,
      message,
      method: '',
      path,
    });
  }
  return result.data as SuccessData<R>;
}
