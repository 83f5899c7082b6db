import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/query.js';
import {
  CANCELLED,
  SHIPPED,
  bucketOf,
  inRange,
  percent,
  periodsOf,
  series,
  wibDate,
  type Kpi,
  type ReportContext,
  type ReportData,
} from './common.js';

import {
  brandScores,
  lateSql,
  LATE_LABEL,
  LATE_RULE,
  ordersWithShipping,
} from '../brand-figures.js';

export { LATE_RULE };

export interface RaporFigures {
  total: number;
  shipped: number;
  cancelled: number;
  late: number;
  penaltyPoints: number;
}

/** Per-period fulfilment, cancellations, late shipments and penalty points of one brand (a seller or a stockist). */
export async function raporFigures({ db, brandId, range }: ReportContext) {
  // The same orders and the same "late" as home's figures (brand-figures.ts).
  const perOrder = ordersWithShipping(brandId, range.from, range.to);
  const late = lateSql(new Date());
  const totals = await one<{ total: number; shipped: number; cancelled: number; late: number }>(
    db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN ${SHIPPED})::int AS shipped,
               count(*) FILTER (WHERE status IN ${CANCELLED})::int AS cancelled, count(*) FILTER (WHERE ${late})::int AS late
        FROM (${perOrder}) x`,
  );
  const perPeriod = await rows<{
    period: string;
    total: number;
    shipped: number;
    cancelled: number;
    late: number;
  }>(
    db,
    sql`SELECT ${bucketOf(wibDate(sql`created_at`), range.group)} AS period, count(*)::int AS total,
               count(*) FILTER (WHERE status IN ${SHIPPED})::int AS shipped,
               count(*) FILTER (WHERE status IN ${CANCELLED})::int AS cancelled, count(*) FILTER (WHERE ${late})::int AS late
        FROM (${perOrder}) x GROUP BY 1`,
  );
  const penalties = await rows<{ period: string; points: number; count: number }>(
    db,
    sql`SELECT ${bucketOf(wibDate(sql`created_at`), range.group)} AS period, sum(point)::int AS points, count(*)::int AS count
        FROM penalties WHERE brand_id = ${brandId} AND ${inRange(sql`created_at`, range)} GROUP BY 1`,
  );
  const reasons = await rows<{ reason: string; points: number }>(
    db,
    sql`SELECT reason, sum(point)::int AS points FROM penalties WHERE brand_id = ${brandId} AND ${inRange(sql`created_at`, range)}
        GROUP BY reason ORDER BY 2 DESC, 1`,
  );
  const figures: RaporFigures = {
    total: totals?.total ?? 0,
    shipped: totals?.shipped ?? 0,
    cancelled: totals?.cancelled ?? 0,
    late: totals?.late ?? 0,
    penaltyPoints: penalties.reduce((s, r) => s + r.points, 0),
  };
  return { figures, perPeriod, penalties, reasons };
}

/** The service figures both rapors open with, so the brand's and the stockist's read alike. */
export function serviceKpis(figures: RaporFigures): Kpi[] {
  return [
    {
      key: 'fulfilment-rate',
      label: 'Tingkat pengiriman',
      value: percent(figures.shipped, figures.total),
      kind: 'percent',
    },
    {
      key: 'cancellation-rate',
      label: 'Tingkat pembatalan',
      value: percent(figures.cancelled, figures.total),
      kind: 'percent',
    },
    { key: 'late-shipments', label: LATE_LABEL, value: figures.late, kind: 'count' },
    { key: 'penalty-points', label: 'Poin penalti', value: figures.penaltyPoints, kind: 'count' },
  ];
}

/** Rapor Brand: does the brand keep its promises to buyers — ship, ship on time, not cancel — and what did it cost in penalties? */
export async function raporReport(context: ReportContext): Promise<ReportData> {
  const { figures, perPeriod, penalties, reasons } = await raporFigures(context);
  // Home's Skor Brand, from the one computation both read: the current period, not the range.
  const scores = await brandScores(context.db, context.brandId);
  const periods = periodsOf(context.range);
  return {
    title: 'Rapor Brand',
    question:
      'Apakah brand mengirim pesanan tepat waktu, seberapa sering pesanan batal, dan berapa poin penaltinya?',
    kpis: [
      ...serviceKpis(figures),
      {
        key: 'fulfillment-score',
        label: 'Skor pemenuhan',
        value: scores.fulfillment,
        kind: 'percent',
      },
      {
        key: 'transaction-score',
        label: 'Skor transaksi',
        value: scores.transaction,
        kind: 'percent',
      },
    ],
    charts: [
      {
        id: 'rates',
        title: 'Tingkat pengiriman dan pembatalan per periode',
        type: 'line',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Tingkat pengiriman',
            data: series(periods, perPeriod, (r) => percent(r.shipped, r.total)),
            kind: 'percent',
          },
          {
            label: 'Tingkat pembatalan',
            data: series(periods, perPeriod, (r) => percent(r.cancelled, r.total)),
            kind: 'percent',
          },
        ],
      },
      {
        id: 'late',
        title: 'Pengiriman terlambat per periode',
        type: 'bar',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Terlambat kirim',
            data: series(periods, perPeriod, (r) => r.late),
            kind: 'count',
          },
          {
            label: 'Dikirim',
            data: series(periods, perPeriod, (r) => r.shipped),
            kind: 'count',
            tableOnly: true,
          },
        ],
      },
      {
        id: 'penalties',
        title: 'Poin penalti per periode',
        type: 'bar',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Poin penalti',
            data: series(periods, penalties, (r) => r.points),
            kind: 'count',
          },
        ],
      },
      {
        id: 'penalty-reasons',
        title: 'Penyebab penalti',
        type: 'doughnut',
        labelHeading: 'Penyebab',
        labels: reasons.map((r) => r.reason),
        series: [{ label: 'Poin penalti', data: reasons.map((r) => r.points), kind: 'count' }],
      },
    ],
    note: `Tingkat pengiriman = pesanan berstatus Dikirim, Diterima atau Selesai dibagi semua pesanan (aturan Beranda); pembatalan = Refund dan Retur; terlambat = ${LATE_RULE}. Skor sama dengan Beranda: 30 hari terakhir (tidak bergantung rentang tanggal). Data ulasan pembeli tidak tersedia di layanan ini.`,
  };
}
