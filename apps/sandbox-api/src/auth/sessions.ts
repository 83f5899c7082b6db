import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { one } from '../db/query.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { AuthInfo, ClientInfo } from '../http/types.js';

export const accessTokenLifetimeSeconds = 8 * 60 * 60;

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

const randomToken = () => randomBytes(32).toString('base64url');

/** A seller's token: `evb` from the password sign-in, `mimin` from the tenant sign-in under it. */
export async function issueToken(
  db: Db,
  userId: number,
  kind: 'evb' | 'mimin',
  tenant: string | null,
  parentToken: string | null = null,
): Promise<IssuedToken> {
  const token = randomToken();
  const refresh = randomToken();
  await db.execute(sql`
    INSERT INTO sessions (token, user_id, kind, tenant, refresh_token, expires_at, parent_token)
    VALUES (${token}, ${userId}, ${kind}, ${tenant}, ${refresh}, now() + make_interval(secs => ${accessTokenLifetimeSeconds}), ${parentToken})`);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: accessTokenLifetimeSeconds,
    refresh_token: refresh,
  };
}

/** A client-credentials token: it names its client and no user, so no check can take it for a seller. */
export async function issueClientToken(db: Db, clientId: string): Promise<IssuedToken> {
  const token = randomToken();
  const refresh = randomToken();
  await db.execute(sql`
    INSERT INTO sessions (token, client_id, kind, refresh_token, expires_at)
    VALUES (${token}, ${clientId}, 'client', ${refresh}, now() + make_interval(secs => ${accessTokenLifetimeSeconds}))`);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: accessTokenLifetimeSeconds,
    refresh_token: refresh,
  };
}

// A signed-in session is read on every call; keeping it for a moment saves a query per request.
// Revocation in this process clears the cache at once; expiry is checked on every hit.
const cacheMs = 2000;
const caches = new WeakMap<Db, Map<string, { caller: Caller; expiresAt: number; until: number }>>();
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
  for (const row of (revoked as unknown as { rows: { token: string }[] }).rows)
    cache.delete(row.token);
}

/** Who a bearer token speaks for: a signed-in seller, or a service holding the client credential. */
export type Caller = { kind: 'user'; auth: AuthInfo } | { kind: 'client'; client: ClientInfo };

/**
 * What a client-credentials token may call: spec §7 gives it the tenant login, which must then
 * prove the person with their password. It acts for no seller, so nothing else takes it.
 */
export const clientTokenOperations: ReadonlySet<string> = new Set(['postTenantLogin']);

/** Resolves a bearer header for `operationId`: 401 without a live token, 403 for a client token elsewhere. */
export async function authenticate(
  db: Db,
  header: string | undefined,
  operationId: string,
): Promise<Caller> {
  const caller = await callerOf(db, header);
  if (caller.kind === 'client' && !clientTokenOperations.has(operationId)) {
    throw forbidden('Token klien tidak boleh dipakai untuk operasi ini.');
  }
  return caller;
}

interface SessionRow {
  user_id: number | null;
  client_id: string | null;
  tenant: string | null;
  name: string | null;
  email: string | null;
  kind: string;
  expires_ms: number;
}

async function callerOf(db: Db, header: string | undefined): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized('Token akses wajib dikirim. Silakan masuk terlebih dahulu.');
  const token = match[1];
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(token);
  if (hit && hit.until > now && hit.expiresAt > now) return hit.caller;
  const row = await one<SessionRow>(
    db,
    sql`SELECT s.user_id, s.client_id, u.tenant, u.name, u.email, s.kind, (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms
        FROM sessions s LEFT JOIN users u ON u.id = s.user_id
        WHERE s.token = ${token} AND s.revoked_at IS NULL AND s.expires_at > now()`,
  );
  const caller = row ? callerFromRow(row, token) : null;
  if (!caller) {
    cache.delete(token);
    throw unauthorized();
  }
  if (cache.size > 10_000) cache.clear();
  cache.set(token, { caller, expiresAt: Number(row!.expires_ms), until: now + cacheMs });
  return caller;
}

function callerFromRow(row: SessionRow, token: string): Caller | null {
  if (row.kind === 'client')
    return row.client_id ? { kind: 'client', client: { clientId: row.client_id, token } } : null;
  if (row.user_id === null || row.tenant === null || row.name === null || row.email === null)
    return null;
  const kind = row.kind === 'mimin' ? 'mimin' : 'evb';
  return {
    kind: 'user',
    auth: {
      userId: row.user_id,
      tenant: row.tenant,
      name: row.name,
      email: row.email,
      token,
      kind,
    },
  };
}
