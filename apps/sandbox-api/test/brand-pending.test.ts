import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Exec } from '../src/db/query.js';
import { pendingWorkOfUser } from '../src/services/brand-pending.js';
import { onBothDatabases } from './both-databases.js';
import type { TestSandbox } from './support.js';

/*
 * Issue 42, part 4: the brand switch shows each brand's pending work from one call for all the
 * caller's brands (GET /v2/{tenant}/brand/pending-work).
 */

interface PendingWork {
  brandId: number;
  notProcessedOrders: number;
  notAnsweredQuestions: number;
}

const path = '/api/brand/v2/partner/brand/pending-work';

async function data<T>(sb: TestSandbox, token: string, url: string): Promise<T> {
  const res = await sb.request('GET', url, { token });
  expect(res.status, url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The brand's own figures, as the sidebar badges and the order tabs read them one brand at a time. */
async function ownFigures(sb: TestSandbox, token: string, brandId: number) {
  const count = await data<{ totalTransaction: { status: number; total: number }[] }>(
    sb,
    token,
    `/api/admin/admin/order-list/v2/count?brandId=${brandId}`,
  );
  const questions = await data<{ totalNotAnswered: number }>(
    sb,
    token,
    `/api/product/v3/partner/question/summary?brandId=${brandId}`,
  );
  return {
    brandId,
    notProcessedOrders: count.totalTransaction.find((row) => row.status === 1)?.total ?? 0,
    notAnsweredQuestions: questions.totalNotAnswered,
  };
}

/** The database handle with every statement it runs counted. */
function counting(db: Exec): { db: Exec; statements: () => number } {
  let n = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        n += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, statements: () => n };
}

onBothDatabases('pending work of every brand of the caller', (sandbox) => {
  it("answers each of the seller's brands with the figures each brand's own counts give", async () => {
    const sb = sandbox();
    const token = await sb.login('seller@demo.id');
    const list = await data<PendingWork[]>(sb, token, path);
    expect(list.map((row) => row.brandId)).toEqual([101, 102, 103]);
    for (const row of list) expect(row).toEqual(await ownFigures(sb, token, row.brandId));
    // The seed has orders waiting in every brand and unanswered questions in 101.
    expect(list.every((row) => row.notProcessedOrders > 0)).toBe(true);
    expect(list.find((row) => row.brandId === 101)?.notAnsweredQuestions).toBeGreaterThan(0);
  });

  it("never shows another user's brand, and another user's work never moves the seller's figures", async () => {
    const sb = sandbox();
    const seller = await sb.login('seller@demo.id');
    const single = await sb.login('single@demo.id');
    const before = await data<PendingWork[]>(sb, seller, path);
    expect((await data<PendingWork[]>(sb, single, path)).map((row) => row.brandId)).toEqual([401]);
    // An order of brand 401 (user 4) goes back to 'Belum diproses'.
    await sb.database.db.execute(
      sql`UPDATE orders SET status = 1 WHERE id = (SELECT id FROM orders WHERE brand_id = 401 AND status <> 1 ORDER BY id LIMIT 1)`,
    );
    expect(await data<PendingWork[]>(sb, seller, path)).toEqual(before);
    const stockist = await sb.login('stockist@demo.id');
    const stockists = await data<PendingWork[]>(
      sb,
      stockist,
      '/api/brand/v2/stockist/brand/pending-work',
    );
    expect(stockists.map((row) => row.brandId)).toEqual([201, 202]);
  });

  it('follows the work: an order back in Belum diproses and an answered question move only their brand', async () => {
    const sb = sandbox();
    const token = await sb.login('seller@demo.id');
    const before = await data<PendingWork[]>(sb, token, path);
    await sb.database.db.execute(
      sql`UPDATE orders SET status = 1 WHERE id = (SELECT id FROM orders WHERE brand_id = 102 AND status = 2 ORDER BY id LIMIT 1)`,
    );
    await sb.database.db.execute(
      sql`UPDATE questions SET is_answered = true WHERE id = (SELECT id FROM questions WHERE brand_id = 101 AND NOT is_answered ORDER BY id LIMIT 1)`,
    );
    const after = await data<PendingWork[]>(sb, token, path);
    const byBrand = (list: PendingWork[], id: number) => list.find((row) => row.brandId === id)!;
    expect(byBrand(after, 102).notProcessedOrders).toBe(
      byBrand(before, 102).notProcessedOrders + 1,
    );
    expect(byBrand(after, 101).notAnsweredQuestions).toBe(
      byBrand(before, 101).notAnsweredQuestions - 1,
    );
    expect(byBrand(after, 103)).toEqual(byBrand(before, 103));
    for (const row of after) expect(row).toEqual(await ownFigures(sb, token, row.brandId));
  });

  it('asks the database one query per figure, however many brands the user has', async () => {
    const { db } = sandbox().database;
    for (const userId of [1, 4]) {
      const counted = counting(db);
      await pendingWorkOfUser(counted.db, userId);
      expect(counted.statements(), `user ${userId}`).toBe(2);
    }
  });

  it("refuses a tenant that is not the caller's, and a call without a session", async () => {
    const sb = sandbox();
    const token = await sb.login('seller@demo.id');
    expect(
      (await sb.request('GET', '/api/brand/v2/stockist/brand/pending-work', { token })).status,
    ).toBe(403);
    expect((await sb.request('GET', path)).status).toBe(401);
  });
});
