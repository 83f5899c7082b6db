import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rows } from '../src/db/query.js';
import { listVariants } from '../src/services/catalog.js';
import { onBothDatabases } from './both-databases.js';

/**
 * Read paths made cheaper for the pages under load (issue 17): deep variant pages start after a
 * kept sort key, the brand owner check is kept in memory, the bell and order counts come from
 * the trigger-kept counters, and a signed-out token stops working at once. Each must answer
 * exactly what the plain queries answer, on PGlite and on PostgreSQL.
 */

const brandId = 101;
const sorts = ['createdAt', 'updatedAt', 'name', 'sku', 'price', 'stock', 'isActive'] as const;

onBothDatabases('read paths under load', (sandbox) => {
  /** Every id of a list, in order, read without paging: the reference a paged read must match. */
  async function allIds(sortBy: string, dir: 'asc' | 'desc', extra = ''): Promise<number[]> {
    const column = {
      createdAt: 'created_at',
      updatedAt: 'updated_at',
      name: 'name',
      sku: 'sku',
      price: 'price',
      stock: 'stock',
      isActive: 'is_active',
    }[sortBy]!;
    const d = sql.raw(dir.toUpperCase());
    const list = await rows<{ id: number }>(
      sandbox().database.db,
      sql`SELECT id FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted${sql.raw(extra)} ORDER BY ${sql.raw(column)} ${d}, id ${d}`,
    );
    return list.map((r) => r.id);
  }

  /** Every page of a list with a small anchor step, so that almost every page starts after a kept key. */
  async function pagedIds(
    query: Record<string, string>,
    size: number,
    step: number,
  ): Promise<number[]> {
    const out: number[] = [];
    for (let page = 1; ; page++) {
      const result = await listVariants(
        sandbox().database.db,
        brandId,
        { ...query, page: String(page), size: String(size) },
        { anchorStep: step },
      );
      out.push(...result.data.map((v) => v.id));
      if (!result.metadata.nextPage) return out;
    }
  }

  it('gives every page of a variant list the rows OFFSET gives, ties on the sort column included, in both directions', async () => {
    const db = sandbox().database.db;
    // Ties on every sort column: a block of variants shares a creation time, a stock, a price and a name.
    await db.execute(sql`
      UPDATE variants SET created_at = '2025-06-01T00:00:00Z', updated_at = '2025-06-01T00:00:00Z', stock = 7, price = 125000, name = 'Sama'
      WHERE id IN (SELECT id FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted ORDER BY id LIMIT 120 OFFSET 10)`);
    const total = (await allIds('createdAt', 'desc')).length;
    expect(total).toBeGreaterThan(400);
    for (const sortBy of sorts) {
      for (const dir of ['asc', 'desc'] as const) {
        const expected = await allIds(sortBy, dir);
        expect(await pagedIds({ sortBy, sortDirection: dir }, 37, 50), `${sortBy} ${dir}`).toEqual(
          expected,
        );
      }
    }
    // Filters keep their own keys: active only, and a stock bucket.
    expect(
      await pagedIds({ sortBy: 'stock', sortDirection: 'asc', status: 'active' }, 31, 40),
    ).toEqual(await allIds('stock', 'asc', ' AND is_active'));
    expect(
      await pagedIds(
        { sortBy: 'createdAt', sortDirection: 'desc', stockStatus: 'in-stock' },
        31,
        40,
      ),
    ).toEqual(await allIds('createdAt', 'desc', ' AND stock >= 6'));
  });

  it('reads the kept keys again after a write, so a deep page neither skips nor repeats a row', async () => {
    const db = sandbox().database.db;
    const query = { sortBy: 'stock', sortDirection: 'asc' };
    expect(await pagedIds(query, 29, 35)).toEqual(await allIds('stock', 'asc'));
    // Move rows across the kept keys: the lowest stocks go to the top, one variant is deleted.
    await db.execute(sql`
      UPDATE variants SET stock = stock + 100000
      WHERE id IN (SELECT id FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted ORDER BY stock, id LIMIT 12)`);
    await db.execute(sql`
      UPDATE variants SET is_deleted = true
      WHERE id = (SELECT id FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted ORDER BY stock, id LIMIT 1 OFFSET 30)`);
    expect(await pagedIds(query, 29, 35)).toEqual(await allIds('stock', 'asc'));
    // Through the HTTP call a seller makes, a deep page is the slice of the full order.
    const token = await sandbox().login('seller@demo.id');
    const expected = await allIds('stock', 'asc');
    const page = 3;
    const res = await sandbox().request(
      'GET',
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=${page}&size=25&sortBy=stock&sortDirection=asc`,
      { token },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number }[]; metadata: { totalItem: number } };
    expect(body.data.map((v) => v.id)).toEqual(expected.slice(50, 75));
    expect(body.metadata.totalItem).toBe(expected.length);
  });

  it("reads each variant's stockist stocks with its page of the multistock list, as the stock table holds them", async () => {
    const db = sandbox().database.db;
    const token = await sandbox().login('seller@demo.id');
    const res = await sandbox().request(
      'GET',
      '/api/product/v3/partner/variant/multistock/list?brandId=102&page=1&size=15&sortBy=name&sortDirection=asc',
      { token },
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      data: {
        id: number;
        totalStock: number;
        stocks: { stockistId: number; stockistName: string; stock: number }[];
      }[];
    };
    expect(page.data.length).toBeGreaterThan(0);
    const ids = page.data.map((v) => v.id);
    const held = await rows<{
      variant_id: number;
      stockist_id: number;
      stockist_name: string;
      stock: number;
    }>(
      db,
      sql`SELECT vs.variant_id, vs.stockist_id, b.brand_name AS stockist_name, vs.stock FROM variant_stocks vs JOIN brands b ON b.id = vs.stockist_id
          WHERE vs.variant_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) ORDER BY vs.stockist_id`,
    );
    expect(held.length).toBeGreaterThan(0);
    const own = await rows<{ id: number; stock: number }>(
      db,
      sql`SELECT id, stock FROM variants WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const variant of page.data) {
      const expected = held
        .filter((s) => s.variant_id === variant.id)
        .map((s) => ({ stockistId: s.stockist_id, stockistName: s.stockist_name, stock: s.stock }));
      expect(variant.stocks).toEqual(expected);
      const ownStock = own.find((o) => o.id === variant.id)!.stock;
      expect(variant.totalStock).toBe(ownStock + expected.reduce((sum, s) => sum + s.stock, 0));
    }
  });

  it('answers 404 for an unknown brand and 403 for a brand of another seller, also once the owner is known', async () => {
    const seller = await sandbox().login('seller@demo.id');
    const other = await sandbox().login('mofasa@demo.id');
    const path = (id: number) => `/api/product/v3/partner/variant/list?brandId=${id}&page=1&size=5`;
    for (let round = 0; round < 2; round++) {
      expect((await sandbox().request('GET', path(brandId), { token: seller })).status).toBe(200);
      expect(
        (
          await sandbox().request(
            'GET',
            `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=5`,
            { token: other },
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await sandbox().request(
            'GET',
            `/api/admin/admin/order-list/v2/count?brandId=${brandId}`,
            { token: other },
          )
        ).status,
      ).toBe(403);
      expect((await sandbox().request('GET', path(999_999), { token: seller })).status).toBe(404);
    }
  });

  it('counts orders per status and the bell from the counters, and follows a write at once', async () => {
    const token = await sandbox().login('seller@demo.id');
    const db = sandbox().database.db;
    const direct = async () => {
      const list = await rows<{ status: number; n: number }>(
        db,
        sql`SELECT status, count(*)::int AS n FROM orders WHERE brand_id = ${brandId} GROUP BY status`,
      );
      return new Map(list.map((r) => [r.status, r.n]));
    };
    const counts = async () => {
      const res = await sandbox().request(
        'GET',
        `/api/admin/admin/order-list/v2/count?brandId=${brandId}`,
        { token },
      );
      expect(res.status).toBe(200);
      return (
        (await res.json()) as { data: { totalTransaction: { status: number; total: number }[] } }
      ).data.totalTransaction;
    };
    const bell = async () => {
      const res = await sandbox().request(
        'GET',
        `/api/brand/v3/partner/notification/count?brandId=${brandId}`,
        { token },
      );
      expect(res.status).toBe(200);
      return (
        (await res.json()) as {
          data: { totalProduct: number; totalTransaction: number; totalActiveTransaction: number };
        }
      ).data;
    };
    const check = async () => {
      const byStatus = await direct();
      expect(await counts()).toEqual(
        [1, 2, 3, 4, 5, 6, 8].map((status) => ({ status, total: byStatus.get(status) ?? 0 })),
      );
      const unread = await rows<{ context: string; n: number }>(
        db,
        sql`SELECT context, count(*)::int AS n FROM notifications WHERE brand_id = ${brandId} AND NOT is_read GROUP BY context`,
      );
      const active = [1, 2, 3, 8].reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
      expect(await bell()).toMatchObject({
        totalProduct: unread.find((u) => u.context === 'product')?.n ?? 0,
        totalTransaction: unread.find((u) => u.context === 'transaction')?.n ?? 0,
        totalActiveTransaction: active,
      });
    };
    await check();
    await db.execute(
      sql`UPDATE orders SET status = 6 WHERE id = (SELECT id FROM orders WHERE brand_id = ${brandId} AND status = 1 ORDER BY id LIMIT 1)`,
    );
    await db.execute(
      sql`UPDATE notifications SET is_read = true WHERE id = (SELECT id FROM notifications WHERE brand_id = ${brandId} AND NOT is_read ORDER BY id LIMIT 1)`,
    );
    await check();
    // The tenant's own 'order.activeStatuses' flag decides what counts as active.
    await db.execute(sql`INSERT INTO config_flags (key, tenant, config_item, value) VALUES ('order.activeStatuses', 'partner', 'order.activeStatuses', '[1]'::jsonb)
                         ON CONFLICT (key, tenant) DO UPDATE SET value = EXCLUDED.value`);
    expect((await bell()).totalActiveTransaction).toBe((await direct()).get(1) ?? 0);
    await db.execute(
      sql`DELETE FROM config_flags WHERE key = 'order.activeStatuses' AND tenant = 'partner'`,
    );
  });

  it('refuses a token at once after sign-out, though it was just used', async () => {
    const token = await sandbox().login('seller@demo.id');
    const path = `/api/brand/v3/partner/notification/count?brandId=${brandId}`;
    expect((await sandbox().request('GET', path, { token })).status).toBe(200);
    const out = await sandbox().request('POST', '/api/auth/logout', { token });
    expect(out.status).toBeLessThan(300);
    expect((await sandbox().request('GET', path, { token })).status).toBe(401);
  });

  it('sorts orders by their time, not by its text, and pages them as the full order does', async () => {
    const token = await sandbox().login('seller@demo.id');
    const db = sandbox().database.db;
    // Two orders within one millisecond, the earlier one with the higher id: as text they tie.
    const [a, b] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM orders WHERE brand_id = ${brandId} ORDER BY id LIMIT 2`,
    );
    await db.execute(
      sql`UPDATE orders SET created_at = '2020-01-01T00:00:00.000900Z', updated_at = '2020-01-01T00:00:00.000900Z' WHERE id = ${a!.id}`,
    );
    await db.execute(
      sql`UPDATE orders SET created_at = '2020-01-01T00:00:00.000100Z', updated_at = '2020-01-01T00:00:00.000100Z' WHERE id = ${b!.id}`,
    );
    for (const [sortBy, column] of [
      ['createdAt', 'created_at'],
      ['updatedAt', 'updated_at'],
    ] as const) {
      const expected = (
        await rows<{ order_code: string }>(
          db,
          sql`SELECT order_code FROM orders WHERE brand_id = ${brandId} ORDER BY ${sql.raw(column)} ASC, id ASC`,
        )
      ).map((r) => r.order_code);
      const seen: string[] = [];
      for (let page = 1; seen.length < expected.length; page++) {
        const res = await sandbox().request(
          'GET',
          `/api/brand/v3/partner/order/list?brandId=${brandId}&page=${page}&size=50&status=-1&sortBy=${sortBy}&sortDirection=asc`,
          { token },
        );
        expect(res.status).toBe(200);
        const body = (await res.json()) as { data: { orderCode: string }[] };
        if (body.data.length === 0) break;
        seen.push(...body.data.map((o) => o.orderCode));
      }
      expect(seen).toEqual(expected);
    }
  });
  it('reads a page of orders sorted by time or total, of all statuses or one, from an index instead of sorting them all', async () => {
    const db = sandbox().database.db;
    for (const column of ['created_at', 'updated_at', 'total_amount']) {
      for (const dir of ['ASC', 'DESC']) {
        for (const status of ['', ' AND status = 2']) {
          const plan = await db.transaction(async (tx) => {
            // With sorting priced out, a plan still sorts only when no index gives this order.
            await tx.execute(sql`SET LOCAL enable_sort = off`);
            await tx.execute(sql`SET LOCAL enable_seqscan = off`);
            return rows<{ 'QUERY PLAN': string }>(
              tx,
              sql.raw(
                `EXPLAIN SELECT id FROM orders WHERE brand_id = ${brandId}${status} ORDER BY ${column} ${dir}, id ${dir} LIMIT 15`,
              ),
            );
          });
          expect(
            plan.map((r) => r['QUERY PLAN']).join('\n'),
            `${column} ${dir}${status}`,
          ).not.toMatch(/Sort/);
        }
      }
    }
  });
});
