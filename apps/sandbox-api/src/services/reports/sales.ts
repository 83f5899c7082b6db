import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/query.js';
import {
  CANCELLED,
  SOLD,
  bucketOf,
  inRange,
  periodsOf,
  series,
  wibDate,
  type ReportContext,
  type ReportData,
} from './common.js';

/** Laporan Penjualan: how much did the brand sell, what sold best, and how much was cancelled? */
export async function salesReport({ db, brandId, range }: ReportContext): Promise<ReportData> {
  const where = sql`brand_id = ${brandId} AND ${inRange(sql`created_at`, range)}`;
  const totals = await one<{
    revenue: string;
    sold: number;
    cancelled: number;
    cancelled_amount: string;
  }>(
    db,
    sql`SELECT coalesce(sum(total_amount) FILTER (WHERE status IN ${SOLD}), 0)::bigint AS revenue,
               count(*) FILTER (WHERE status IN ${SOLD})::int AS sold,
               count(*) FILTER (WHERE status IN ${CANCELLED})::int AS cancelled,
               coalesce(sum(total_amount) FILTER (WHERE status IN ${CANCELLED}), 0)::bigint AS cancelled_amount
        FROM orders WHERE ${where}`,
  );
  const perPeriod = await rows<{
    period: string;
    revenue: string;
    sold: number;
    cancelled: number;
  }>(
    db,
    sql`SELECT ${bucketOf(wibDate(sql`created_at`), range.group)} AS period,
               coalesce(sum(total_amount) FILTER (WHERE status IN ${SOLD}), 0)::bigint AS revenue,
               count(*) FILTER (WHERE status IN ${SOLD})::int AS sold,
               count(*) FILTER (WHERE status IN ${CANCELLED})::int AS cancelled
        FROM orders WHERE ${where} GROUP BY 1`,
  );
  const items = sql`orders o CROSS JOIN LATERAL jsonb_to_recordset(o.items) AS i("variantId" int, "variantName" text, quantity int, price bigint)`;
  const topVariants = await rows<{ name: string; quantity: number; revenue: string }>(
    db,
    sql`SELECT i."variantName" AS name, sum(i.quantity)::int AS quantity, sum(i.quantity * i.price)::bigint AS revenue
        FROM ${items} WHERE o.brand_id = ${brandId} AND o.status IN ${SOLD} AND ${inRange(sql`o.created_at`, range)}
        GROUP BY i."variantId", i."variantName" ORDER BY 3 DESC, 1 LIMIT 10`,
  );
  const topProducts = await rows<{ name: string; quantity: number; revenue: string }>(
    db,
    sql`SELECT p.name, sum(i.quantity)::int AS quantity, sum(i.quantity * i.price)::bigint AS revenue
        FROM ${items} JOIN variants v ON v.id = i."variantId" JOIN products p ON p.id = v.product_id
        WHERE o.brand_id = ${brandId} AND o.status IN ${SOLD} AND ${inRange(sql`o.created_at`, range)}
        GROUP BY p.id, p.name ORDER BY 3 DESC, 1 LIMIT 10`,
  );
  const periods = periodsOf(range);
  const revenue = Number(totals?.revenue ?? 0);
  const sold = totals?.sold ?? 0;
  return {
    title: 'Laporan Penjualan',
    question: 'Berapa penjualan brand, produk apa yang paling laku, dan berapa yang batal?',
    kpis: [
      { key: 'revenue', label: 'Penjualan', value: revenue, kind: 'money' },
      { key: 'sold-orders', label: 'Pesanan terjual', value: sold, kind: 'count' },
      {
        key: 'average',
        label: 'Rata-rata per pesanan',
        value: sold > 0 ? Math.round(revenue / sold) : 0,
        kind: 'money',
      },
      {
        key: 'cancelled-orders',
        label: 'Pesanan batal (refund/retur)',
        value: totals?.cancelled ?? 0,
        kind: 'count',
      },
      {
        key: 'cancelled-amount',
        label: 'Nilai pesanan batal',
        value: Number(totals?.cancelled_amount ?? 0),
        kind: 'money',
      },
    ],
    charts: [
      {
        id: 'revenue',
        title: 'Penjualan per periode',
        type: 'bar',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Penjualan',
            data: series(periods, perPeriod, (r) => Number(r.revenue)),
            kind: 'money',
          },
        ],
      },
      {
        id: 'orders',
        title: 'Pesanan terjual dan batal per periode',
        type: 'line',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          { label: 'Terjual', data: series(periods, perPeriod, (r) => r.sold), kind: 'count' },
          { label: 'Batal', data: series(periods, perPeriod, (r) => r.cancelled), kind: 'count' },
        ],
      },
      {
        id: 'top-products',
        title: 'Produk terlaris',
        type: 'bar',
        horizontal: true,
        labelHeading: 'Produk',
        labels: topProducts.map((r) => r.name),
        series: [
          { label: 'Penjualan', data: topProducts.map((r) => Number(r.revenue)), kind: 'money' },
          {
            label: 'Terjual (unit)',
            data: topProducts.map((r) => r.quantity),
            kind: 'count',
            tableOnly: true,
          },
        ],
      },
      {
        id: 'top-variants',
        title: 'Varian terlaris',
        type: 'bar',
        horizontal: true,
        labelHeading: 'Varian',
        labels: topVariants.map((r) => r.name),
        series: [
          { label: 'Penjualan', data: topVariants.map((r) => Number(r.revenue)), kind: 'money' },
          {
            label: 'Terjual (unit)',
            data: topVariants.map((r) => r.quantity),
            kind: 'count',
            tableOnly: true,
          },
        ],
      },
    ],
    note: 'Penjualan = total pesanan berstatus Selesai dan Diterima (sama dengan ringkasan di Beranda). Batal = Refund dan Retur. Tanggal menurut waktu pesanan dibuat (WIB).',
  };
}
