import { isApiError } from '@seller/api-types';
import { formatNumber } from '@seller/design-system';

/** One form field a server rejection may be about. */
export interface ServerFieldCandidate<Path extends string> {
  /** The form field to mark, e.g. 'sku' or 'variants.1.sku'. */
  path: Path;
  /**
   * How the server names the field: its contract key ('productTypeId'), its path in the body
   * ('variants[1].sku', 'items[0].delta') or its label ('SKU').
   */
  names: readonly string[];
  /** The field's label on the form ('Nama produk'): the seller reads it in place of the key. */
  label?: string;
  /** What the seller typed there; when several fields share a name, a message quoting it picks this one. */
  value?: string;
}

export interface ServerFieldError<Path extends string> {
  path: Path;
  /** The server's reason in the seller's words: the form's label in place of the field's key. */
  message: string;
}

/**
 * The mapper's own words. Platform code has no feature copy.ts; these few stay beside the rules
 * that use them.
 */
export const serverFieldCopy = {
  /** Stands in for the key of a field the form did not label. */
  thisField: 'Isian ini',
  /** Stands in for the key when the message is shown away from its field (a toast, a line). */
  someField: 'Salah satu isian',
  directionControls:
    'tidak boleh berisi karakter tersembunyi pengatur arah teks. Ketik ulang teksnya tanpa menyalin dari tempat lain.',
} as const;

/** Statuses that mean "this input is wrong", as opposed to a server or network failure. */
const inputStatuses = new Set([400, 409, 422]);

/** "Kolom 'items[1].delta' …": how the server names a field of the body, a parameter or a header. */
const fieldPrefix = /^(?:Kolom|Parameter|Header)\s+'([^']*)'\s*/u;

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
 * A server reason in the seller's words: the field's key ("Kolom 'items[1].delta'") becomes the
 * label, a limit is written as the seller writes numbers (1.000.000.000), and a list of Unicode
 * code points becomes what it means. What the server says about the value itself stays.
 */
export function sellerFieldMessage(message: string, label: string = serverFieldCopy.thisField) {
  const prefixed = fieldPrefix.exec(message);
  const rest = prefixed ? message.slice(prefixed[0].length) : message;
  const reason = rest
    .replace(
      /tidak boleh berisi karakter pengatur arah teks\s*\(U\+[^)]*\)\.?/u,
      serverFieldCopy.directionControls,
    )
    .replace(/\s*\((?:U\+[0-9A-F]{4,6}[^)]*)\)/gu, '')
    .replace(
      /\b(maksimal|minimal)\s+(-?\d{4,})\b/gu,
      (_, word: string, digits: string) => `${word} ${formatNumber(Number(digits))}`,
    );
  return prefixed ? `${label} ${reason}` : reason;
}

/**
 * The §8 message of a failure shown away from any field (a toast, a line under a form): a key
 * the server named is not something a seller can act on, so it reads as "Salah satu isian".
 */
export function sellerMessage(message: string): string {
  return fieldPrefix.test(message)
    ? sellerFieldMessage(message, serverFieldCopy.someField)
    : message;
}

function pick<Path extends string>(
  message: string,
  candidates: readonly ServerFieldCandidate<Path>[],
): ServerFieldCandidate<Path> | undefined {
  // The key the message starts with names one field exactly ('variants[1].name', not 'name').
  const key = fieldPrefix.exec(message)?.[1]?.toLowerCase();
  if (key) {
    const exact = candidates.filter((candidate) =>
      candidate.names.some((name) => name.toLowerCase() === key),
    );
    if (exact.length === 1) return exact[0];
  }
  const named = candidates.filter((candidate) =>
    candidate.names.some((name) => namesField(message, name)),
  );
  if (named.length === 1) return named[0];
  const quoted = quotedValues(message);
  const byValue = named.filter((candidate) => {
    const value = candidate.value?.trim().toLowerCase();
    return value !== undefined && value !== '' && quoted.includes(value);
  });
  return byValue.length === 1 ? byValue[0] : undefined;
}

/**
 * The field a rejected save is about, when the server's message names it, so the form can mark
 * that field instead of a general line and a toast that vanishes (issue 16: a duplicate SKU on
 * 'Tambah Varian'). Several rows with the same field (variant SKUs) are told apart by the value
 * the message quotes. The message comes back in the form's words (issue 41: no field path
 * reaches a seller). Null when the message names no field, or cannot say which row.
 */
export function serverFieldError<Path extends string>(
  error: unknown,
  candidates: readonly ServerFieldCandidate<Path>[],
): ServerFieldError<Path> | null {
  if (!isApiError(error) || !inputStatuses.has(error.status)) return null;
  const match = pick(error.message, candidates);
  return match
    ? { path: match.path, message: sellerFieldMessage(error.message, match.label) }
    : null;
}
