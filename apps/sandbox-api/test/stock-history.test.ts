import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one, rows } from '../src/db/query.js';
import { createBulkFile } from '../src/services/bulk.js';
import { processBulkFile } from '../src/services/bulk-file/process-bulk-file.js';
import { inParallel, onBothDatabases } from './both-databases.js';
import type { TestSandbox } from './support.js';

const bulkPath = '/api/product/v3/partner/variant/stock/bulk';
const historyPath = (id: number, query = '') =>
  `/api/product/v3/partner/variant/${id}/stock-history?brandId=102${query}`;

interface Entry {
  id: number;
  changedAt: string;
  delta: number;
  level: number;
  source: string;
  bulkFileId: number | null;
  reference: string | null;
}

interface HistoryPage {
  data: Entry[];
  metadata: { totalItem: number; pageSize: number; currentPage: number };
}

async function variantOf(sb: TestSandbox, brandId: number, offset: number) {
  return (await one<{ id: number; sku: string; stock: number }>(
    sb.database.db,
    sql`SELECT id, sku, stock FROM variants WHERE brand_id = ${brandId} AND is_active AND NOT is_deleted AND stock > 2 ORDER BY id OFFSET ${offset} LIMIT 1`,
  ))!;
}

const stockOf = async (sb: TestSandbox, id: number) =>
  (await one<{ stock: number }>(sb.database.db, sql`SELECT stock FROM variants WHERE id = ${id}`))!
    .stock;

/** The variant's own history in the order the changes took the row, oldest first. */
const entriesOf = (sb: TestSandbox, id: number) =>
  rows<{ delta: number; level: number; source: string; reference: string | null }>(
    sb.database.db,
    sql`SELECT delta, level, source, reference FROM stock_history WHERE variant_id = ${id} AND stockist_id IS NULL ORDER BY id`,
  );

/** Each level is the one before plus its delta, and the last is the variant's stock. */
async function expectConsecutive(sb: TestSandbox, id: number) {
  const list = await entriesOf(sb, id);
  let level = 0;
  for (const entry of list) {
    level += entry.delta;
    expect(entry.level).toBe(level);
  }
  expect(level).toBe(await stockOf(sb, id));
  return list;
}

