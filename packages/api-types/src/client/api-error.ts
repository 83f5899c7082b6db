/**
 * How a call failed: the server answered with an error status, no response arrived, the
 * body could not be read, or something else went wrong on the way.
 */
export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'unknown';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  code: string;
  /** Indonesian message for the user (spec §8). */
  message: string;
  method: string;
  /** Path of the request URL, e.g. /api/brand/v1/brand/3. */
  path: string;
  cause?: unknown;
}

/** The one error every client call rejects with. `message` is ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly method: string;
  readonly path: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.method = init.method;
    this.path = init.path;
  }

  get userMessage(): string {
    return this.message;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
