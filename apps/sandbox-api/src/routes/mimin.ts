import { sql } from 'drizzle-orm';
import { requirePassword } from '../auth/credentials.js';
import { issueToken } from '../auth/sessions.js';
import { one, rows } from '../db/query.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { authOf, checkTenant, ok, userByEmail, wrongCredentials } from '../services/common.js';
import { toUser, type UserRow } from '../services/mappers.js';
import {
  changePassword,
  listSessions,
  revokeOtherSessions,
  saveProfile,
  type ProfileInput,
} from '../services/settings.js';

async function userById(ctx: HandlerContext, userId: number) {
  const user = await one<UserRow>(
    ctx.db,
    sql`SELECT id, name, telephone, email, profile_picture_url FROM users WHERE id = ${userId}`,
  );
  if (!user) throw forbidden('Akun tidak ditemukan.');
  return toUser(user);
}

const currentUser = (ctx: HandlerContext) => userById(ctx, authOf(ctx).userId);

/**
 * Who the tenant sign-in is for, proven: the seller's own password sign-in (whose e-mail must be
 * the one named), or, for a service holding the client credential, the person's password. A user
 * name alone proves nothing, and a tenant token does not open another one.
 */
async function provenPerson(
  ctx: HandlerContext,
  body: TenantLoginBody,
): Promise<{ userId: number; tenant: string; parentToken: string | null }> {
  if (ctx.auth) {
    if (ctx.auth.kind !== 'evb')
      throw forbidden('Masuk ke tenant memerlukan sesi dari halaman masuk.');
    if (body.username.trim().toLowerCase() !== ctx.auth.email.toLowerCase()) {
      throw forbidden('Nama pengguna tidak sesuai dengan sesi yang aktif.');
    }
    return { userId: ctx.auth.userId, tenant: ctx.auth.tenant, parentToken: ctx.auth.token };
  }
  if (!ctx.client) throw unauthorized();
  if (body.password === undefined)
    throw badRequest("Kolom 'password' wajib diisi untuk masuk dengan token klien.");
  const user = requirePassword(ctx, await userByEmail(ctx.db, body.username), {
    account: body.username,
    password: body.password,
    purpose: 'signIn',
    wrong: wrongCredentials,
  });
  return { userId: user.id, tenant: user.tenant, parentToken: null };
}

interface TenantLoginBody {
  username: string;
  password?: string;
}

export const handlers: HandlerMap = {
  async postTenantLogin(ctx) {
    const person = await provenPerson(ctx, ctx.body as TenantLoginBody);
    const tenant = String(ctx.params.tenant ?? '');
    if (tenant !== person.tenant) throw forbidden(`Akun ini bukan tenant ${tenant}.`);
    const token = await issueToken(ctx.db, person.userId, 'mimin', tenant, person.parentToken);
    return ok({
      accessToken: token.access_token,
      expiresIn: token.expires_in,
      tenant,
      user: await userById(ctx, person.userId),
    });
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
    const body = ctx.body as {
      currentPassword: string;
      newPassword: string;
      signOutOthers: boolean;
    };
    return ok({ revokedSessions: await changePassword(ctx, authOf(ctx), body) });
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
