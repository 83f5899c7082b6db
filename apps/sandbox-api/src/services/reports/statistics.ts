import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/query.js';
import {
  CANCELLED,
  SHIPPED,
  SOLD,
  bucketOf,
  inRange,
  percent,
  periodsOf,
  series,
  statusNames,
  statusOrder,
  wibDate,
  type ReportContext,
  type ReportData,
} from './common.js';

/** Statistik Brand: where are the brand's orders in their journey, and how does that change over time? */
export async function statisticsReport({ db, brandId, range }: ReportContext): Promise<ReportData> {
  const where = sql`brand_id = ${brandId} AND ${inRange(sql`created_at`, range)}`;
  const totals = await one<{ total: number; shipped: number; finished: number; failed: number }>(
    db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN ${SHIPPED})::int AS shipped,
               count(*) FILTER (WHERE status IN ${SOLD})::int AS finished, count(*) FILTER (WHERE status IN ${CANCELLED})::int AS failed
        FROM orders WHERE ${where}`,
  );
  const byStatus = await rows<{ status: number; total: number }>(
    db,
    sql`SELECT status, count(*)::int AS total FROM orders WHERE ${where} GROUP BY status`,
  );
  // Funnel: how many orders reached each step (from the status history), not where they stand now.
  const reached = await rows<{ status: number; total: number }>(
    db,
    sql`SELECT h.status, count(DISTINCT h.order_id)::int AS total
        FROM order_status_history h JOIN orders o ON o.id = h.order_id
        WHERE o.brand_id = ${brandId} AND ${inRange(sql`o.created_at`, range)} GROUP BY h.status`,
  );
  const perPeriod = await rows<{
    period: string;
    total: number;
    shipped: number;
    finished: number;
    failed: number;
  }>(
    db,
    sql`SELECT ${bucketOf(wibDate(sql`created_at`), range.group)} AS period, count(*)::int AS total,
               count(*) FILTER (WHERE status IN ${SHIPPED})::int AS shipped,
               count(*) FILTER (WHERE status IN ${SOLD})::int AS finished,
               count(*) FILTER (WHERE status IN ${CANCELLED})::int AS failed
        FROM orders WHERE ${where} GROUP BY 1`,
  );
  const total = totals?.total ?? 0;
  const periods = periodsOf(range);
  const count = (list: { status: number; total: number }[], status: number) =>
    list.find((r) => r.status === status)?.total ?? 0;
  const funnel = [1, 2, 3, 8, 6];
  return {
    title: 'Statistik Brand',
    question: 'Sampai mana pesanan brand berjalan, dan bagaimana trennya dari waktu ke waktu?',
    kpis: [
      { key: 'total-orders', label: 'Total pesanan', value: total, kind: 'count' },
      {
        key: 'shipped-orders',
        label: 'Dikirim atau lebih lanjut',
        value: totals?.shipped ?? 0,
        kind: 'count',
      },
      {
        key: 'finished-orders',
        label: 'Selesai dan diterima',
        value: totals?.finished ?? 0,
        kind: 'count',
      },
      {
        key: 'failed-orders',
        label: 'Refund dan retur',
        value: totals?.failed ?? 0,
        kind: 'count',
      },
      {
        key: 'conversion',
        label: 'Pesanan sampai selesai',
        value: percent(totals?.finished ?? 0, total),
        kind: 'percent',
      },
    ],
    charts: [
      {
        id: 'funnel',
        title: 'Corong status pesanan (pesanan yang pernah mencapai tahap ini)',
        type: 'bar',
        horizontal: true,
        labelHeading: 'Tahap',
        labels: funnel.map((s) => statusNames[s]!),
        series: [{ label: 'Pesanan', data: funnel.map((s) => count(reached, s)), kind: 'count' }],
      },
      {
        id: 'status',
        title: 'Status pesanan saat ini',
        type: 'doughnut',
        labelHeading: 'Status',
        labels: statusOrder.map((s) => statusNames[s]!),
        series: [
          { label: 'Pesanan', data: statusOrder.map((s) => count(byStatus, s)), kind: 'count' },
        ],
      },
      {
        id: 'trend',
        title: 'Tren pesanan per periode',
        type: 'line',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Pesanan masuk',
            data: series(periods, perPeriod, (r) => r.total),
            kind: 'count',
          },
          { label: 'Dikirim', data: series(periods, perPeriod, (r) => r.shipped), kind: 'count' },
          { label: 'Selesai', data: series(periods, perPeriod, (r) => r.finished), kind: 'count' },
          {
            label: 'Refund/retur',
            data: series(periods, perPeriod, (r) => r.failed),
            kind: 'count',
          },
        ],
      },
    ],
    note: 'Hitungan sama dengan Beranda dan daftar pesanan: dikirim = Dikirim, Diterima, Selesai; gagal = Refund dan Retur. Tanggal menurut waktu pesanan dibuat (WIB).',
  };
}
