import { sql, type SQL } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import { like } from './common.js';
import { changeStock } from './stock-history.js';

/**
 * What a stockist sells at the counter (issue 13). A stockist holds stock in two places:
 * the variants of its own catalogue (`variants.stock`, what its product list shows) and the
 * variants of partner brands it stocks (`variant_stocks`, multistock, what the partner's
 * multistock list shows per stockist). A variant id names exactly one of them for a given
 * stockist, so a sale line is `variantId` + quantity and the source follows from the id.
 */
export interface SellableVariant {
  variantId: number;
  variantName: string;
  productName: string;
  sku: string;
  price: number;
  stock: number;
}

const sellable = (stockistId: number, filter: SQL) => sql`
  SELECT * FROM (
    SELECT v.id AS "variantId", v.name AS "variantName", pr.name AS "productName", v.sku, v.price::bigint AS price, v.stock, 'own' AS source
      FROM variants v JOIN products pr ON pr.id = v.product_id
     WHERE v.brand_id = ${stockistId} AND NOT v.is_deleted AND v.is_active
    UNION ALL
    SELECT v.id, v.name, pr.name, v.sku, v.price::bigint, vs.stock, 'held'
      FROM variant_stocks vs JOIN variants v ON v.id = vs.variant_id JOIN products pr ON pr.id = v.product_id
     WHERE vs.stockist_id = ${stockistId} AND NOT v.is_deleted AND v.is_active
  ) s WHERE ${filter}`;

const asVariant = (r: SellableVariant): SellableVariant => ({
  variantId: r.variantId,
  variantName: r.variantName,
  productName: r.productName,
  sku: r.sku,
  price: Number(r.price),
  stock: r.stock,
});

/** Variants to pick: `code` is an exact SKU/barcode (a scanner's read), `q` a name or SKU search. */
export async function findSellableVariants(
  db: Exec,
  stockistId: number,
  query: { q?: string; code?: string; size: number },
) {
  const filter = query.code
    ? sql`lower(s.sku) = lower(${query.code})`
    : query.q
      ? sql`(s."variantName" ILIKE ${like(query.q)} OR s."productName" ILIKE ${like(query.q)} OR s.sku ILIKE ${like(query.q)})`
      : sql`true`;
  const list = await rows<SellableVariant>(
    db,
    sql`${sellable(stockistId, filter)} ORDER BY s.stock = 0, s."productName", s."variantName", s."variantId" LIMIT ${query.size}`,
  );
  return list.map(asVariant);
}

export interface SaleLine {
  variantId: number;
  quantity: number;
}

export interface SoldLine {
  variantId: number;
  variantName: string;
  quantity: number;
  price: number;
}

/**
 * Takes every line out of the stockist's stock inside the caller's transaction. Each line is
 * one conditional UPDATE (`stock >= quantity … RETURNING`), so parallel sales can never drive a
 * stock below zero on either database; a line that does not fit throws and the caller's
 * transaction rolls back every line before it. Lines of the same variant are summed first.
 */
export async function takeStock(
  tx: Exec,
  stockistId: number,
  lines: readonly SaleLine[],
  saleCode: string,
): Promise<SoldLine[]> {
  const merged = new Map<number, number>();
  for (const line of lines)
    merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
  const sold: SoldLine[] = [];
  // A fixed order (by id) keeps two sales of the same variants from waiting on each other.
  for (const [variantId, quantity] of [...merged].sort((a, b) => a[0] - b[0])) {
    const variant = await one<SellableVariant & { source: 'own' | 'held' }>(
      tx,
      sellable(stockistId, sql`s."variantId" = ${variantId}`),
    );
    if (!variant) throw notFound(`Varian ${variantId} tidak ditemukan di stok Anda.`);
    const taken = await changeStock(
      tx,
      variant.source === 'own' ? { variantId, brandId: stockistId } : { variantId, stockistId },
      { delta: -quantity },
      { kind: 'offline', code: saleCode },
    );
    if (taken === null) {
      const left = await one<{ stock: number }>(
        tx,
        sellable(stockistId, sql`s."variantId" = ${variantId}`),
      );
      throw badRequest(
        `Stok '${variant.productName} - ${variant.variantName}' tidak cukup (tersisa ${left?.stock ?? 0}).`,
      );
    }
    sold.push({
      variantId,
      variantName: `${variant.productName} - ${variant.variantName}`,
      quantity,
      price: Number(variant.price),
    });
  }
  // Lines keep the order the clerk entered them.
  const order = [...merged.keys()];
  return sold.sort((a, b) => order.indexOf(a.variantId) - order.indexOf(b.variantId));
}

/** Totals of the filtered list: sales, items sold and revenue. */
export async function offlineTotals(db: Exec, where: SQL) {
  const row = await one<{ count: number; quantity: number; amount: string | number }>(
    db,
    sql`SELECT count(*)::int AS count,
               coalesce(sum((SELECT coalesce(sum((i->>'quantity')::int), 0) FROM jsonb_array_elements(t.items) i)), 0)::int AS quantity,
               coalesce(sum(t.total_amount), 0)::bigint AS amount
          FROM offline_transactions t WHERE ${where}`,
  );
  return {
    transactionCount: row?.count ?? 0,
    totalQuantity: row?.quantity ?? 0,
    totalAmount: Number(row?.amount ?? 0),
  };
}
