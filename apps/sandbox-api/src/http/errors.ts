export interface ErrorBody {
  error: { code: string; message: string };
  metadata: { messsage: string };
}

/** A failure the client should see, with an Indonesian message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string): ErrorBody {
  // metadata.messsage (sic) is the spelling clients fall back to (spec §8).
  return { error: { code, message }, metadata: { messsage: message } };
}

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const unauthorized = (message = 'Sesi Anda telah berakhir. Silakan masuk kembali.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Anda tidak memiliki akses ke brand ini.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const unprocessable = (message: string) => new HttpError(422, 'UNPROCESSABLE', message);
