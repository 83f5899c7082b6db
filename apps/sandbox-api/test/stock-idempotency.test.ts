import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

const bulkPath = '/api/product/v3/partner/variant/stock/bulk';

/*
 * The dashboard's outbox replays a stock save that got no answer with the key it was first sent
 * with. The save is a delta, so the key is the only thing that keeps a replay from adding twice.
 */
onBothDatabases('stock bulk deltas with an Idempotency-Key', (sandbox) => {
  async function firstVariant(): Promise<{ id: number; stock: number }> {
    const row = await one<{ id: number; stock: number }>(
      sandbox().database.db,
      sql`SELECT id, stock FROM variants WHERE brand_id = 102 ORDER BY id LIMIT 1`,
    );
    if (!row) throw new Error('the seed has no variant for brand 102');
    return row;
  }

  async function stockOf(id: number): Promise<number | undefined> {
    return (
      await one<{ stock: number }>(
        sandbox().database.db,
        sql`SELECT stock FROM variants WHERE id = ${id}`,
      )
    )?.stock;
  }

  it('applies a delta once when the same key is sent twice, in a row or in parallel; a new key applies again', async () => {
    const token = await sandbox().login('seller@demo.id');
    const target = await firstVariant();
    const send = (key: string) =>
      sandbox().request('PATCH', bulkPath, {
        token,
        json: { brandId: 102, items: [{ variantId: target.id, delta: 3 }] },
        headers: { 'Idempotency-Key': key },
      });

    const first = await send('stock-replay-key-1');
    expect(first.status).toBe(200);
    const retry = await send('stock-replay-key-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await stockOf(target.id)).toBe(target.stock + 3);

    const parallel = await inParallel(2, () => send('stock-replay-key-2'));
    expect(parallel.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await stockOf(target.id)).toBe(target.stock + 6);
  });
});
