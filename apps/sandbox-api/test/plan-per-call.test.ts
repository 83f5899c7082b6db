import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plannedPerCall } from '../src/db/plan-per-call.js';
import { one, rows } from '../src/db/query.js';
import { onBothDatabases } from './both-databases.js';

describe('which statements are planned with each call', () => {
  it('plans searches per call and prepares everything else once', () => {
    expect(
      plannedPerCall(
        'SELECT id FROM variants WHERE brand_id = $1 AND (name ILIKE $2 OR sku ILIKE $3)',
      ),
    ).toBe(true);
    expect(plannedPerCall('SELECT count(*) FROM orders WHERE order_code like $1')).toBe(true);
    expect(
      plannedPerCall('SELECT id FROM products WHERE name % $1 ORDER BY similarity(name, $1) DESC'),
    ).toBe(true);
    expect(
      plannedPerCall(
        'SELECT id FROM variants WHERE brand_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
      ),
    ).toBe(false);
    expect(
      plannedPerCall('SELECT coalesce(sum(n), 0)::int AS n FROM order_counts WHERE brand_id = $1'),
    ).toBe(false);
  });
});

onBothDatabases('how each kind of statement is planned', (sandbox, kind) => {
  const planMode = sql`SELECT current_setting('plan_cache_mode') AS mode`;

  if (kind === 'PGlite') {
    // PGlite runs each query through its own unnamed path: nothing is kept, every call is
    // planned with its values (docs/decisions/pglite-fast-path.md).
    it('keeps no statement and plans each call with its values', async () => {
      const token = await sandbox().login('seller@demo.id');
      for (let i = 0; i < 3; i++) {
        const response = await sandbox().request(
          'GET',
          '/api/product/v3/partner/variant/list?brandId=101&page=1&size=15',
          { token },
        );
        expect(response.status).toBe(200);
      }
      const { db } = sandbox().database;
      expect((await one<{ mode: string }>(db, planMode))?.mode).toBe('auto');
      expect(await rows(db, sql`SELECT name FROM pg_prepared_statements`)).toEqual([]);
    });
    return;
  }

  it('a kept statement runs with a generic plan; a search and a transaction are planned with their values', async () => {
    const { db } = sandbox().database;
    // Twice each, in turn: the mode one kind leaves behind must not leak into the other.
    for (let round = 0; round < 2; round++) {
      expect((await one<{ mode: string }>(db, planMode))?.mode).toBe('force_generic_plan');
      const search = await one<{ mode: string }>(
        db,
        sql`SELECT current_setting('plan_cache_mode') AS mode WHERE ${'merah'} ILIKE ${'%era%'}`,
      );
      expect(search?.mode).toBe('auto');
      expect(
        await db.transaction(async (tx) => (await one<{ mode: string }>(tx, planMode))?.mode),
      ).toBe('auto');
    }
  });

  it('keeps one generic plan for a page of the variant list, however often it is called', async () => {
    const token = await sandbox().login('seller@demo.id');
    for (let i = 0; i < 8; i++) {
      const response = await sandbox().request(
        'GET',
        '/api/product/v3/partner/variant/list?brandId=101&page=1&size=15',
        { token },
      );
      expect(response.status).toBe(200);
    }
    // On the server a statement is kept by the connection that ran it: one after another, the
    // calls above and this question (itself a kept statement, no search) take the same one.
    const kept = await rows<{ statement: string; generic_plans: number; custom_plans: number }>(
      sandbox().database.db,
      sql`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE position('FROM variants v WHERE brand_id' in statement) > 0`,
    );
    for (const statement of kept) expect(statement.custom_plans).toBe(0);
    expect(kept.reduce((sum, statement) => sum + statement.generic_plans, 0)).toBeGreaterThan(0);
  });
});
