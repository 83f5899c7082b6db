import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';
import type { TestSandbox } from './support.js';

const base = '/api/stockist';
const salePath = `${base}/v2/stockist/transaction/offline`;
const PHASE2_OFF = 'Transaksi offline gagal disimpan. Sistem sedang bermasalah';
const STOCKIST = 201;
const today = new Date().toISOString().slice(0, 10);

interface Variant {
  variantId: number;
  sku: string;
  price: number;
  stock: number;
}

const sale = (
  items: { variantId: number; quantity: number }[],
  extra: Record<string, unknown> = {},
) => ({
  brandId: STOCKIST,
  reasonId: 1,
  transactionDate: today,
  items: items.map((i) => ({ ...i, price: 1 })),
  ...extra,
});

async function ownVariant(sandbox: TestSandbox, offset: number): Promise<Variant> {
  const row = await one<Variant>(
    sandbox.database.db,
    sql`SELECT id AS "variantId", sku, price::int AS price, stock FROM variants WHERE brand_id = ${STOCKIST} AND is_active AND NOT is_deleted ORDER BY id OFFSET ${offset} LIMIT 1`,
  );
  return row!;
}

async function setOwnStock(sandbox: TestSandbox, variantId: number, stock: number) {
  await sandbox.database.db.execute(
    sql`UPDATE variants SET stock = ${stock} WHERE id = ${variantId}`,
  );
}

async function ownStock(sandbox: TestSandbox, variantId: number): Promise<number> {
  return (await one<{ stock: number }>(
    sandbox.database.db,
    sql`SELECT stock FROM variants WHERE id = ${variantId}`,
  ))!.stock;
}

async function saleCount(sandbox: TestSandbox): Promise<number> {
  return (await one<{ n: number }>(
    sandbox.database.db,
    sql`SELECT count(*)::int AS n FROM offline_transactions WHERE stockist_id = ${STOCKIST}`,
  ))!.n;
}

async function send(
  sandbox: TestSandbox,
  token: string,
  body: unknown,
  headers: Record<string, string> = { StockistId: String(STOCKIST) },
) {
  return sandbox.request('POST', salePath, { token, json: body, headers });
}

