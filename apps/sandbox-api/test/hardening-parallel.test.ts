import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

onBothDatabases('parallel writes that guard uniqueness', (sandbox) => {
  it('creates one product for 20 parallel creates with one SKU; the rest get the usual 400', async () => {
    const token = await sandbox().login('seller@demo.id');
    const sku = 'PARALEL-SKU-01';
    const answers = await inParallel(20, (i) =>
      sandbox().request('POST', '/api/product/v3/partner/product', {
        token,
        json: {
          brandId: 101,
          name: `Kemeja paralel ${i}`,
          description: 'Uji paralel',
          variants: [{ name: 'M', sku, price: 150000, stock: 3 }],
        },
      }),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 400)) {
      expect(a.body).toMatchObject({
        error: { message: `SKU '${sku}' sudah dipakai varian lain.` },
        metadata: { messsage: `SKU '${sku}' sudah dipakai varian lain.` },
      });
    }
    const live = await one<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM variants WHERE brand_id = 101 AND sku = ${sku} AND NOT is_deleted`,
    );
    expect(live?.n).toBe(1);
  });
});

onBothDatabases('parallel writes that guard stock and order status', (sandbox) => {
  it('counts every one of 50 parallel stock decrements given as a delta, and never goes below 0', async () => {
    const token = await sandbox().login('seller@demo.id');
    const db = sandbox().database.db;
    const variant = await one<{ id: number; name: string; sku: string; product_name: string }>(
      db,
      sql`SELECT v.id, v.name, v.sku, p.name AS product_name FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.brand_id = 101 AND NOT v.is_deleted ORDER BY v.id LIMIT 1`,
    );
    await db.execute(sql`UPDATE variants SET stock = 60 WHERE id = ${variant!.id}`);
    const answers = await inParallel(50, () =>
      sandbox().request('PATCH', '/api/product/v3/partner/variant/stock/bulk', {
        token,
        json: { brandId: 101, items: [{ variantId: variant!.id, delta: -1 }] },
      }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(
      (await one<{ stock: number }>(db, sql`SELECT stock FROM variants WHERE id = ${variant!.id}`))
        ?.stock,
    ).toBe(10);
    const over = await inParallel(20, () =>
      sandbox().request('PATCH', '/api/product/v3/partner/variant/stock/bulk', {
        token,
        json: { brandId: 101, items: [{ variantId: variant!.id, delta: -1 }] },
      }),
    );
    expect(over.filter((a) => a.status === 200)).toHaveLength(10);
    expect(over.filter((a) => a.status === 400)[0]?.body).toMatchObject({
      // Named as the seller knows it: product, variant and SKU, not the variant's id.
      error: {
        message: `Stok ${variant!.product_name} – ${variant!.name} (SKU ${variant!.sku}) tidak cukup untuk dikurangi 1.`,
      },
    });
    expect(
      (await one<{ stock: number }>(db, sql`SELECT stock FROM variants WHERE id = ${variant!.id}`))
        ?.stock,
    ).toBe(0);
  });

  it('processes an order once for 20 parallel process calls', async () => {
    const token = await sandbox().login('seller@demo.id');
    const db = sandbox().database.db;
    const order = await one<{ order_code: string }>(
      db,
      sql`SELECT order_code FROM orders WHERE brand_id = 101 AND status = 1 ORDER BY id LIMIT 1`,
    );
    const answers = await inParallel(20, () =>
      sandbox().request('POST', '/api/admin/admin/order-list/process-order', {
        token,
        form: { brandId: 101, orderCode: order!.order_code },
      }),
    );
    const processed = answers.filter((a) =>
      (a.body as { data?: { processed?: string[] } }).data?.processed?.includes(order!.order_code),
    );
    expect(processed).toHaveLength(1);
    const history = await one<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE o.order_code = ${order!.order_code} AND h.status = 2`,
    );
    expect(history?.n).toBe(1);
  });
});
