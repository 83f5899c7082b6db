import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/query.js';
import {
  SOLD,
  bucketOf,
  inRange,
  percent,
  periodsOf,
  series,
  wibDate,
  type ReportContext,
  type ReportData,
} from './common.js';
import { raporFigures, serviceKpis, LATE_RULE } from './rapor.js';

interface StockistRow {
  id: number;
  name: string;
  online: string;
  online_units: number;
  offline: string;
  offline_units: number;
  stock: number;
}

/** Online (finished/received orders) and offline (recorded offline transactions) sales of each stockist of the account. */
async function perStockist({ db, userId, range }: ReportContext): Promise<StockistRow[]> {
  const units = sql`(SELECT coalesce(sum((i->>'quantity')::int), 0) FROM jsonb_array_elements(items) i)`;
  return rows<StockistRow>(
    db,
    sql`SELECT b.id, b.brand_name AS name,
               coalesce(o.amount, 0)::bigint AS online, coalesce(o.units, 0)::int AS online_units,
               coalesce(f.amount, 0)::bigint AS offline, coalesce(f.units, 0)::int AS offline_units,
               (SELECT coalesce(sum(stock), 0) FROM variants v WHERE v.brand_id = b.id AND NOT v.is_deleted)::int AS stock
        FROM brands b
        LEFT JOIN (SELECT brand_id, sum(total_amount) AS amount, sum(${units}) AS units FROM orders
                   WHERE status IN ${SOLD} AND ${inRange(sql`created_at`, range)} GROUP BY brand_id) o ON o.brand_id = b.id
        LEFT JOIN (SELECT stockist_id, sum(total_amount) AS amount, sum(${units}) AS units FROM offline_transactions
                   WHERE transaction_date BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY stockist_id) f ON f.stockist_id = b.id
        WHERE b.user_id = ${userId} AND b.type = 'stockist' ORDER BY b.id`,
  );
}

/**
 * Units sold in the range as a percentage of the stock on hand now. A ratio with one decimal
 * read 0 for hundreds of units against a warehouse of thousands (issue 41).
 */
const turnover = (soldUnits: number, stock: number) =>
  stock > 0 ? Math.round((soldUnits / stock) * 1000) / 10 : 0;

/** Performa Stockist: which of the account's stockists sells most, online and offline, and how fast does stock move? */
export async function stockistPerformanceReport(context: ReportContext): Promise<ReportData> {
  const list = await perStockist(context);
  const { db, range, userId } = context;
  const perPeriod = await rows<{ period: string; online: string; offline: string }>(
    db,
    sql`SELECT period, sum(online)::bigint AS online, sum(offline)::bigint AS offline FROM (
          SELECT ${bucketOf(wibDate(sql`created_at`), range.group)} AS period, total_amount AS online, 0 AS offline FROM orders
          WHERE brand_id IN (SELECT id FROM brands WHERE user_id = ${userId} AND type = 'stockist') AND status IN ${SOLD} AND ${inRange(sql`created_at`, range)}
          UNION ALL
          SELECT ${bucketOf(sql`transaction_date`, range.group)}, 0, total_amount FROM offline_transactions
          WHERE stockist_id IN (SELECT id FROM brands WHERE user_id = ${userId} AND type = 'stockist') AND transaction_date BETWEEN ${range.from}::date AND ${range.to}::date
        ) s GROUP BY 1`,
  );
  const online = list.reduce((s, r) => s + Number(r.online), 0);
  const offline = list.reduce((s, r) => s + Number(r.offline), 0);
  const units = list.reduce((s, r) => s + r.online_units + r.offline_units, 0);
  const stock = list.reduce((s, r) => s + r.stock, 0);
  const periods = periodsOf(range);
  return {
    title: 'Performa Stockist',
    question:
      'Stockist mana yang paling banyak menjual, online maupun offline, dan seberapa cepat stoknya berputar?',
    kpis: [
      { key: 'stockist-sales', label: 'Total penjualan', value: online + offline, kind: 'money' },
      { key: 'online-sales', label: 'Penjualan online', value: online, kind: 'money' },
      { key: 'offline-sales', label: 'Penjualan offline', value: offline, kind: 'money' },
      { key: 'units-sold', label: 'Unit terjual', value: units, kind: 'count' },
      {
        key: 'stock-turnover',
        label: 'Perputaran stok (unit terjual ÷ stok)',
        value: turnover(units, stock),
        kind: 'percent',
      },
    ],
    charts: [
      {
        id: 'per-stockist',
        title: 'Penjualan per stockist',
        type: 'bar',
        labelHeading: 'Stockist',
        labels: list.map((r) => r.name),
        series: [
          { label: 'Online', data: list.map((r) => Number(r.online)), kind: 'money' },
          { label: 'Offline', data: list.map((r) => Number(r.offline)), kind: 'money' },
        ],
      },
      {
        id: 'turnover',
        title: 'Perputaran stok per stockist',
        type: 'bar',
        labelHeading: 'Stockist',
        labels: list.map((r) => r.name),
        series: [
          {
            label: 'Perputaran stok',
            data: list.map((r) => turnover(r.online_units + r.offline_units, r.stock)),
            kind: 'percent',
          },
          {
            label: 'Unit terjual',
            data: list.map((r) => r.online_units + r.offline_units),
            kind: 'count',
            tableOnly: true,
          },
          {
            label: 'Stok sekarang',
            data: list.map((r) => r.stock),
            kind: 'count',
            tableOnly: true,
          },
        ],
      },
      {
        id: 'channel-trend',
        title: 'Penjualan online dan offline per periode',
        type: 'line',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Online',
            data: series(periods, perPeriod, (r) => Number(r.online)),
            kind: 'money',
          },
          {
            label: 'Offline',
            data: series(periods, perPeriod, (r) => Number(r.offline)),
            kind: 'money',
          },
        ],
      },
    ],
    note: 'Online = pesanan berstatus Selesai dan Diterima; offline = transaksi offline yang dicatat stockist. Perputaran stok = unit terjual dalam rentang dibagi stok saat ini, dalam persen. Tanggal dalam WIB.',
  };
}

