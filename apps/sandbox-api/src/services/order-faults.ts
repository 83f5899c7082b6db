import { sql } from 'drizzle-orm';
import { rows, type Exec } from '../db/query.js';

/**
 * Test-only per-order failures for the process calls, so a batch can answer "some processed,
 * some failed" on demand. Set with `PUT /__sandbox/config/sandbox.orders.failProcess`
 * `{ "value": ["<order code>", …] }`, which exists only when fault injection is on; the seed
 * never writes the key, so a normal sandbox has no failing orders.
 */
export const failProcessKey = 'sandbox.orders.failProcess';

export const injectedProcessFailure = 'Pesanan gagal diproses: stok gudang sedang dikunci.';

export async function ordersFailingProcess(db: Exec): Promise<Set<string>> {
  const list = await rows<{ value: unknown }>(
    db,
    sql`SELECT value FROM config_flags WHERE key = ${failProcessKey}`,
  );
  const codes = list.flatMap((row) => (Array.isArray(row.value) ? row.value : []));
  return new Set(codes.filter((code): code is string => typeof code === 'string'));
}
