import { sql } from 'drizzle-orm';
import { one, rows as selectRows, type Exec } from '../../db/query.js';
import { createProduct, insertVariant } from '../catalog.js';
import { changeStock, type StockSource } from '../stock-history.js';
import type { ProductRow, RowError, StockRow } from './row-rules.js';

async function existingSkus(
  db: Exec,
  brandId: number,
  skus: string[],
): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const found = await selectRows<{ id: number; sku: string }>(
    db,
    sql`SELECT id, sku FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted AND sku IN (${sql.join(
      skus.map((sku) => sql`${sku}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((entry) => [entry.sku, entry.id]));
}

/** Sets the stock of each row's variant, found by SKU within the brand. */
export async function applyStockRows(
  db: Exec,
  brandId: number,
  rows: StockRow[],
  source: StockSource,
): Promise<{ applied: number; errors: RowError[] }> {
  const ids = await existingSkus(
    db,
    brandId,
    rows.map((row) => row.sku),
  );
  const errors: RowError[] = [];
  let applied = 0;
  for (const row of rows) {
    const id = ids.get(row.sku);
    if (id === undefined) {
      errors.push({ row: row.row, column: 'sku', message: `SKU '${row.sku}' tidak ditemukan.` });
      continue;
    }
    await changeStock(db, { variantId: id, brandId }, { level: row.stock }, source);
    applied += 1;
  }
  return { applied, errors };
}

/**
 * Creates products from variant rows grouped by product name; a name the brand already has
 * gets the rows as new variants. A row whose SKU is taken is reported, the others go in.
 */
export async function applyProductRows(
  db: Exec,
  brandId: number,
  rows: ProductRow[],
  source: StockSource,
): Promise<{ applied: number; errors: RowError[] }> {
  const taken = await existingSkus(
    db,
    brandId,
    rows.map((row) => row.sku),
  );
  const errors: RowError[] = [];
  const groups = new Map<string, ProductRow[]>();
  for (const row of rows) {
    if (taken.has(row.sku)) {
      errors.push({
        row: row.row,
        column: 'sku',
        message: `SKU '${row.sku}' sudah dipakai varian lain.`,
      });
      continue;
    }
    const key = row.productName.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let applied = 0;
  for (const group of groups.values()) {
    const first = group[0]!;
    const variants = group.map((row) => ({
      name: row.variantName,
      sku: row.sku,
      price: row.price,
      stock: row.stock,
    }));
    const existing = await one<{ id: number }>(
      db,
      sql`SELECT id FROM products WHERE brand_id = ${brandId} AND lower(name) = ${first.productName.toLowerCase()} ORDER BY id LIMIT 1`,
    );
    if (existing) {
      for (const variant of variants)
        await insertVariant(db, brandId, existing.id, variant, source);
    } else {
      const description = group.find((row) => row.description)?.description ?? '';
      await createProduct(db, { brandId, name: first.productName, description, variants }, source);
    }
    applied += group.length;
  }
  return { applied, errors };
}
