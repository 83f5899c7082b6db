import { sql, type SQL } from 'drizzle-orm';
import type { Exec } from '../db/query.js';
import { one, rows } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Bag } from '../http/types.js';
import { int, like, metadata, orderBy, pageWithTotal, paging, str } from './common.js';
import type { OrderRow } from './mappers.js';
import { injectedProcessFailure, ordersFailingProcess } from './order-faults.js';
import { takeOrderStock } from './stock-history.js';
import { shipByFilter, withShipBy, type ShipByRow } from './ship-by.js';

// Items carry their product name and SKU from the moment the order was placed (migration 014), and
// the order its status steps, kept in step by a trigger on order_status_history (migration 015).
const columns = `id, order_code, brand_id, status, buyer_name, buyer_phone, total_amount, shipping_cost, courier, waybill,
  iso(created_at) AS created_at, iso(updated_at) AS updated_at, items,
  address, city, province, postal_code, status_history, iso(ship_by) AS ship_by`;

/** Records the status the listed orders just moved to, at the same instant as their updated_at. */
function recordStatus(brandId: number, codes: string[], status: number): SQL {
  return sql`INSERT INTO order_status_history (order_id, status, changed_at)
             SELECT id, ${status}, updated_at FROM orders
             WHERE brand_id = ${brandId} AND order_code IN (${sql.join(
               codes.map((c) => sql`${c}`),
               sql`, `,
             )})`;
}

const sortable = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  totalAmount: 'total_amount',
  status: 'status',
  orderCode: 'order_code',
  buyerName: 'buyer_name',
  shipBy: 'ship_by',
};

/** Order days are WIB days (UTC+7), as sellers see them. */
export function dateRange(query: Bag, column = 'created_at'): SQL {
  const from = str(query.from);
  const to = str(query.to);
  if (from && to && from > to) throw badRequest("Parameter 'from' tidak boleh setelah 'to'.");
  const col = sql.raw(column);
  return sql`${from ? sql` AND ${col} >= (${from}::date - interval '7 hours')` : sql``}${to ? sql` AND ${col} < (${to}::date + interval '17 hours')` : sql``}`;
}

export async function listOrders(db: Exec, brandId: number, query: Bag) {
  const p = paging(query);
  const status = int(query.status, -1);
  const q = str(query.q);
  const where = sql`brand_id = ${brandId}${status !== -1 ? sql` AND status = ${status}` : sql``}${
    q ? sql` AND (order_code ILIKE ${like(q)} OR buyer_name ILIKE ${like(q)})` : sql``
  }${dateRange(query)}${shipByFilter(query)}`;
  // Without a search or a date range the trigger-kept per-status counts are exact.
  const { list, total } = await pageWithTotal<OrderRow & ShipByRow>(
    db,
    // Sorted by the table's columns: the select list's iso(created_at) AS created_at would otherwise
    // win the name, turn the sort into a text sort of every row and skip the index.
    sql`SELECT ${sql.raw(columns)} FROM orders WHERE ${where} ORDER BY ${orderBy(query, sortable, 'created_at', 'desc', 'orders.')} LIMIT ${p.size} OFFSET ${p.offset}`,
    q || str(query.from) || str(query.to) || str(query.shipBy)
      ? sql`SELECT count(*)::int AS n FROM orders WHERE ${where}`
      : sql`SELECT coalesce(sum(n), 0)::int AS n FROM order_counts WHERE brand_id = ${brandId}${status !== -1 ? sql` AND status = ${status}` : sql``}`,
  );
  return { data: list.map(withShipBy), metadata: metadata(p, total) };
}

export async function orderCounts(db: Exec, brandId: number) {
  const list = await rows<{ status: number; total: number }>(
    db,
    // The trigger-kept per-status counts (migration 003) are exact and a handful of rows.
    sql`SELECT s.status, coalesce(c.n, 0)::int AS total
        FROM unnest(ARRAY[1,2,3,4,5,6,8]) AS s(status)
        LEFT JOIN order_counts c ON c.brand_id = ${brandId} AND c.status = s.status
        ORDER BY s.status`,
  );
  return { totalTransaction: list };
}

