import { isStrictDate } from '../../platform/datetime';
import type {
  HistoryQuery,
  LedgerCategory,
  LedgerQuery,
  WithdrawalStatusFilter,
} from './finance-calls';

export const financePageSize = 15;
const statuses: readonly WithdrawalStatusFilter[] = [
  'all',
  'pending',
  'processed',
  'success',
  'failed',
];
export const ledgerCategories: readonly LedgerCategory[] = [
  'all',
  'order_income',
  'refund',
  'fee',
  'withdrawal',
  'withdrawal_reversal',
  'adjustment',
];

function positive(value: string | null, fallback: number, max: number): number {
  const n = value !== null && /^\d+$/.test(value) ? Number(value) : fallback;
  return n >= 1 && n <= max ? n : fallback;
}

function date(value: string | null): string | null {
  return value !== null && isStrictDate(value) ? value : null;
}

/** A date range whose start is after its end keeps only the start. */
function range(params: URLSearchParams): { from: string | null; to: string | null } {
  const from = date(params.get('from'));
  const to = date(params.get('to'));
  return { from, to: from && to && from > to ? null : to };
}

/** The history list state from the URL; anything malformed falls back to its default. */
export function readHistoryQuery(params: URLSearchParams): HistoryQuery {
  const status = params.get('status');
  return {
    page: positive(params.get('page'), 1, 1_000_000),
    size: positive(params.get('size'), financePageSize, 100),
    status: statuses.find((s) => s === status) ?? 'all',
    ...range(params),
  };
}

export function readLedgerQuery(params: URLSearchParams): LedgerQuery {
  const category = params.get('category');
  return {
    page: positive(params.get('page'), 1, 1_000_000),
    size: positive(params.get('size'), financePageSize, 100),
    category: ledgerCategories.find((c) => c === category) ?? 'all',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    ...range(params),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function toSearch(query: HistoryQuery | LedgerQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== financePageSize) params.set('size', String(query.size));
  if ('status' in query && query.status !== 'all') params.set('status', query.status);
  if ('category' in query && query.category !== 'all') params.set('category', query.category);
  if ('q' in query && query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}
