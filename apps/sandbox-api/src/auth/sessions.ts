import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { one } from '../db/query.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { AuthInfo } from '../http/types.js';

export const accessTokenLifetimeSeconds = 8 * 60 * 60;

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

const randomToken = () => randomBytes(32).toString('base64url');

export async function issueToken(
  db: Db,
  userId: number,
  kind: 'evb' | 'mimin' | 'client',
  tenant: string | null,
  parentToken: string | null = null,
): Promise<IssuedToken> {
  const token = randomToken();
  const refresh = randomToken();
  await db.execute(sql`
    INSERT INTO sessions (token, user_id, kind, tenant, refresh_token, expires_at, parent_token)
    VALUES (${token}, ${userId}, ${kind}, ${tenant}, ${refresh}, now() + make_interval(secs => ${accessTokenLifetimeSeconds}), ${parentToken})`);
  return { access_token: token, token_type: 'bearer', expires_in: accessTokenLifetimeSeconds, refresh_token: refresh };
}

// A signed-in session is read on every call; keeping it for a moment saves a query per request.
// Revocation in this process clears the cache at once; expiry is checked on every hit.
const cacheMs = 2000;
const caches = new WeakMap<Db, Map<string, { info: AuthInfo; expiresAt: number; until: number }>>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

/** Revokes a token and every token issued under it (the tenant token of a sign-in). */
export async function revokeToken(db: Db, token: string): Promise<void> {
  const revoked = await db.execute(
    sql`UPDATE sessions SET revoked_at = now() WHERE (token = ${token} OR parent_token = ${token}) AND revoked_at IS NULL RETURNING token`,
  );
  const cache = cacheOf(db);
  cache.delete(token);
  for (const row of (revoked as unknown as { rows: { token: string }[] }).rows) cache.delete(row.token);
}

/**
 * What a client-credentials token may call: spec §7 gives it the tenant login and nothing else.
 * It acts for no seller, so it must never read a profile, a product or a balance.
 */
export const clientTokenOperations: ReadonlySet<string> = new Set(['postTenantLogin']);

/** Resolves a bearer header to the signed-in user (401 without one), for `operationId`. */
export async function authenticate(db: Db, header: string | undefined, operationId?: string): Promise<AuthInfo> {
  const info = await sessionOf(db, header);
  if (info.kind === 'client' && !(operationId && clientTokenOperations.has(operationId))) {
    throw forbidden('Token klien tidak boleh dipakai untuk operasi ini.');
  }
  return info;
}

async function sessionOf(db: Db, header: string | undefined): Promise<AuthInfo> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized('Token akses wajib dikirim. Silakan masuk terlebih dahulu.');
  const token = match[1];
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(token);
  if (hit && hit.until > now && hit.expiresAt > now) return hit.info;
  const row = await one<{ user_id: number; tenant: string; name: string; email: string; kind: string; expires_ms: number }>(
    db,
    sql`SELECT s.user_id, u.tenant, u.name, u.email, s.kind, (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token = ${token} AND s.revoked_at IS NULL AND s.expires_at > now()`,
  );
  if (!row) {
    cache.delete(token);
    throw unauthorized();
  }
  const info = { userId: row.user_id, tenant: row.tenant, name: row.name, email: row.email, token, kind: row.kind };
  if (cache.size > 10_000) cache.clear();
  cache.set(token, { info, expiresAt: Number(row.expires_ms), until: now + cacheMs });
  return info;
}
