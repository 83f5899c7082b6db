import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/query.js';
import {
  SOLD,
  bucketOf,
  inRange,
  periodsOf,
  series,
  wibDate,
  type ReportContext,
  type ReportData,
} from './common.js';

/** Last four digits only: the report never shows a whole phone number. */
const maskPhone = (phone: string) =>
  `${'•'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;

/**
 * Brand Reseller: who resells the brand, how much do they order, and are they coming back?
 * A reseller is a buying account (one phone number) with a sold order of the brand.
 */
export async function resellerReport({ db, brandId, range }: ReportContext): Promise<ReportData> {
  const sold = sql`brand_id = ${brandId} AND status IN ${SOLD} AND ${inRange(sql`created_at`, range)}`;
  const totals = await one<{ resellers: number; orders: number; revenue: string; repeat: number }>(
    db,
    sql`SELECT count(*)::int AS resellers, coalesce(sum(orders), 0)::int AS orders, coalesce(sum(revenue), 0)::bigint AS revenue,
               count(*) FILTER (WHERE orders > 1)::int AS repeat
        FROM (SELECT buyer_phone, count(*) AS orders, sum(total_amount) AS revenue FROM orders WHERE ${sold} GROUP BY buyer_phone) r`,
  );
  const top = await rows<{ name: string; phone: string; orders: number; revenue: string }>(
    db,
    sql`SELECT min(buyer_name) AS name, buyer_phone AS phone, count(*)::int AS orders, sum(total_amount)::bigint AS revenue
        FROM orders WHERE ${sold} GROUP BY buyer_phone ORDER BY 4 DESC, 3 DESC, 2 LIMIT 10`,
  );
  // New: the reseller's first sold order of the brand (ever) falls in the period; returning: an earlier one exists.
  const perPeriod = await rows<{
    period: string;
    resellers: number;
    fresh: number;
    orders: number;
    revenue: string;
  }>(
    db,
    sql`WITH firsts AS (SELECT buyer_phone, min(created_at) AS first_at FROM orders WHERE brand_id = ${brandId} AND status IN ${SOLD} GROUP BY buyer_phone)
        SELECT ${bucketOf(wibDate(sql`o.created_at`), range.group)} AS period, count(DISTINCT o.buyer_phone)::int AS resellers,
               count(DISTINCT o.buyer_phone) FILTER (WHERE o.created_at = f.first_at)::int AS fresh,
               count(*)::int AS orders, sum(o.total_amount)::bigint AS revenue
        FROM orders o JOIN firsts f USING (buyer_phone)
        WHERE o.brand_id = ${brandId} AND o.status IN ${SOLD} AND ${inRange(sql`o.created_at`, range)} GROUP BY 1`,
  );
  const periods = periodsOf(range);
  const resellers = totals?.resellers ?? 0;
  const revenue = Number(totals?.revenue ?? 0);
  return {
    title: 'Brand Reseller',
    question:
      'Siapa saja reseller brand, berapa pesanan dan nilai belanjanya, dan apakah mereka kembali membeli?',
    kpis: [
      { key: 'resellers', label: 'Reseller aktif', value: resellers, kind: 'count' },
      {
        key: 'reseller-orders',
        label: 'Pesanan reseller',
        value: totals?.orders ?? 0,
        kind: 'count',
      },
      { key: 'reseller-revenue', label: 'Nilai pesanan reseller', value: revenue, kind: 'money' },
      {
        key: 'average-per-reseller',
        label: 'Rata-rata per reseller',
        value: resellers > 0 ? Math.round(revenue / resellers) : 0,
        kind: 'money',
      },
      {
        key: 'repeat-resellers',
        label: 'Reseller yang membeli lagi',
        value: totals?.repeat ?? 0,
        kind: 'count',
      },
    ],
    charts: [
      {
        id: 'top-resellers',
        title: 'Reseller dengan nilai pesanan terbesar',
        type: 'bar',
        horizontal: true,
        labelHeading: 'Reseller',
        labels: top.map((r) => `${r.name} (${maskPhone(r.phone)})`),
        series: [
          { label: 'Nilai pesanan', data: top.map((r) => Number(r.revenue)), kind: 'money' },
          { label: 'Pesanan', data: top.map((r) => r.orders), kind: 'count', tableOnly: true },
        ],
      },
      {
        id: 'reseller-trend',
        title: 'Reseller baru dan kembali per periode',
        type: 'bar',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Reseller baru',
            data: series(periods, perPeriod, (r) => r.fresh),
            kind: 'count',
          },
          {
            label: 'Reseller kembali',
            data: series(periods, perPeriod, (r) => r.resellers - r.fresh),
            kind: 'count',
          },
        ],
      },
      {
        id: 'reseller-revenue',
        title: 'Nilai pesanan reseller per periode',
        type: 'line',
        labelHeading: 'Periode',
        labels: periods,
        series: [
          {
            label: 'Nilai pesanan',
            data: series(periods, perPeriod, (r) => Number(r.revenue)),
            kind: 'money',
          },
          {
            label: 'Pesanan',
            data: series(periods, perPeriod, (r) => r.orders),
            kind: 'count',
            tableOnly: true,
          },
        ],
      },
    ],
    note: 'Reseller = akun pembeli (satu nomor telepon) dengan pesanan berstatus Selesai atau Diterima. Nomor telepon disamarkan; hanya 4 angka terakhir yang tampil. Tanggal menurut waktu pesanan dibuat (WIB).',
  };
}
