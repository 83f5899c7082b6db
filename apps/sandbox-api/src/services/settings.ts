import { sql } from 'drizzle-orm';
import { requirePassword } from '../auth/credentials.js';
import { hashPassword } from '../auth/password.js';
import { revokeToken } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { one, rows } from '../db/query.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import type { AuthInfo, HandlerContext } from '../http/types.js';
import { ownBrand } from './common.js';
import { maskAccountNumber } from './finance.js';
import { flag } from './system.js';

/** Settings of the signed-in seller: profile, password, sessions and number masking. */

export interface ProfileInput {
  name: string;
  telephone: string;
  email: string;
}

export const settingsMessages = {
  nameBlank: 'Nama wajib diisi.',
  emailTaken: 'Email sudah dipakai akun lain.',
  wrongPassword: 'Kata sandi saat ini salah.',
  samePassword: 'Kata sandi baru harus berbeda dari kata sandi saat ini.',
  weakPassword: 'Kata sandi baru minimal 8 karakter dan memuat huruf serta angka.',
  accountMissing: 'Akun tidak ditemukan.',
  bankWrongPassword: 'Kata sandi salah.',
} as const;

/** Saves name, phone and e-mail; the e-mail stays unique across accounts (row lock + unique index). */
export async function saveProfile(db: Db, auth: AuthInfo, input: ProfileInput): Promise<void> {
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (name === '') throw badRequest(settingsMessages.nameBlank);
  await db.transaction(async (tx) => {
    const taken = await one<{ id: number }>(
      tx,
      sql`SELECT id FROM users WHERE lower(email) = ${email} AND id <> ${auth.userId} FOR UPDATE`,
    );
    if (taken) throw badRequest(settingsMessages.emailTaken);
    const saved = await one<{ id: number }>(
      tx,
      sql`UPDATE users SET name = ${name}, telephone = ${input.telephone.trim()}, email = ${email} WHERE id = ${auth.userId} RETURNING id`,
    );
    if (!saved) throw forbidden(settingsMessages.accountMissing);
  });
}

const strongEnough = (password: string) =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /[0-9]/.test(password);

/**
 * Changes the password after checking the current one under a row lock, so two parallel
 * changes cannot both pass the check with the same old password.
 */
export async function changePassword(
  ctx: Pick<HandlerContext, 'db' | 'hono'>,
  auth: AuthInfo,
  input: { currentPassword: string; newPassword: string; signOutOthers: boolean },
): Promise<number> {
  const { db } = ctx;
  if (!strongEnough(input.newPassword)) throw badRequest(settingsMessages.weakPassword);
  if (input.newPassword === input.currentPassword) throw badRequest(settingsMessages.samePassword);
  await db.transaction(async (tx) => {
    const user = await one<{ password_hash: string }>(
      tx,
      sql`SELECT password_hash FROM users WHERE id = ${auth.userId} FOR UPDATE`,
    );
    if (!user) throw forbidden(settingsMessages.accountMissing);
    requirePassword(ctx, user, {
      account: auth.email,
      password: input.currentPassword,
      purpose: 'confirm',
      wrong: () => badRequest(settingsMessages.wrongPassword),
    });
    await tx.execute(
      sql`UPDATE users SET password_hash = ${hashPassword(input.newPassword)} WHERE id = ${auth.userId}`,
    );
  });
  return input.signOutOthers ? revokeOtherSessions(db, auth) : 0;
}

/** The calling session: its own token, the sign-in it was issued under, and tokens issued under it. */
async function currentFamily(db: Db, auth: AuthInfo): Promise<Set<string>> {
  const own = await one<{ parent_token: string | null }>(
    db,
    sql`SELECT parent_token FROM sessions WHERE token = ${auth.token}`,
  );
  const root = own?.parent_token ?? auth.token;
  const family = await rows<{ token: string }>(
    db,
    sql`SELECT token FROM sessions WHERE token = ${root} OR parent_token = ${root}`,
  );
  return new Set([auth.token, root, ...family.map((row) => row.token)]);
}

