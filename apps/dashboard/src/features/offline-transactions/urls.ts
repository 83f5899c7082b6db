import { checkDateRange, urlDateRange } from '../../platform/date-range';

/** The stockist's offline sales pages (spec §2). */
export const offlineListPath = '/transaction-offline';
export const offlineAddPath = '/transaction-offline/add';

/** Offline list sort choices (the contract's sortBy enum). */
export const offlineSorts = [
  'transactionDate',
  'transactionDateAsc',
  'totalAmount',
  'totalAmountAsc',
] as const;
export type OfflineSort = (typeof offlineSorts)[number];

/** §9: default page size 15. */
export const OFFLINE_PAGE_SIZE = 15;

/** The list as the URL holds it (every filter is in the URL, §3 pageParams keep it). */
export interface OfflineQuery {
  page: number;
  size: number;
  sortBy: OfflineSort;
  q: string;
  from: string;
  to: string;
}

export const defaultOfflineQuery: OfflineQuery = {
  page: 1,
  size: OFFLINE_PAGE_SIZE,
  sortBy: 'transactionDate',
  q: '',
  from: '',
  to: '',
};

function positive(value: string | null, fallback: number, max: number): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/** Reads the URL; anything malformed falls back to its default, so a bad link never sends it. */
export function parseOfflineQuery(params: URLSearchParams): OfflineQuery {
  const sort = params.get('sortBy');
  const range = urlDateRange(params);
  return {
    page: positive(params.get('page'), 1, 1000000),
    size: positive(params.get('size'), OFFLINE_PAGE_SIZE, 100),
    sortBy: offlineSorts.includes(sort as OfflineSort) ? (sort as OfflineSort) : 'transactionDate',
    q: (params.get('q') ?? '').slice(0, 255),
    from: range.from ?? '',
    to: range.to ?? '',
  };
}

/** The URL of a query: defaults are left out so a clean list has a clean URL. */
export function toSearchParams(query: OfflineQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== OFFLINE_PAGE_SIZE) params.set('size', String(query.size));
  if (query.sortBy !== 'transactionDate') params.set('sortBy', query.sortBy);
  if (query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

export type DateRangeError = 'from' | 'to' | 'order' | null;

/** Why a typed date range is refused before it reaches the URL (§5: YYYY-MM-DD strictly). */
export function dateRangeError(from: string, to: string): DateRangeError {
  const checked = checkDateRange(from, to);
  return checked.ok ? null : checked.refused;
}