/** Not processed → processed, order by order; unknown or already processed ones are reported. */
export async function processOrders(db: Exec, brandId: number, codes: string[]) {
  const unique = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  if (unique.length === 0) throw badRequest("Kolom 'orderCodes' wajib diisi.");
  const found = await rows<{ order_code: string; status: number }>(
    db,
    sql`SELECT order_code, status FROM orders WHERE brand_id = ${brandId} AND order_code IN (${sql.join(
      unique.map((c) => sql`${c}`),
      sql`, `,
    )}) FOR UPDATE`,
  );
  const byCode = new Map(found.map((f) => [f.order_code, f.status]));
  const failing = await ordersFailingProcess(db);
  const processed: string[] = [];
  const failed: { orderCode: string; reason: string }[] = [];
  for (const code of unique) {
    const status = byCode.get(code);
    if (status === undefined) failed.push({ orderCode: code, reason: 'Pesanan tidak ditemukan.' });
    else if (status !== 1)
      failed.push({ orderCode: code, reason: 'Pesanan sudah diproses sebelumnya.' });
    else if (failing.has(code)) failed.push({ orderCode: code, reason: injectedProcessFailure });
    else processed.push(code);
  }
  if (processed.length > 0) {
    await db.execute(
      sql`UPDATE orders SET status = 2, updated_at = now() WHERE brand_id = ${brandId} AND order_code IN (${sql.join(
        processed.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    await db.execute(recordStatus(brandId, processed, 2));
    await takeOrderStock(db, brandId, processed);
  }
  return { processed, failed };
}

export interface WaybillInput {
  orderCode: string;
  courier: string;
  waybillNumber: string;
}

/** Processed → shipped with a waybill; a shipped order may get its waybill corrected. */
export async function setWaybills(db: Exec, brandId: number, items: WaybillInput[]) {
  const processed: string[] = [];
  const failed: { orderCode: string; reason: string }[] = [];
  for (const item of items) {
    const order = await one<{ status: number }>(
      db,
      sql`SELECT status FROM orders WHERE brand_id = ${brandId} AND order_code = ${item.orderCode} FOR UPDATE`,
    );
    if (!order) failed.push({ orderCode: item.orderCode, reason: 'Pesanan tidak ditemukan.' });
    else if (order.status !== 2 && order.status !== 3)
      failed.push({
        orderCode: item.orderCode,
        reason: 'Resi hanya bisa diisi untuk pesanan yang sudah diproses.',
      });
    else {
      await db.execute(sql`UPDATE orders SET status = 3, courier = ${item.courier}, waybill = ${item.waybillNumber}, updated_at = now()
                           WHERE brand_id = ${brandId} AND order_code = ${item.orderCode}`);
      // A corrected waybill keeps the order shipped: only the first one is a status change.
      if (order.status === 2) await db.execute(recordStatus(brandId, [item.orderCode], 3));
      processed.push(item.orderCode);
    }
  }
  return { processed, failed };
}

export async function setWaybill(db: Exec, brandId: number, item: WaybillInput) {
  const result = await setWaybills(db, brandId, [item]);
  const failure = result.failed[0];
  if (failure) {
    if (failure.reason === 'Pesanan tidak ditemukan.') throw notFound(failure.reason);
    throw badRequest(failure.reason);
  }
  return getOrder(db, brandId, item.orderCode);
}

export async function getOrder(db: Exec, brandId: number, orderCode: string) {
  const order = await one<OrderRow & ShipByRow>(
    db,
    sql`SELECT ${sql.raw(columns)} FROM orders WHERE brand_id = ${brandId} AND order_code = ${orderCode}`,
  );
  if (!order) throw notFound('Pesanan tidak ditemukan.');
  return withShipBy(order);
}

export async function viewReceipt(db: Exec, brandId: number, orderCode: string) {
  const order = await getOrder(db, brandId, orderCode);
  await db.execute(sql`UPDATE orders SET receipt_viewed = true WHERE id = ${order.id}`);
  return { orderCode, receiptUrl: `/print-page?orderCode=${encodeURIComponent(orderCode)}` };
}
