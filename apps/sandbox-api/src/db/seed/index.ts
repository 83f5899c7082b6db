import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { one } from '../query.js';
import { benchBrandId, demoBrands } from './accounts.js';
import {
  catalogueSql,
  notificationsSql,
  orderCount,
  orderStatuses,
  ordersSql,
  productCount,
  questionsSql,
  variantStocksSql,
} from './brand-data.js';
import { accountsSql, bulkFilesSql, latePenaltiesSql, metricsSql, offlineSql } from './records.js';
import { announcementsSql } from './announcements.js';
import { referenceSql } from './reference.js';
import { ledgerSql } from './ledger.js';
import { stockHistorySql } from './stock-history.js';
import { systemSql } from './system.js';

export interface SeedOptions {
  /** Multiplies the catalogue of the benchmark brand: N × 1,000 variants from N = 2 up. */
  scale?: number;
}

export interface SeedSummary {
  seeded: boolean;
  ms: number;
  products: number;
  variants: number;
  orders: number;
}

/** Seeds an empty database once; a database that already has users is left alone. */
export async function seedIfEmpty(
  database: Database,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = Date.now();
  const existing = await one<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM users`);
  if ((existing?.n ?? 0) > 0) return { seeded: false, ms: 0, ...(await counts(database)) };
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const stockistIds = demoBrands.filter((b) => b.brandType === 'stockist').map((b) => b.id);

  const parts: string[] = [accountsSql(), referenceSql(), announcementsSql(), systemSql()];
  demoBrands.forEach((brand, index) => {
    const orderMultiplier = brand.id === benchBrandId ? Math.max(1, Math.floor(scale / 10)) : 1;
    parts.push(catalogueSql(brand, productCount(brand, benchBrandId, scale)));
    parts.push(variantStocksSql(brand, stockistIds));
    parts.push(ordersSql(brand, index, orderMultiplier));
    parts.push(notificationsSql(brand));
    parts.push(questionsSql(brand));
    // After the brand's orders: the ledger pays out those orders (seed/ledger.ts).
    parts.push(ledgerSql(brand, index));
    parts.push(bulkFilesSql(brand));
    // After the orders and bulk files it names: the history adds up to the seeded stock.
    parts.push(stockHistorySql(brand));
    parts.push(metricsSql(brand));
    if (brand.brandType === 'stockist') parts.push(offlineSql(brand));
  });
  // Every seeded order gets the status path that led to its current status.
  parts.push('SELECT order_status_history_backfill();');
  // Sequences continue above seeded ids so new rows never collide.
  parts.push(`
SELECT setval('products_id_seq', (SELECT max(id) + 1 FROM products));
SELECT setval('variants_id_seq', (SELECT max(id) + 1 FROM variants));`);
  await database.exec(`BEGIN;\n${parts.join('\n')}\nCOMMIT;`);
  // After the status paths: the late-shipment penalties follow the late orders.
  await database.db.execute(latePenaltiesSql());
  // Fresh statistics and an all-visible map let the list queries use index-only scans.
  await database.exec('VACUUM ANALYZE;');
  return { seeded: true, ms: Date.now() - started, ...(await counts(database)) };
}

async function counts(database: Database) {
  const row = await one<{ products: number; variants: number; orders: number }>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM variants) AS variants,
               (SELECT count(*)::int FROM orders) AS orders`,
  );
  return { products: row?.products ?? 0, variants: row?.variants ?? 0, orders: row?.orders ?? 0 };
}

export { orderCount, orderStatuses };
