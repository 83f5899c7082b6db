import { isApiError } from '@seller/api-types';
import { settingsCopy } from './copy';

/** The §8 message of a failed call (Indonesian, from the API layer), or the connection hint. */
export function saveErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : settingsCopy.saveFailed;
}

/** openapi-fetch answers with `{ data, error }`; a refused call becomes the thrown ApiError. */
export function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.data === undefined) throw result.error ?? new Error(settingsCopy.saveFailed);
  return result.data;
}
