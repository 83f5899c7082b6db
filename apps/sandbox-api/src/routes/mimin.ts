import { sql } from 'drizzle-orm';
import { issueToken } from '../auth/sessions.js';
import { one, rows } from '../db/query.js';
import { forbidden } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { authOf, checkTenant, ok } from '../services/common.js';
import { toUser, type UserRow } from '../services/mappers.js';
import { changePassword, listSessions, revokeOtherSessions, saveProfile, type ProfileInput } from '../services/settings.js';

async function currentUser(ctx: HandlerContext) {
  const auth = authOf(ctx);
  const user = await one<UserRow>(ctx.db, sql`SELECT id, name, telephone, email, profile_picture_url FROM users WHERE id = ${auth.userId}`);
  if (!user) throw forbidden('Akun tidak ditemukan.');
  return toUser(user);
}

export const handlers: HandlerMap = {
  async postTenantLogin(ctx) {
    const auth = authOf(ctx);
    const tenant = checkTenant(ctx);
    const { username } = ctx.body as { username: string };
    if (username.trim().toLowerCase() !== auth.email.toLowerCase()) {
      throw forbidden('Nama pengguna tidak sesuai dengan sesi yang aktif.');
    }
    const token = await issueToken(ctx.db, auth.userId, 'mimin', tenant, auth.token);
    return ok({ accessToken: token.access_token, expiresIn: token.expires_in, tenant, user: await currentUser(ctx) });
  },

  async getAdminUserProfile(ctx) {
    return ok(await currentUser(ctx));
  },

  async getCurrentUser(ctx) {
    checkTenant(ctx);
    return ok(await currentUser(ctx));
  },

  async getUserBrands(ctx) {
    const auth = authOf(ctx);
    checkTenant(ctx);
    const list = await rows<{ id: number; name: string }>(
      ctx.db,
      sql`SELECT id, brand_name AS name FROM brands WHERE user_id = ${auth.userId} ORDER BY id`,
    );
    return ok(list);
  },

  async putCurrentUserProfile(ctx) {
    checkTenant(ctx);
    await saveProfile(ctx.db, authOf(ctx), ctx.body as ProfileInput);
    return ok(await currentUser(ctx));
  },

  async putCurrentUserPassword(ctx) {
    checkTenant(ctx);
    const body = ctx.body as { currentPassword: string; newPassword: string; signOutOthers: boolean };
    return ok({ revokedSessions: await changePassword(ctx.db, authOf(ctx), body) });
  },

  async getUserSessions(ctx) {
    checkTenant(ctx);
    return ok(await listSessions(ctx.db, authOf(ctx)));
  },

  async postRevokeOtherSessions(ctx) {
    checkTenant(ctx);
    return ok({ revokedSessions: await revokeOtherSessions(ctx.db, authOf(ctx)) });
  },
};
