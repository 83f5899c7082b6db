import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareDatabase } from '../src/app-db.js';
import type { Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { rows } from '../src/db/query.js';
import { seededCopy } from './support.js';

let copy: ReturnType<typeof seededCopy>;
let database: Database;

beforeAll(async () => {
  copy = seededCopy();
  ({ database } = await prepareDatabase({ dataDir: copy.dataDir }));
});

afterAll(async () => {
  await database.close();
  copy.remove();
});

async function heapFetches(): Promise<number> {
  const plan = await rows<{ 'QUERY PLAN': string }>(
    database.db,
    sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM orders WHERE brand_id = 101`),
  );
  const line = plan.map((r) => r['QUERY PLAN']).find((l) => l.includes('Heap Fetches'));
  return Number(/Heap Fetches: (\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

it('vacuums after a migration rewrote the rows of a seeded database, so the order counts read the index alone', async () => {
  await database.exec('SET enable_seqscan = off');
  expect(await heapFetches()).toBe(0);
  // Migration 015 again: it fills a column of every order.
  await database.exec(`DROP TRIGGER order_status_history_kept ON order_status_history;
    DROP FUNCTION order_status_history_keep(); DROP FUNCTION order_status_steps_merged(jsonb, jsonb);
    ALTER TABLE orders DROP COLUMN status_history;
    DELETE FROM schema_migrations WHERE name = '015_order_status_history_kept.sql';`);
  expect(await migrate(database)).toEqual(['015_order_status_history_kept.sql']);
  expect(await heapFetches()).toBe(0);
});
