import { sql, type SQL } from 'drizzle-orm';
import { one, type Exec } from '../db/query.js';

/*
 * The figures that more than one page shows (home cards and report pages): one computation, so
 * the same brand on the same day reads the same number everywhere (issue 41).
 */

/** How the reports name a late shipment: after the order's ship-by deadline (docs/decisions/ship-by.md). */
export const LATE_LABEL = 'Terlambat kirim (lewat batas kirim)';
/** The rule in the words of a report's note. */
export const LATE_RULE =
  'dikirim, atau belum dikirim, setelah batas kirimnya (2 hari kerja Senin–Jumat WIB setelah dibayar, aturan tenant)';
/** Home's scores and performance look back this many WIB days, today included. */
export const WINDOW_DAYS = 30;
/** The score a brand is held to. */
export const SCORE_TARGET = 90;

/** When an order was first marked Dikirim (null while not shipped). */
export const shippedAt = (order: SQL) =>
  sql`(SELECT min(h.changed_at) FROM order_status_history h WHERE h.order_id = ${order}.id AND h.status = 3)`;

/**
 * Late: shipped after its ship-by deadline, or still not shipped (nor refunded) past it. The
 * deadline is the one the order queue shows (migration 020), so the queue's 'Terlambat', home's
 * penalty card and the rapor count the same orders. An order left unshipped for days is late to
 * the buyer, not on time until it moves.
 * Columns: ship_by, status, shipped_at; `now` is the moment the figures are read.
 */
export const lateSql = (now: Date) =>
  sql`(shipped_at > ship_by OR (shipped_at IS NULL AND status IN (1, 2) AND ship_by < ${now.toISOString()}::timestamptz))`;

/** Every order of a brand placed in a WIB date range, with when it shipped. */
export const ordersWithShipping = (brandId: number, from: string, to: string) =>
  sql`SELECT o.created_at, o.status, o.total_amount, o.ship_by, ${shippedAt(sql`o`)} AS shipped_at FROM orders o
      WHERE o.brand_id = ${brandId}
        AND ((o.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date BETWEEN ${from}::date AND ${to}::date`;

export interface OrderFigures {
  total: number;
  /** Dikirim, Diterima or Selesai (3, 6, 8). */
  shipped: number;
  /** Selesai or Diterima (6, 8), and their value. */
  sold: number;
  sales: number;
  /** Refund or Retur (4, 5). */
  cancelled: number;
  late: number;
  /** Shipped by the deadline. */
  onTime: number;
  /** Orders whose shipping was due by now: shipped, refunded, or past their deadline. */
  due: number;
}

export async function orderFigures(
  db: Exec,
  brandId: number,
  from: string,
  to: string,
  now = new Date(),
): Promise<OrderFigures> {
  const late = lateSql(now);
  const row = await one<Record<keyof OrderFigures, number | string>>(
    db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN (3, 6, 8))::int AS shipped,
               count(*) FILTER (WHERE status IN (6, 8))::int AS sold,
               coalesce(sum(total_amount) FILTER (WHERE status IN (6, 8)), 0)::bigint AS sales,
               count(*) FILTER (WHERE status IN (4, 5))::int AS cancelled,
               count(*) FILTER (WHERE ${late})::int AS late,
               count(*) FILTER (WHERE shipped_at IS NOT NULL AND NOT ${late})::int AS "onTime",
               count(*) FILTER (WHERE shipped_at IS NOT NULL OR status IN (4, 5) OR ${late})::int AS due
        FROM (${ordersWithShipping(brandId, from, to)}) x`,
  );
  const n = (k: keyof OrderFigures) => Number(row?.[k] ?? 0);
  return {
    total: n('total'),
    shipped: n('shipped'),
    sold: n('sold'),
    sales: n('sales'),
    cancelled: n('cancelled'),
    late: n('late'),
    onTime: n('onTime'),
    due: n('due'),
  };
}

export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

const day = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 10);

/** The WIB month (YYYY-MM) of a moment. */
export const monthOf = (now = new Date()) => day(now.getTime()).slice(0, 7);

/**
 * The days a home figure covers: the 30 WIB days up to today, or, for a past month, up to its
 * last day. A calendar month would leave the first days of every month without a finished order.
 */
export function windowOf(period: string | undefined, now = new Date()) {
  const today = day(now.getTime());
  let to = today;
  if (period && period < today.slice(0, 7)) {
    const [y, m] = period.split('-').map(Number) as [number, number];
    to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  }
  const from = day(Date.parse(`${to}T00:00:00Z`) - 7 * 3600_000 - (WINDOW_DAYS - 1) * 86_400_000);
  return { from, to, period: period ?? today.slice(0, 7) };
}

export interface BrandScores {
  period: string;
  from: string;
  to: string;
  /** Shipped on time ÷ orders due. */
  fulfillment: number;
  /** Finished (6, 8) ÷ finished, refunded and returned: orders that reached an end. */
  transaction: number;
  figures: OrderFigures;
}

/** Skor Brand, as home's card and the rapor show it. A brand with no order to judge scores 100. */
export async function brandScores(
  db: Exec,
  brandId: number,
  period?: string,
  now = new Date(),
): Promise<BrandScores> {
  const w = windowOf(period, now);
  const f = await orderFigures(db, brandId, w.from, w.to, now);
  const ended = f.sold + f.cancelled;
  return {
    ...w,
    fulfillment: f.due > 0 ? percent(f.onTime, f.due) : 100,
    transaction: ended > 0 ? percent(f.sold, ended) : 100,
    figures: f,
  };
}

/** Performa: orders, sales, fulfilment and cancellation rate of the last 30 days. */
export async function performanceFigures(db: Exec, brandId: number, now = new Date()) {
  const w = windowOf(undefined, now);
  const f = await orderFigures(db, brandId, w.from, w.to, now);
  return {
    ...w,
    totalOrder: f.total,
    totalSales: f.sales,
    fulfillmentRate: percent(f.shipped, f.total),
    cancellationRate: percent(f.cancelled, f.total),
  };
}

/** The penalty the marketplace gives for late shipments; one point per late order. */
export const LATE_PENALTY_REASON = 'Pesanan terlambat dikirim';
