import { sql } from 'drizzle-orm';
import { one, rows } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { authOf, int, like, metadata, ok, ownBrand, paging, str } from '../services/common.js';
import { toBrand } from '../services/mappers.js';
import { dateRange, getOrder } from '../services/orders.js';
import { configFor, flag, menuFor } from '../services/system.js';
import { tableToXlsx, xlsxType } from '../services/files/table-file.js';
import { readVersionCookie, writeVersionCookie } from '../http/cookies.js';
import type { BrandRow } from '../services/common.js';

interface ContainerRow {
  config_version: number;
  menu_version: number;
}

async function container(
  ctx: Parameters<HandlerMap[string]>[0],
  name: string,
): Promise<ContainerRow> {
  const row = await one<ContainerRow>(
    ctx.db,
    sql`SELECT config_version, menu_version FROM containers WHERE container = ${name}`,
  );
  if (!row) throw notFound('Container tidak ditemukan.');
  return row;
}

export const handlers: HandlerMap = {
  async getSystemContainer(ctx) {
    const auth = authOf(ctx);
    const name = String(ctx.params.container);
    const row = await container(ctx, name);
    const tenant = str(ctx.query.scope) ?? auth.tenant;
    return ok({
      data: await configFor(ctx.db, tenant, name),
      version: { configVersion: row.config_version, menuVersion: row.menu_version },
      menu: await menuFor(ctx.db, auth.userId, tenant),
    });
  },

  async getSystemContainerVersion(ctx) {
    const row = await container(ctx, String(ctx.params.container));
    return ok({
      version: { configVersion: row.config_version, menuVersion: row.menu_version },
      isLatest: int(ctx.params.version) === row.config_version,
    });
  },

  async getSystemContainerUserMenu(ctx) {
    const auth = authOf(ctx);
    return ok(await menuFor(ctx.db, auth.userId, String(ctx.query.tenant)));
  },

  async getTenantConfig(ctx) {
    return ok(await configFor(ctx.db, String(ctx.query.tenant), String(ctx.query.container)));
  },

  async getUserPermission(ctx) {
    const auth = authOf(ctx);
    const row = await one<{ codes: string[] }>(
      ctx.db,
      sql`SELECT codes FROM permissions WHERE user_id = ${auth.userId} AND container IN (${String(ctx.query.container)}, '*') ORDER BY (container = '*') LIMIT 1`,
    );
    return ok(
      row
        ? [
            {
              userId: auth.userId,
              container: String(ctx.query.container),
              role: auth.tenant,
              permissions: row.codes,
            },
          ]
        : [],
    );
  },

  async getVersion(ctx) {
    const auth = authOf(ctx);
    const config: Record<string, boolean | string | number> = {
      'Multistock.Phase2.Enable': Boolean(
        await flag(ctx.db, 'Multistock.Phase2.Enable', auth.tenant, false),
      ),
    };
    return ok({ version: String(await flag(ctx.db, 'app.version', auth.tenant, '1.0.0')), config });
  },

  async postAppVersion(ctx) {
    const { version } = ctx.body as { version: string };
    const previousVersion = readVersionCookie(ctx.hono);
    writeVersionCookie(ctx.hono, version);
    return ok({
      version,
      previousVersion,
      changed: previousVersion !== null && previousVersion !== version,
    });
  },

  async getAdminBrandView(ctx) {
    const auth = authOf(ctx);
    const p = paging(ctx.query);
    const q = str(ctx.query.q);
    const where = sql`user_id = ${auth.userId}${q ? sql` AND brand_name ILIKE ${like(q)}` : sql``}`;
    const list = await rows<BrandRow>(
      ctx.db,
      sql`SELECT * FROM brands WHERE ${where} ORDER BY id LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM brands WHERE ${where}`,
    );
    return ok(list.map(toBrand), { metadata: metadata(p, total?.n ?? 0) });
  },

  async getAdminSummaryBrand(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const row = await one<{ p: number; pa: number; v: number; s: number }>(
      ctx.db,
      sql`SELECT (SELECT count(*)::int FROM products WHERE brand_id = ${brand.id}) AS p,
                 (SELECT count(*)::int FROM products WHERE brand_id = ${brand.id} AND is_active) AS pa,
                 (SELECT count(*)::int FROM variants WHERE brand_id = ${brand.id} AND NOT is_deleted) AS v,
                 (SELECT coalesce(sum(stock), 0)::int FROM variants WHERE brand_id = ${brand.id} AND NOT is_deleted) AS s`,
    );
    return ok({
      brandId: brand.id,
      totalProduct: row?.p ?? 0,
      totalActiveProduct: row?.pa ?? 0,
      totalVariant: row?.v ?? 0,
      totalStock: row?.s ?? 0,
      balance: brand.balance,
    });
  },

  async getAdminBrandExportToExcel(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const list = await rows<{
      order_code: string;
      created_at: string;
      buyer_name: string;
      status: number;
      total_amount: number;
      courier: string;
      waybill: string | null;
    }>(
      ctx.db,
      sql`SELECT order_code, iso(created_at) AS created_at, buyer_name, status, total_amount, courier, waybill
          FROM orders WHERE brand_id = ${brand.id}${dateRange(ctx.query)} ORDER BY created_at DESC`,
    );
    const file = await tableToXlsx({
      sheetName: 'Pesanan',
      columns: [
        { header: 'Kode Pesanan', width: 26 },
        { header: 'Tanggal (UTC)', width: 24 },
        { header: 'Pembeli', width: 24 },
        { header: 'Status', width: 8 },
        { header: 'Total (Rp)', width: 14, numberFormat: '#,##0' },
        { header: 'Kurir', width: 12 },
        { header: 'No. Resi', width: 20 },
      ],
      rows: list.map((o) => [
        o.order_code,
        o.created_at,
        o.buyer_name,
        o.status,
        Number(o.total_amount),
        o.courier,
        o.waybill ?? '',
      ]),
    });
    return new Response(file, {
      status: 200,
      headers: {
        'content-type': xlsxType,
        'content-disposition': `attachment; filename="pesanan-${brand.id}.xlsx"`,
      },
    });
  },

  async getAdminSummaryOrderBrand(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const range = dateRange(ctx.query);
    const byStatus = await rows<{ status: number; total: number }>(
      ctx.db,
      sql`SELECT s.status, count(o.id)::int AS total FROM unnest(ARRAY[1,2,3,4,5,6,8]) AS s(status)
          LEFT JOIN orders o ON o.brand_id = ${brand.id} AND o.status = s.status${range} GROUP BY s.status ORDER BY s.status`,
    );
    const sum = await one<{ n: number; amount: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(total_amount), 0)::bigint AS amount FROM orders WHERE brand_id = ${brand.id}${range}`,
    );
    return ok({
      brandId: brand.id,
      totalOrder: sum?.n ?? 0,
      totalAmount: Number(sum?.amount ?? 0),
      byStatus,
    });
  },

  async getAdminSummaryProductBrand(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const row = await one<{ t: number; a: number; o: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS t, count(*) FILTER (WHERE is_active)::int AS a,
                 count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock > 0 AND NOT v.is_deleted))::int AS o
          FROM products p WHERE brand_id = ${brand.id}`,
    );
    return ok({
      brandId: brand.id,
      totalProduct: row?.t ?? 0,
      totalActive: row?.a ?? 0,
      totalInactive: (row?.t ?? 0) - (row?.a ?? 0),
      totalOutOfStock: row?.o ?? 0,
    });
  },

  async getAdminProductTypeDropdownLevel(ctx) {
    const level = ctx.query.level === undefined ? undefined : int(ctx.query.level);
    const parent = ctx.query.parentId === undefined ? undefined : int(ctx.query.parentId);
    const list = await rows<{ id: number; name: string; level: number; parentId: number | null }>(
      ctx.db,
      sql`SELECT id, name, level, parent_id AS "parentId" FROM product_types WHERE true
          ${level !== undefined ? sql`AND level = ${level}` : sql``} ${parent !== undefined ? sql`AND parent_id = ${parent}` : sql``} ORDER BY level, id`,
    );
    return ok(list);
  },
};

export { getOrder };