/** Revokes every other active token of the user; the calling session stays. Returns how many sign-ins ended. */
export async function revokeOtherSessions(db: Db, auth: AuthInfo): Promise<number> {
  const keep = await currentFamily(db, auth);
  const active = await rows<{ token: string; parent_token: string | null }>(
    db,
    sql`SELECT token, parent_token FROM sessions WHERE user_id = ${auth.userId} AND revoked_at IS NULL AND expires_at > now()`,
  );
  const others = active.filter((row) => !keep.has(row.token));
  for (const row of others) await revokeToken(db, row.token);
  return others.filter((row) => row.parent_token === null).length;
}

export interface SessionView {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

/** Active sign-ins of the user (tenant tokens belong to their sign-in), newest first. Ids are token prefixes, never tokens. */
export async function listSessions(db: Db, auth: AuthInfo): Promise<SessionView[]> {
  const keep = await currentFamily(db, auth);
  const list = await rows<{ token: string; created_at: Date | string; expires_at: Date | string }>(
    db,
    sql`SELECT token, created_at, expires_at FROM sessions
        WHERE user_id = ${auth.userId} AND parent_token IS NULL AND revoked_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC, token LIMIT 1000`,
  );
  return list.map((row) => ({
    id: row.token.slice(0, 12),
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    current: keep.has(row.token),
  }));
}

export async function maskingOf(
  db: Db,
  auth: AuthInfo,
  brandId: unknown,
): Promise<{ brandId: number; maskingNumberEnabled: boolean }> {
  const brand = await ownBrand(db, auth, brandId);
  const chosen = (brand as unknown as { masking_number_enabled: boolean | null })
    .masking_number_enabled;
  const enabled = chosen ?? Boolean(await flag(db, 'maskingNumber.enable', auth.tenant, false));
  return { brandId: brand.id, maskingNumberEnabled: enabled };
}

export async function saveMasking(
  db: Db,
  auth: AuthInfo,
  brandId: number,
  enabled: boolean,
): Promise<{ brandId: number; maskingNumberEnabled: boolean }> {
  const brand = await ownBrand(db, auth, brandId);
  await db.execute(
    sql`UPDATE brands SET masking_number_enabled = ${enabled} WHERE id = ${brand.id}`,
  );
  return { brandId: brand.id, maskingNumberEnabled: enabled };
}

export interface BankAccountInput {
  brandId: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
  password: string;
}

/**
 * Changes the account withdrawals are paid into, after the account password. The brand row is
 * locked for the change, so a withdrawal being requested at the same moment (which locks the
 * same row) reads either the old account or the new one, never a mix.
 */
export async function saveBankAccount(
  ctx: Pick<HandlerContext, 'db' | 'hono'>,
  auth: AuthInfo,
  input: BankAccountInput,
): Promise<{ bankName: string; accountNumber: string; accountName: string }> {
  const { db } = ctx;
  const bankName = input.bankName.trim();
  const accountName = input.accountName.trim();
  if (bankName.length < 2) throw badRequest('Nama bank wajib diisi.');
  if (accountName.length < 2) throw badRequest('Nama pemilik rekening wajib diisi.');
  return db.transaction(async (tx) => {
    const user = await one<{ password_hash: string }>(
      tx,
      sql`SELECT password_hash FROM users WHERE id = ${auth.userId}`,
    );
    requirePassword(ctx, user, {
      account: auth.email,
      password: input.password,
      purpose: 'confirm',
      wrong: () => badRequest(settingsMessages.bankWrongPassword),
    });
    const brand = await one<{ id: number; user_id: number }>(
      tx,
      sql`SELECT id, user_id FROM brands WHERE id = ${input.brandId} FOR UPDATE`,
    );
    if (!brand) throw notFound('Brand tidak ditemukan.');
    if (brand.user_id !== auth.userId) throw forbidden();
    await tx.execute(
      sql`UPDATE brands SET bank_name = ${bankName}, account_number = ${input.accountNumber}, account_name = ${accountName} WHERE id = ${brand.id}`,
    );
    return { bankName, accountNumber: maskAccountNumber(input.accountNumber), accountName };
  });
}