/** Rapor Stockist: how well does this stockist serve its buyers, and how much of its business is offline? */
export async function stockistRaportReport(context: ReportContext): Promise<ReportData> {
  const { figures, perPeriod, penalties } = await raporFigures(context);
  const { db, brandId, range } = context;
  const channel = await rows<{ period: string; online: string; offline: string }>(
    db,
    sql`SELECT period, sum(online)::bigint AS online, sum(offline)::bigint AS offline FROM (
          SELECT ${bucketOf(wibDate(sql`created_at`), range.group)} AS period, total_amount AS online, 0 AS offline FROM orders
          WHERE brand_id = ${brandId} AND status IN ${SOLD} AND ${inRange(sql`created_at`, range)}
          UNION ALL
          SELECT ${bucketOf(sql`transaction_date`, range.group)}, 0, total_amount FROM offline_transactions
          WHERE stockist_id = ${brandId} AND transaction_date BETWEEN ${range.from}::date AND ${range.to}::date
        ) s GROUP BY 1`,
  );
  const offlineCount = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM offline_transactions WHERE stockist_id = ${brandId} AND transaction_date BETWEEN ${range.from}::date AND ${range.to}::date`,
  );
  const online = channel.reduce((s, r) => s + Number(r.online), 0);
  const offline = channel.reduce((s, r) => s + Number(r.offline), 0);
  const periods = periodsOf(range);
  return {
    title: 'Rapor Stockist',
    question:
      'Seberapa baik stockist ini melayani pembeli, dan berapa bagian penjualannya yang offline?',
    kpis: [
      ...serviceKpis(figures),
      {
        key: 'offline-transactions',
        label: 'Transaksi offline',
        value: offlineCount?.n ?? 0,
        kind: 'count',
      },
      {
        key: 'offline-share',
        label: 'Bagian penjualan offline',
        value: percent(offline, online + offline),
        kind: 'percent',
      },
    ],
    charts: [
      {
        id: 'channel',
        title: 'Penjualan online dan offline per periode',
        type: 'bar',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Online',
            data: series(periods, channel, (r) => Number(r.online)),
            kind: 'money',
          },
          {
            label: 'Offline',
            data: series(periods, channel, (r) => Number(r.offline)),
            kind: 'money',
          },
        ],
      },
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
    ],
    note: `Online = pesanan berstatus Selesai dan Diterima; offline = transaksi offline yang dicatat. Tingkat pengiriman = pesanan berstatus Dikirim, Diterima atau Selesai dibagi semua pesanan (aturan Beranda); terlambat = ${LATE_RULE}. Tanggal dalam WIB.`,
  };
}
