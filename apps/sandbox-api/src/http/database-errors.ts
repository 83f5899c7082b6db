/* What a database failure means for the answer: a rule the user broke (400) or the database away (503). */

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
  cause?: unknown;
}

/**
 * A unique index that guards a rule the user can break (one live SKU per brand) answers the rule's
 * own 400 message instead of 500, whichever write ran into it (create, edit, bulk upload).
 */
export function uniqueViolationMessage(error: unknown): string | undefined {
  for (
    let e = error as PgError | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgError | undefined, depth++
  ) {
    if (e.code !== '23505') continue;
    const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
    if (!text.includes('variants_brand_sku_live_idx')) return undefined;
    const sku = /\(brand_id, sku\)=\(\d+, (.*)\) already exists/.exec(e.detail ?? '')?.[1];
    return sku ? `SKU '${sku}' sudah dipakai varian lain.` : 'SKU sudah dipakai varian lain.';
  }
  return undefined;
}

/**
 * A value the database refuses as data (a number beyond its column, text it cannot hold) came
 * from the request: answer 400, not 500, whichever handler passed it on.
 */
export function dataErrorMessage(error: unknown): string | undefined {
  for (
    let e = error as PgError | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgError | undefined, depth++
  ) {
    switch (e.code) {
      case '22003':
        return 'Angka di luar rentang yang diizinkan.';
      case '22001':
        return 'Teks terlalu panjang.';
      case '22P02':
      case '22007':
      case '22008':
        return 'Nilai yang dikirim tidak valid.';
      case '22021':
      case '22P05':
        return 'Teks berisi karakter yang tidak valid.';
    }
  }
  return undefined;
}

/** Node's and PostgreSQL's words for "the database cannot be reached" (SQLSTATE class 08, 57P01–57P03, 53300). */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const unreachableMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;
export const databaseUnavailableMessage =
  'Layanan sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.';

/**
 * Whether a failure means the database is away (stopped, restarting, out of connections), not a
 * fault of the request: such a call answers 503 with Retry-After, and the client may send it again.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as PgError;
  if (e.code && (unreachableCodes.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.message === 'string' && unreachableMessages.test(e.message)) return true;
  // Node reports a refused connection to every address of a host as one AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
