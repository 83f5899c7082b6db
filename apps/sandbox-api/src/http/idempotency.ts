import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { one } from '../db/query.js';
import { HttpError } from './errors.js';
import type { JsonResult } from './types.js';

export const idempotencyHeader = 'idempotency-key';
const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;
const waitStepMs = 50;
const waitLimitMs = 10_000;

interface Claim {
  userId: number;
  operation: string;
  key: string;
  /** What the key was sent with (`requestFingerprint`): a repeat must carry the same. */
  fingerprint: string;
}

/**
 * The request a key names: method, path, query in a fixed order, and the body's bytes. The
 * outbox and every form send a repeat byte for byte, so anything else is another request; only
 * a multipart body's boundary, made afresh for every send, is left out.
 */
export function requestFingerprint(request: Request, body: ArrayBuffer | undefined): string {
  const url = new URL(request.url);
  url.searchParams.sort();
  const hash = createHash('sha256').update(
    `${request.method.toUpperCase()} ${url.pathname}?${url.searchParams}\n`,
  );
  if (!body) return hash.digest('base64url');
  const boundary = /boundary=("?)([^";]+)\1/i.exec(request.headers.get('content-type') ?? '')?.[2];
  if (boundary)
    hash.update(Buffer.from(body).toString('latin1').split(boundary).join(''), 'latin1');
  else hash.update(new Uint8Array(body));
  return hash.digest('base64url');
}

const keyReusedMessage =
  'Idempotency-Key ini sudah dipakai untuk permintaan lain. Kirim perubahan baru dengan kunci baru.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The key of a write, or null when the request carries none; a malformed key is a 400. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | null {
  const value = headers[idempotencyHeader];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !keyPattern.test(value)) {
    throw new HttpError(
      400,
      'BAD_REQUEST',
      'Idempotency-Key harus 8–128 karakter huruf, angka, - atau _.',
    );
  }
  return value;
}

/**
 * Runs a write once per (user, operation, key). The first request claims the key with an insert
 * that the primary key makes exclusive in both database modes; a repeat that arrives while the
 * first runs waits for its answer, and one that arrives later gets the stored answer. A write
 * that fails releases its key, so the same request may be tried again.
 */
export async function runOnce(
  db: Db,
  claim: Claim,
  write: () => Promise<JsonResult | Response>,
): Promise<JsonResult | Response> {
  const claimed = await one<{ key: string }>(
    db,
    sql`INSERT INTO idempotency_keys (user_id, operation, key, request_hash) VALUES (${claim.userId}, ${claim.operation}, ${claim.key}, ${claim.fingerprint})
        ON CONFLICT DO NOTHING RETURNING key`,
  );
  if (!claimed) return replay(db, claim);
  let result: JsonResult | Response;
  try {
    result = await write();
  } catch (error) {
    await release(db, claim);
    throw error;
  }
  const status = result instanceof Response ? result.status : (result.status ?? 200);
  if (result instanceof Response || status >= 300) {
    // Raw responses (files) and refusals are not replayed: the key is free for another try.
    await release(db, claim);
    return result;
  }
  await db.execute(
    sql`UPDATE idempotency_keys SET status = ${status}, body = ${JSON.stringify(result.body ?? null)}::jsonb
        WHERE user_id = ${claim.userId} AND operation = ${claim.operation} AND key = ${claim.key}`,
  );
  return result;
}

async function replay(db: Db, claim: Claim): Promise<JsonResult> {
  for (let waited = 0; waited <= waitLimitMs; waited += waitStepMs) {
    const row = await one<{ status: number | null; body: unknown; request_hash: string | null }>(
      db,
      sql`SELECT status, body, request_hash FROM idempotency_keys WHERE user_id = ${claim.userId} AND operation = ${claim.operation} AND key = ${claim.key}`,
    );
    // Released by a failed first try: the client may send it again.
    if (!row)
      throw new HttpError(409, 'CONFLICT', 'Permintaan sebelumnya gagal. Silakan kirim ulang.');
    // The IETF Idempotency-Key draft: a key reused with another request is refused, never replayed.
    // Keys stored before fingerprints were kept carry none and replay as before.
    if (row.request_hash !== null && row.request_hash !== claim.fingerprint) {
      throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', keyReusedMessage);
    }
    if (row.status !== null) {
      const body = typeof row.body === 'string' ? (JSON.parse(row.body) as unknown) : row.body;
      return { status: row.status, body, headers: { 'idempotent-replayed': 'true' } };
    }
    await sleep(waitStepMs);
  }
  throw new HttpError(
    409,
    'CONFLICT',
    'Permintaan yang sama masih diproses. Silakan tunggu sebentar.',
  );
}

async function release(db: Db, claim: Claim): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE user_id = ${claim.userId} AND operation = ${claim.operation} AND key = ${claim.key} AND status IS NULL`,
  );
}