onBothDatabases('offline sales: stock goes down atomically', (sandbox, kind) => {
  it(`20 parallel sales of 1 against a stock of 5: exactly 5 saved, stock 0, never negative (${kind})`, async () => {
    const token = await sandbox().login('stockist@demo.id');
    const variant = await ownVariant(sandbox(), 0);
    await setOwnStock(sandbox(), variant.variantId, 5);
    const before = await saleCount(sandbox());
    const answers = await inParallel(20, () =>
      send(sandbox(), token, sale([{ variantId: variant.variantId, quantity: 1 }])),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toMatch(
        /tidak cukup \(tersisa 0\)/,
      );
    }
    expect(await ownStock(sandbox(), variant.variantId)).toBe(0);
    expect(await saleCount(sandbox())).toBe(before + 5);
  });

  it(`parallel two-line sales sharing a variant never oversell either line (${kind})`, async () => {
    const token = await sandbox().login('stockist@demo.id');
    const a = await ownVariant(sandbox(), 1);
    const b = await ownVariant(sandbox(), 2);
    await setOwnStock(sandbox(), a.variantId, 6);
    await setOwnStock(sandbox(), b.variantId, 3);
    const answers = await inParallel(10, (i) =>
      send(
        sandbox(),
        token,
        sale(
          i % 2
            ? [
                { variantId: a.variantId, quantity: 2 },
                { variantId: b.variantId, quantity: 1 },
              ]
            : [
                { variantId: b.variantId, quantity: 1 },
                { variantId: a.variantId, quantity: 2 },
              ],
        ),
      ),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(3);
    expect(await ownStock(sandbox(), a.variantId)).toBe(0);
    expect(await ownStock(sandbox(), b.variantId)).toBe(0);
  });

  it(`a double click (one Idempotency-Key, two parallel posts) saves once (${kind})`, async () => {
    const token = await sandbox().login('stockist@demo.id');
    const variant = await ownVariant(sandbox(), 3);
    await setOwnStock(sandbox(), variant.variantId, 10);
    const before = await saleCount(sandbox());
    const answers = await inParallel(2, () =>
      send(sandbox(), token, sale([{ variantId: variant.variantId, quantity: 2 }]), {
        StockistId: String(STOCKIST),
        'Idempotency-Key': `offline-double-${kind}`,
      }),
    );
    expect(answers.map((x) => x.status)).toEqual([201, 201]);
    const ids = answers.map((x) => (x.body as { data: { id: number } }).data.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await saleCount(sandbox())).toBe(before + 1);
    expect(await ownStock(sandbox(), variant.variantId)).toBe(8);
  });
});

describe('offline sales: rules', () => {
  onBothDatabases('offline sale rules', (sandbox) => {
    it('saves at the catalogue price, takes stock from both places a stockist holds it, and lists it with totals and a detail', async () => {
      const token = await sandbox().login('stockist@demo.id');
      const own = await ownVariant(sandbox(), 4);
      await setOwnStock(sandbox(), own.variantId, 9);
      const held = (await one<Variant>(
        sandbox().database.db,
        sql`SELECT v.id AS "variantId", v.sku, v.price::int AS price, vs.stock FROM variant_stocks vs JOIN variants v ON v.id = vs.variant_id
            WHERE vs.stockist_id = ${STOCKIST} AND v.is_active AND NOT v.is_deleted AND vs.stock >= 3 ORDER BY v.id LIMIT 1`,
      ))!;
      // The scanner's read: an exact SKU, any case.
      const lookup = await sandbox().request(
        'GET',
        `${base}/v1/stockist/transaction/offline/variant?code=${encodeURIComponent(held.sku.toLowerCase())}`,
        {
          token,
          headers: { StockistId: String(STOCKIST) },
        },
      );
      expect(lookup.status).toBe(200);
      const found = ((await lookup.json()) as { data: Variant[] }).data;
      expect(found.map((v) => [v.variantId, v.stock, v.price])).toEqual([
        [held.variantId, held.stock, held.price],
      ]);

      const res = await send(
        sandbox(),
        token,
        sale(
          [
            { variantId: own.variantId, quantity: 2 },
            { variantId: held.variantId, quantity: 3 },
          ],
          { buyerName: 'Ibu Rina', buyerPhone: '081234567890' },
        ),
      );
      expect(res.status).toBe(201);
      const saved = (
        (await res.json()) as {
          data: {
            id: number;
            totalAmount: number;
            items: { variantId: number; quantity: number; price: number }[];
            buyerPhone: string;
          };
        }
      ).data;
      expect(saved.items.map((i) => [i.variantId, i.quantity, i.price])).toEqual([
        [own.variantId, 2, own.price],
        [held.variantId, 3, held.price],
      ]);
      expect(saved.totalAmount).toBe(own.price * 2 + held.price * 3);
      expect(saved.buyerPhone).toBe('081234567890');
      expect(await ownStock(sandbox(), own.variantId)).toBe(7);
      const heldAfter = await one<{ stock: number }>(
        sandbox().database.db,
        sql`SELECT stock FROM variant_stocks WHERE variant_id = ${held.variantId} AND stockist_id = ${STOCKIST}`,
      );
      expect(heldAfter?.stock).toBe(held.stock - 3);

      const list = await sandbox().request(
        'GET',
        `${salePath}?brandId=${STOCKIST}&page=1&size=15&from=${today}&to=${today}`,
        { token, headers: { StockistId: String(STOCKIST) } },
      );
      expect(list.status).toBe(200);
      const page = (
        (await list.json()) as {
          data: {
            order: { id: number }[];
            pagination: Record<string, unknown>;
            totals: { transactionCount: number; totalAmount: number };
          };
        }
      ).data;
      expect(page.order.map((o) => o.id)).toContain(saved.id);
      expect(Object.keys(page.pagination).sort()).toEqual([
        'CurrentPge',
        'more',
        'nextPage',
        'prevPage',
        'totalItem',
        'totalPage',
      ]);
      expect(page.totals.transactionCount).toBe(page.pagination.totalItem);
      expect(page.totals.totalAmount).toBeGreaterThanOrEqual(saved.totalAmount);

      const detail = await sandbox().request('GET', `${salePath}/${saved.id}`, {
        token,
        headers: { StockistId: String(STOCKIST) },
      });
      expect(detail.status).toBe(200);
      expect(((await detail.json()) as { data: { id: number } }).data.id).toBe(saved.id);
      const other = await sandbox().request('GET', `${salePath}/${saved.id}`, {
        token,
        headers: { StockistId: '202' },
      });
      expect(other.status).toBe(404);
    });

    it('a line without enough stock refuses the whole sale: no line is taken, nothing is saved', async () => {
      const token = await sandbox().login('stockist@demo.id');
      const a = await ownVariant(sandbox(), 5);
      const b = await ownVariant(sandbox(), 6);
      await setOwnStock(sandbox(), a.variantId, 4);
      await setOwnStock(sandbox(), b.variantId, 1);
      const before = await saleCount(sandbox());
      const res = await send(
        sandbox(),
        token,
        sale([
          { variantId: a.variantId, quantity: 3 },
          { variantId: b.variantId, quantity: 2 },
        ]),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /tidak cukup \(tersisa 1\)/,
      );
      expect(await ownStock(sandbox(), a.variantId)).toBe(4);
      expect(await ownStock(sandbox(), b.variantId)).toBe(1);
      expect(await saleCount(sandbox())).toBe(before);
    });

    it('needs the StockistId header of a stockist of the caller', async () => {
      const token = await sandbox().login('stockist@demo.id');
      const v = await ownVariant(sandbox(), 7);
      const before = await saleCount(sandbox());
      const missing = await send(
        sandbox(),
        token,
        sale([{ variantId: v.variantId, quantity: 1 }]),
        {},
      );
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { error: { message: string } }).error.message).toContain(
        'StockistId',
      );
      const foreign = await send(
        sandbox(),
        token,
        sale([{ variantId: v.variantId, quantity: 1 }]),
        { StockistId: '102' },
      );
      expect(foreign.status).toBe(403);
      const list = await sandbox().request('GET', `${salePath}?brandId=${STOCKIST}`, { token });
      expect(list.status).toBe(400);
      expect(await saleCount(sandbox())).toBe(before);
    });

    it('bad input is a 400, never a 500, and saves nothing', async () => {
      const token = await sandbox().login('stockist@demo.id');
      const v = await ownVariant(sandbox(), 8);
      const before = await saleCount(sandbox());
      for (const body of [
        sale([]),
        sale([{ variantId: v.variantId, quantity: 0 }]),
        sale([{ variantId: v.variantId, quantity: 1 }], { transactionDate: '2026-02-30' }),
        sale([{ variantId: v.variantId, quantity: 1 }], { transactionDate: '24-11-2026' }),
        sale([{ variantId: v.variantId, quantity: 1 }], { buyerPhone: 'telepon' }),
        sale([{ variantId: 2147483647, quantity: 1 }]),
      ]) {
        const res = await send(sandbox(), token, body);
        expect([400, 404]).toContain(res.status);
      }
      const badDate = await sandbox().request(
        'GET',
        `${salePath}?brandId=${STOCKIST}&from=2026-13-01`,
        { token, headers: { StockistId: String(STOCKIST) } },
      );
      expect(badDate.status).toBe(400);
      expect(await saleCount(sandbox())).toBe(before);
    });

    it('phase 2 off: the exact §5 message, nothing saved, no stock taken', async () => {
      const token = await sandbox().login('stockist@demo.id');
      const v = await ownVariant(sandbox(), 9);
      await setOwnStock(sandbox(), v.variantId, 5);
      const before = await saleCount(sandbox());
      const off = await sandbox().request('PUT', '/__sandbox/config/Multistock.Phase2.Enable', {
        json: { value: false },
      });
      expect(off.status).toBe(200);
      try {
        const res = await send(sandbox(), token, sale([{ variantId: v.variantId, quantity: 1 }]));
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          PHASE2_OFF,
        );
        expect(await saleCount(sandbox())).toBe(before);
        expect(await ownStock(sandbox(), v.variantId)).toBe(5);
      } finally {
        await sandbox().request('PUT', '/__sandbox/config/Multistock.Phase2.Enable', {
          json: { value: true },
        });
      }
      const on = await send(sandbox(), token, sale([{ variantId: v.variantId, quantity: 1 }]));
      expect(on.status).toBe(201);
    });
  });
});
