import { sql } from 'drizzle-orm';
import { requirePassword } from '../auth/credentials.js';
import { issueClientToken, issueToken, revokeToken } from '../auth/sessions.js';
import { one } from '../db/query.js';
import { unauthorized } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { authOf, userByEmail, wrongCredentials } from '../services/common.js';

interface LoginBody {
  username: string;
  password: string;
}

export const handlers: HandlerMap = {
  async postLogin(ctx) {
    const body = ctx.body as LoginBody;
    const user = requirePassword(ctx, await userByEmail(ctx.db, body.username), {
      account: body.username,
      password: body.password,
      purpose: 'signIn',
      wrong: wrongCredentials,
    });
    // The tenant rides along so that one dashboard can serve every tenant (contract: TokenResponse.tenant).
    return {
      body: { ...(await issueToken(ctx.db, user.id, 'evb', user.tenant)), tenant: user.tenant },
    };
  },

  async postLogout(ctx) {
    await revokeToken(ctx.db, authOf(ctx).token);
    return { status: 204 };
  },

  async postOauth2Token(ctx) {
    const match = /^Basic\s+(\S+)$/i.exec(String(ctx.headers.authorization ?? ''));
    const [clientId, secret] = match?.[1]
      ? Buffer.from(match[1], 'base64').toString('utf8').split(':')
      : [];
    const client = clientId
      ? await one<{ client_secret: string }>(
          ctx.db,
          sql`SELECT client_secret FROM oauth_clients WHERE client_id = ${clientId}`,
        )
      : undefined;
    if (!client || client.client_secret !== secret)
      throw unauthorized('Kredensial klien tidak valid.');
    const token = await issueClientToken(ctx.db, clientId!);
    return {
      body: {
        access_token: token.access_token,
        token_type: token.token_type,
        expires_in: token.expires_in,
      },
    };
  },
};