async function message(res: Response) {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

onBothDatabases('stock history: every change recorded with its source', (sandbox, kind) => {
  it(`the seeded history of every variant adds up to its stock (${kind})`, async () => {
    const broken = await rows<{ id: number }>(
      sandbox().database.db,
      sql`SELECT v.id FROM variants v
          LEFT JOIN (SELECT variant_id, sum(delta)::int AS total, count(*)::int AS n FROM stock_history
                     WHERE stockist_id IS NULL GROUP BY variant_id) h ON h.variant_id = v.id
          WHERE coalesce(h.total, 0) <> v.stock OR coalesce(h.n, 0) = 0`,
    );
    expect(broken).toEqual([]);
    const seeded = await expectConsecutive(sandbox(), (await variantOf(sandbox(), 102, 1)).id);
    expect(seeded.map((entry) => entry.source)).toContain('order');
  });

  it(`a grid delta, a grid level and an outbox replay are told apart (${kind})`, async () => {
    const token = await sandbox().login('seller@demo.id');
    const v = await variantOf(sandbox(), 102, 3);
    const patch = (items: unknown, headers: Record<string, string> = {}) =>
      sandbox().request('PATCH', bulkPath, { token, json: { brandId: 102, items }, headers });
    expect((await patch([{ variantId: v.id, delta: 5 }])).status).toBe(200);
    expect((await patch([{ variantId: v.id, stock: v.stock + 2 }])).status).toBe(200);
    const replay = await patch([{ variantId: v.id, delta: -1 }], {
      'Idempotency-Key': `history-replay-${kind}`,
      'Outbox-Replay': 'true',
    });
    expect(replay.status).toBe(200);
    // The same stock again changes nothing and records nothing.
    expect((await patch([{ variantId: v.id, stock: v.stock + 1 }])).status).toBe(200);

    const res = await sandbox().request('GET', historyPath(v.id, '&size=3'), { token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as HistoryPage;
    expect(page.data.map(({ delta, level, source }) => ({ delta, level, source }))).toEqual([
      { delta: -1, level: v.stock + 1, source: 'replay' },
      { delta: -3, level: v.stock + 2, source: 'grid' },
      { delta: 5, level: v.stock + 5, source: 'grid' },
    ]);
    expect(page.metadata.pageSize).toBe(3);
    await expectConsecutive(sandbox(), v.id);
  });

  it(`parallel deltas and levels leave consecutive levels that end at the stock (${kind})`, async () => {
    const token = await sandbox().login('seller@demo.id');
    const v = await variantOf(sandbox(), 102, 4);
    const answers = await inParallel(16, (i) =>
      sandbox().request('PATCH', bulkPath, {
        token,
        json: {
          brandId: 102,
          items: [
            i % 4 === 3 ? { variantId: v.id, stock: 40 + i } : { variantId: v.id, delta: i - 5 },
          ],
        },
      }),
    );
    // A delta that would go below 0 is refused and leaves no entry; everything else lands.
    for (const answer of answers) expect([200, 400]).toContain(answer.status);
    const list = await expectConsecutive(sandbox(), v.id);
    const landed = answers.filter((answer) => answer.status === 200).length;
    expect(list.filter((entry) => entry.source === 'grid').length).toBeLessThanOrEqual(landed);
    expect(list.filter((entry) => entry.source === 'grid').length).toBeGreaterThan(0);
  });

  it(`an offline sale, a processed order and a bulk file name themselves (${kind})`, async () => {
    const db = sandbox().database.db;
    // Offline sale of the stockist's own variant.
    const stockistToken = await sandbox().login('stockist@demo.id');
    const own = await variantOf(sandbox(), 201, 5);
    const sale = await sandbox().request('POST', '/api/stockist/v2/stockist/transaction/offline', {
      token: stockistToken,
      headers: { StockistId: '201' },
      json: {
        brandId: 201,
        reasonId: 1,
        transactionDate: new Date().toISOString().slice(0, 10),
        items: [{ variantId: own.id, quantity: 1, price: 1 }],
      },
    });
    expect(sale.status, await sale.clone().text()).toBe(201);
    const code = ((await sale.json()) as { data: { transactionCode: string } }).data
      .transactionCode;
    const saleEntries = await expectConsecutive(sandbox(), own.id);
    expect(saleEntries.at(-1)).toEqual({
      delta: -1,
      level: own.stock - 1,
      source: 'offline',
      reference: code,
    });

    // Processing an order takes its items.
    const token = await sandbox().login('seller@demo.id');
    const order = (await one<{
      order_code: string;
      items: { variantId: number; quantity: number }[];
    }>(
      db,
      sql`SELECT order_code, items FROM orders WHERE brand_id = 101 AND status = 1 ORDER BY id LIMIT 1`,
    ))!;
    const item = order.items[0]!;
    const before = await stockOf(sandbox(), item.variantId);
    const processed = await sandbox().request('POST', '/api/admin/admin/order-list/process-order', {
      token,
      form: { brandId: 101, orderCode: order.order_code },
    });
    expect(processed.status).toBe(200);
    const orderEntries = await expectConsecutive(sandbox(), item.variantId);
    const taken = Math.min(
      before,
      order.items.filter((i) => i.variantId === item.variantId).reduce((s, i) => s + i.quantity, 0),
    );
    expect(orderEntries.at(-1)).toEqual({
      delta: -taken,
      level: before - taken,
      source: 'order',
      reference: order.order_code,
    });

    // A stock file sets a level and names the file.
    const target = await variantOf(sandbox(), 102, 6);
    const fileName = `stok-${kind}.csv`;
    const bytes = new TextEncoder().encode(`sku,stock\n${target.sku},${target.stock + 7}\n`);
    const queued = await createBulkFile(db, 102, 1, new File([bytes], fileName), 'product-model');
    await processBulkFile(db, { bulkFileId: queued.id, brandId: 102, userId: 1, fileName, bytes });
    const res = await sandbox().request('GET', historyPath(target.id, '&source=upload&size=1'), {
      token,
    });
    const page = (await res.json()) as HistoryPage;
    expect(page.data[0]).toMatchObject({
      delta: 7,
      level: target.stock + 7,
      source: 'upload',
      bulkFileId: queued.id,
      reference: fileName,
    });
  });

  it(`filters by WIB day and source, and refuses bad input with its reason (${kind})`, async () => {
    const token = await sandbox().login('seller@demo.id');
    const v = await variantOf(sandbox(), 102, 7);
    const get = (query: string) => sandbox().request('GET', historyPath(v.id, query), { token });
    const all = (await (await get('')).json()) as HistoryPage;
    expect(all.metadata.totalItem).toBeGreaterThanOrEqual(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const fromToday = (await (await get(`&from=${today}`)).json()) as HistoryPage;
    // The seeded entries are all at least two days old.
    expect(fromToday.data).toEqual([]);
    const orders = (await (await get('&source=order')).json()) as HistoryPage;
    expect(orders.data.length).toBeGreaterThan(0);
    expect(orders.data.every((entry) => entry.source === 'order')).toBe(true);

    const refused: [string, string][] = [
      ['&size=101', "Parameter 'size' maksimal 100."],
      ['&page=0', "Parameter 'page' minimal 1."],
      [
        '&source=gudang',
        "Parameter 'source' harus salah satu dari: grid, upload, offline, order, replay, product.",
      ],
      ['&from=2026-02-30x', "Parameter 'from' harus berformat YYYY-MM-DD."],
      ['&from=2026-12-02&to=2026-12-01', "Parameter 'from' tidak boleh setelah 'to'."],
    ];
    for (const [query, expected] of refused) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(await message(res), query).toBe(expected);
    }
    const other = await sandbox().request(
      'GET',
      `/api/product/v3/partner/variant/${(await variantOf(sandbox(), 101, 0)).id}/stock-history?brandId=102`,
      { token },
    );
    expect(other.status).toBe(404);
  });
});
