import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rows } from '../src/db/query.js';
import { onBothDatabases } from './both-databases.js';

type Step = { status: number; changedAt: string };

/** Every order whose kept steps differ from what order_status_history records for it. */
async function ordersOutOfStep(db: Parameters<typeof rows>[0]) {
  return rows<{ order_code: string; kept: Step[]; recorded: Step[] }>(
    db,
    sql`SELECT * FROM (
          SELECT o.order_code, o.status_history AS kept,
                 (SELECT coalesce(jsonb_agg(jsonb_build_object('status', h.status, 'changedAt', iso(h.changed_at)) ORDER BY h.changed_at, h.id), '[]'::jsonb)
                    FROM order_status_history h WHERE h.order_id = o.id) AS recorded
            FROM orders o) x
         WHERE kept IS DISTINCT FROM recorded`,
  );
}

onBothDatabases('an order keeps its status steps beside it', (sandbox) => {
  it('keeps the steps order_status_history records, for every seeded order', async () => {
    const count = await rows<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE jsonb_array_length(status_history) > 0`,
    );
    expect(count[0]!.n).toBeGreaterThan(100);
    expect(await ordersOutOfStep(sandbox().database.db)).toEqual([]);
  });

  it('adds one step for an order processed by 10 parallel calls, and a step written out of time order in its place', async () => {
    const token = await sandbox().login('seller@demo.id');
    const listed = await sandbox().request(
      'GET',
      '/api/brand/v3/partner/order/list?brandId=101&status=1&size=1',
      { token },
    );
    const [order] = ((await listed.json()) as { data: { id: number; orderCode: string }[] }).data;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sandbox().request('PATCH', '/api/brand/v3/partner/order/process/batch?brandId=101', {
          token,
          json: { orderCodes: [order!.orderCode] },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));

    // A step dated before the others (an import of an older record) goes between them, as the list sorts.
    await sandbox().database.db.execute(
      sql`INSERT INTO order_status_history (order_id, status, changed_at)
          SELECT id, 4, created_at + interval '1 millisecond' FROM orders WHERE order_code = ${order!.orderCode}`,
    );
    const found = await sandbox().request(
      'GET',
      `/api/brand/v3/partner/order/list?brandId=101&status=-1&q=${order!.orderCode}`,
      { token },
    );
    const [shown] = ((await found.json()) as { data: { statusHistory: Step[] }[] }).data;
    expect(shown!.statusHistory.map((step) => step.status)).toEqual([1, 4, 2]);
    expect(await ordersOutOfStep(sandbox().database.db)).toEqual([]);
  });
});
