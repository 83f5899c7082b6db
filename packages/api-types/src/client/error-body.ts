import { UNKNOWN_ERROR_MESSAGE } from './messages';

export interface ParsedErrorBody {
  code: string | undefined;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads the user message of a failed response in the order of spec §8: error.message, then
 * metadata.messsage (sic, as the backend spells it), then message, then the fallback.
 */
export function readErrorBody(body: unknown): ParsedErrorBody {
  if (!isRecord(body)) return { code: undefined, message: UNKNOWN_ERROR_MESSAGE };
  const error = isRecord(body.error) ? body.error : undefined;
  const metadata = isRecord(body.metadata) ? body.metadata : undefined;
  const message =
    nonEmptyString(error?.message) ??
    nonEmptyString(metadata?.messsage) ??
    nonEmptyString(body.message) ??
    UNKNOWN_ERROR_MESSAGE;
  return { code: nonEmptyString(error?.code), message };
}
