import { sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/password.js';
import { issueToken, revokeToken } from '../auth/sessions.js';
import { one } from '../db/query.js';
import { throttleFor } from '../auth/throttle.js';
import { HttpError, unauthorized } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { authOf } from '../services/common.js';

interface LoginBody {
  username: string;
  password: string;
}

/** The caller's address as the Node server saw it (tests without a socket share one address). */
function addressOf(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

export const handlers: HandlerMap = {
  async postLogin(ctx) {
    const body = ctx.body as LoginBody;
    const throttle = throttleFor(ctx.db);
    const address = addressOf(ctx.hono.env);
    throttle.check(body.username, address);
    const user = await one<{ id: number; password_hash: string; tenant: string }>(
      ctx.db,
      sql`SELECT id, password_hash, tenant FROM users WHERE lower(email) = lower(${body.username.trim()})`,
    );
    if (!user || !verifyPassword(body.password, user.password_hash)) {
      throttle.fail(body.username, address);
      // The contract's answer to a wrong grant is 400 (OAuth 2.0 invalid_grant); 401 means an ended session.
      throw new HttpError(400, 'invalid_grant', 'Email atau kata sandi salah.');
    }
    throttle.succeed(body.username);
    // The tenant rides along so that one dashboard can serve every tenant (contract: TokenResponse.tenant).
    return { body: { ...(await issueToken(ctx.db, user.id, 'evb', user.tenant)), tenant: user.tenant } };
  },

  async postLogout(ctx) {
    await revokeToken(ctx.db, authOf(ctx).token);
    return { status: 204 };
  },

  async postOauth2Token(ctx) {
    const match = /^Basic\s+(\S+)$/i.exec(String(ctx.headers.authorization ?? ''));
    const [clientId, secret] = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8').split(':') : [];
    const client = clientId
      ? await one<{ client_secret: string }>(ctx.db, sql`SELECT client_secret FROM oauth_clients WHERE client_id = ${clientId}`)
      : undefined;
    if (!client || client.client_secret !== secret) throw unauthorized('Kredensial klien tidak valid.');
    // Client tokens act for no seller: they belong to the first account but carry kind 'client'.
    const token = await issueToken(ctx.db, 1, 'client', null);
    return { body: { access_token: token.access_token, token_type: token.token_type, expires_in: token.expires_in } };
  },
};
