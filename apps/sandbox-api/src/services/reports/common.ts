import { sql, type SQL } from 'drizzle-orm';
import { one, type Exec } from '../../db/query.js';
import { badRequest } from '../../http/errors.js';

/** How a figure is shown: rupiah, a count, or a percentage (0..100, one decimal). */
export type FigureKind = 'money' | 'count' | 'percent';

export interface Kpi {
  label: string;
  value: number;
  kind: FigureKind;
  /** Machine name, also the data-testid of the figure on the page. */
  key: string;
}

export interface ChartSeries {
  label: string;
  data: number[];
  kind: FigureKind;
  /** Shown in the table view only (a second unit would need a second axis). */
  tableOnly?: boolean;
}

export interface ReportChart {
  id: string;
  title: string;
  type: 'bar' | 'line' | 'doughnut';
  /** Horizontal bars read better for long product names. */
  horizontal?: boolean;
  /** Heading of the label column in the table view. */
  labelHeading: string;
  labels: string[];
  series: ChartSeries[];
}

export interface ReportData {
  title: string;
  /** The question the report answers, shown under the title. */
  question: string;
  kpis: Kpi[];
  charts: ReportChart[];
  /** A note under the figures (how they are counted). */
  note: string;
}

export type Granularity = 'day' | 'week' | 'month';

export interface ReportRange {
  /** YYYY-MM-DD, inclusive, in WIB. */
  from: string;
  to: string;
  group: Granularity;
}

export interface ReportContext {
  db: Exec;
  brandId: number;
  brandName: string;
  userId: number;
  range: ReportRange;
}

/** Orders that count as sales: finished (6) and received (8), as the home summary counts them. */
export const SOLD = sql`(6, 8)`;
/** Shipped or later, the home summary's "done" (3, 6, 8). */
export const SHIPPED = sql`(3, 6, 8)`;
/** Refund (4) and return (5), the home summary's "cancelled"/"failed". */
export const CANCELLED = sql`(4, 5)`;

export const statusNames: Record<number, string> = {
  1: 'Belum diproses',
  2: 'Diproses',
  3: 'Dikirim',
  8: 'Diterima',
  6: 'Selesai',
  4: 'Refund',
  5: 'Retur',
};
/** Funnel order: the path an order takes, then the ways out. */
export const statusOrder = [1, 2, 3, 8, 6, 4, 5];

/** The WIB calendar date of a timestamptz column. */
export const wibDate = (column: SQL) =>
  sql`((${column} AT TIME ZONE 'UTC') + interval '7 hours')::date`;

/** A column's WIB date inside the report's range. */
export const inRange = (column: SQL, range: ReportRange) =>
  sql`${wibDate(column)} BETWEEN ${range.from}::date AND ${range.to}::date`;

/** The first day (YYYY-MM-DD) of the period a WIB date falls in. */
export const bucketOf = (date: SQL, group: Granularity) =>
  sql`to_char(date_trunc(${group}, ${date}::timestamp), 'YYYY-MM-DD')`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export function todayWib(now = Date.now()): string {
  return new Date(now + 7 * 3600_000).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The periods of a range, so days without orders still show as zero. */
export function periodsOf(range: ReportRange): string[] {
  const out: string[] = [];
  const start = new Date(`${range.from}T00:00:00Z`);
  if (range.group === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (range.group === 'month') start.setUTCDate(1);
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (const d = start; d.getTime() <= end && out.length < 400;) {
    out.push(d.toISOString().slice(0, 10));
    if (range.group === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (range.group === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** Fills a per-period series from query rows keyed by period. */
export function series<T extends { period: string }>(
  periods: string[],
  list: T[],
  pick: (row: T) => number,
): number[] {
  const byPeriod = new Map(list.map((row) => [row.period, row]));
  return periods.map((p) => {
    const row = byPeriod.get(p);
    return row ? Number(pick(row)) : 0;
  });
}

export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/**
 * The range asked for in the query (from, to: YYYY-MM-DD in WIB; group: day|week|month).
 * Without one the report covers everything the brand has, so its totals equal the home page's.
 */
export async function resolveRange(
  db: Exec,
  brandIds: number[],
  query: Record<string, unknown>,
  now = Date.now(),
): Promise<ReportRange> {
  const from = typeof query.from === 'string' && query.from !== '' ? query.from : undefined;
  const to = typeof query.to === 'string' && query.to !== '' ? query.to : undefined;
  const group = typeof query.group === 'string' && query.group !== '' ? query.group : undefined;
  if (from !== undefined && !validDate(from))
    throw badRequest('Tanggal awal harus berformat YYYY-MM-DD.');
  if (to !== undefined && !validDate(to))
    throw badRequest('Tanggal akhir harus berformat YYYY-MM-DD.');
  if (group !== undefined && group !== 'day' && group !== 'week' && group !== 'month') {
    throw badRequest('Pengelompokan harus harian, mingguan atau bulanan.');
  }
  const ids = sql.join(
    brandIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const first = from
    ? undefined
    : await one<{ first: string | null }>(
        db,
        sql`SELECT to_char(min(d), 'YYYY-MM-DD') AS first FROM (
              SELECT min(${wibDate(sql`created_at`)}) AS d FROM orders WHERE brand_id IN (${ids})
              UNION ALL SELECT min(transaction_date) FROM offline_transactions WHERE stockist_id IN (${ids})
              UNION ALL SELECT min(${wibDate(sql`created_at`)}) FROM penalties WHERE brand_id IN (${ids})) s`,
      );
  const end = to ?? todayWib(now);
  const start = from ?? first?.first ?? end;
  if (start > end) throw badRequest('Tanggal awal tidak boleh setelah tanggal akhir.');
  if (daysBetween(start, end) > 3660) throw badRequest('Rentang tanggal paling lama 10 tahun.');
  const span = daysBetween(start, end);
  const chosen: Granularity =
    (group as Granularity | undefined) ?? (span <= 31 ? 'day' : span <= 180 ? 'week' : 'month');
  return { from: start, to: end, group: chosen };
}
