import { isApiError } from '@seller/api-types';

/** One form field a server rejection may be about. */
export interface ServerFieldCandidate<Path extends string> {
  /** The form field to mark, e.g. 'sku' or 'variants.1.sku'. */
  path: Path;
  /** How the server names the field: its contract key ('productTypeId') or its label ('SKU'). */
  names: readonly string[];
  /** What the seller typed there; when several fields share a name, a message quoting it picks this one. */
  value?: string;
}

export interface ServerFieldError<Path extends string> {
  path: Path;
  /** The server's own message, already Indonesian (§8). */
  message: string;
}

/** Statuses that mean "this input is wrong", as opposed to a server or network failure. */
const inputStatuses = new Set([400, 409, 422]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function namesField(message: string, name: string): boolean {
  // Whole words only: 'name' must not match inside 'variantName'.
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${escapeRegExp(name)}($|[^\\p{L}\\p{N}_])`, 'iu').test(
    message,
  );
}

function quotedValues(message: string): string[] {
  return [...message.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) =>
    (match[1] ?? match[2] ?? '').trim().toLowerCase(),
  );
}

/**
 * The field a rejected save is about, when the server's message names it, so the form can mark
 * that field instead of a general line and a toast that vanishes (issue 16: a duplicate SKU on
 * 'Tambah Varian'). Several rows with the same field (variant SKUs) are told apart by the value
 * the message quotes. Null when the message names no field, or cannot say which row.
 */
export function serverFieldError<Path extends string>(
  error: unknown,
  candidates: readonly ServerFieldCandidate<Path>[],
): ServerFieldError<Path> | null {
  if (!isApiError(error) || !inputStatuses.has(error.status)) return null;
  const message = error.message;
  const named = candidates.filter((candidate) =>
    candidate.names.some((name) => namesField(message, name)),
  );
  if (named.length === 0) return null;
  const quoted = quotedValues(message);
  const byValue = named.filter((candidate) => {
    const value = candidate.value?.trim().toLowerCase();
    return value !== undefined && value !== '' && quoted.includes(value);
  });
  const match = byValue.length === 1 ? byValue[0] : named.length === 1 ? named[0] : undefined;
  return match ? { path: match.path, message } : null;
}
