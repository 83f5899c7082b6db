import { sql, type SQL } from 'drizzle-orm';
import type { Exec } from '../db/query.js';
import { one, rows } from '../db/query.js';
import { HttpError, forbidden, notFound, unauthorized } from '../http/errors.js';
import type { AuthInfo, Bag, HandlerContext } from '../http/types.js';

export function authOf(ctx: HandlerContext): AuthInfo {
  if (!ctx.auth) throw unauthorized();
  return ctx.auth;
}

export const int = (v: unknown, fallback = 0): number =>
  typeof v === 'number' ? v : v === undefined || v === '' ? fallback : Number(v);
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;

export interface BrandRow {
  id: number;
  user_id: number;
  brand_name: string;
  logo_url: string;
  type: string;
  brand_type: string;
  brand_level: Record<string, unknown> | null;
  benefit_tier: string | null;
  is_jagoan: boolean;
  jagoan_logo_url: string | null;
  has_stockist: boolean;
  balance: number;
}

export interface CredentialRow {
  id: number;
  password_hash: string;
  tenant: string;
}

/** The account signed in to with this e-mail, if any. */
export function userByEmail(db: Exec, email: string): Promise<CredentialRow | undefined> {
  return one<CredentialRow>(
    db,
    sql`SELECT id, password_hash, tenant FROM users WHERE lower(email) = lower(${email.trim()})`,
  );
}

// The contract's answer to a wrong grant is 400 (OAuth 2.0 invalid_grant); 401 means an ended session.
export const wrongCredentials = () =>
  new HttpError(400, 'invalid_grant', 'Email atau kata sandi salah.');

/** Loads a brand of the caller: 404 when unknown, 403 when it belongs to someone else. */
export async function ownBrand(db: Exec, auth: AuthInfo, brandId: unknown): Promise<BrandRow> {
  const id = int(brandId);
  const brand = await one<BrandRow>(db, sql`SELECT * FROM brands WHERE id = ${id}`);
  if (!brand) throw notFound('Brand tidak ditemukan.');
  if (brand.user_id !== auth.userId) throw forbidden();
  return brand;
}

// A brand never changes hands (no write touches brands.user_id), so who owns it is kept once read:
// the read calls of every page check the brand and would otherwise pay a query for it each time.
const owners = new WeakMap<object, Map<number, number>>();

/**
 * The id of a brand of the caller, for reads that need nothing else of the brand row: 404 when
 * unknown, 403 when it belongs to someone else, like `ownBrand`, without a query once known.
 */
export async function ownBrandId(db: Exec, auth: AuthInfo, brandId: unknown): Promise<number> {
  const id = int(brandId);
  let known = owners.get(db);
  if (!known) owners.set(db, (known = new Map()));
  let owner = known.get(id);
  if (owner === undefined) {
    const row = await one<{ user_id: number }>(
      db,
      sql`SELECT user_id FROM brands WHERE id = ${id}`,
    );
    if (!row) throw notFound('Brand tidak ditemukan.');
    owner = row.user_id;
    known.set(id, owner);
  }
  if (owner !== auth.userId) throw forbidden();
  return id;
}

/** The path tenant must be the caller's own tenant type. */
export function checkTenant(ctx: HandlerContext, key = 'tenant'): string {
  const auth = authOf(ctx);
  const tenant = String(ctx.params[key] ?? '');
  if (tenant !== auth.tenant) throw forbidden(`Akun ini bukan tenant ${tenant}.`);
  return tenant;
}

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

export function paging(query: Bag, defaultSize = 15): Paging {
  const page = Math.max(1, int(query.page, 1));
  const size = Math.max(1, int(query.size, defaultSize));
  return { page, size, offset: (page - 1) * size };
}

export function metadata(p: Paging, total: number) {
  const totalPage = Math.ceil(total / p.size);
  return {
    currentPage: p.page,
    nextPage: p.page < totalPage ? p.page + 1 : null,
    pageSize: p.size,
    previousPage: p.page > 1 ? p.page - 1 : null,
    totalItem: total,
    totalPage,
  };
}

/** A client sortBy (camelCase or snake_case) as a whitelisted column and a direction. */
export function sortOf(
  query: Bag,
  columns: Record<string, string>,
  fallback: string,
  fallbackDir: 'asc' | 'desc' = 'desc',
): { column: string; dir: 'ASC' | 'DESC' } {
  const requested = str(query.sortBy);
  // Own keys only: `sortBy=constructor` must not reach Object.prototype.
  const pick = (key: string) => (Object.hasOwn(columns, key) ? columns[key] : undefined);
  const column = requested
    ? (pick(requested) ?? pick(requested.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())))
    : undefined;
  const dir = column
    ? query.sortDirection === 'desc'
      ? 'DESC'
      : 'ASC'
    : (fallbackDir.toUpperCase() as 'ASC' | 'DESC');
  return { column: column ?? fallback, dir };
}

/** Maps a client sortBy (camelCase or snake_case) to a whitelisted column, then id. */
export function orderBy(
  query: Bag,
  columns: Record<string, string>,
  fallback: string,
  fallbackDir: 'asc' | 'desc' = 'desc',
  prefix = '',
): SQL {
  const { column, dir } = sortOf(query, columns, fallback, fallbackDir);
  return sql.raw(`${prefix}${column} ${dir}, ${prefix}id ${dir}`);
}

/** ILIKE pattern with the user's wildcards escaped. */
export const like = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { data, ...extra },
});
export const created = (data: unknown) => ({ status: 201, body: { data } });

/**
 * One round trip for a page and its total: `total` must select one row with column `n`. The
 * total rides on every row as a scalar subquery (evaluated once); an empty page asks for it alone.
 */
export async function pageWithTotal<T>(
  db: Exec,
  page: SQL,
  total: SQL,
): Promise<{ list: T[]; total: number }> {
  const result = await rows<T & { __total: number }>(
    db,
    sql`SELECT (${total}) AS __total, x.* FROM (${page}) x`,
  );
  if (result.length === 0) {
    const only = await one<{ n: number }>(db, total);
    return { list: [], total: Number(only?.n ?? 0) };
  }
  const list = result.map(({ __total: _t, ...row }) => row as unknown as T);
  return { list, total: Number(result[0]!.__total) };
}
