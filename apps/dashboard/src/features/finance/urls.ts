import { routePaths } from '../../app/route-paths';
import { isStrictDate } from '../../platform/strict-date';
import type { FinanceTransaction } from './finance-types';

/** The money pages of §2: /withdrawal, /finance-withdrawal, /finance-withdrawal/{id}, /finance-transaction. */
export const financePaths = {
  withdrawal: routePaths.withdrawal,
  history: '/finance-withdrawal',
  detail: '/finance-withdrawal/:id',
  ledger: routePaths.financeTransaction,
} as const;

export type LedgerCategory = 'all' | FinanceTransaction['category'];

export interface HistoryQuery {
  page: number;
  size: number;
  status: WithdrawalStatusFilter;
  from: string | null;
  to: string | null;
}

export interface LedgerQuery {
  page: number;
  size: number;
  category: LedgerCategory;
  q: string;
  from: string | null;
  to: string | null;
}

export const financePageSize = 15;
/** The contract's bound on the ledger's `q`. */
export const ledgerSearchMaxLength = 100;
export const withdrawalStatuses = ['all', 'pending', 'processed', 'success', 'failed'] as const;
export type WithdrawalStatusFilter = (typeof withdrawalStatuses)[number];
export const ledgerCategories: readonly LedgerCategory[] = [
  'all',
  'order_income',
  'refund',
  'fee',
  'withdrawal',
  'withdrawal_reversal',
  'adjustment',
];

/** The id of /finance-withdrawal/{id}; null for anything but 1–10 digits. */
export function withdrawalIdOf(segment: string | undefined): number | null {
  return segment !== undefined && /^\d{1,10}$/.test(segment) ? Number(segment) : null;
}

/** The id a detail address names, as the route's loader sees the whole path. */
export function withdrawalIdInPath(pathname: string): number | null {
  const prefix = `${financePaths.history}/`;
  return pathname.startsWith(prefix) ? withdrawalIdOf(pathname.slice(prefix.length)) : null;
}

export const withdrawalDetailUrl = (id: number) => `${financePaths.history}/${id}`;
export const orderSearchUrl = (orderCode: string) =>
  `${routePaths.transaction}?q=${encodeURIComponent(orderCode)}`;
export const settingsUrl = routePaths.settings;

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
    status: withdrawalStatuses.find((s) => s === status) ?? 'all',
    ...range(params),
  };
}

export function readLedgerQuery(params: URLSearchParams): LedgerQuery {
  const category = params.get('category');
  return {
    page: positive(params.get('page'), 1, 1_000_000),
    size: positive(params.get('size'), financePageSize, 100),
    category: ledgerCategories.find((c) => c === category) ?? 'all',
    q: (params.get('q') ?? '').trim().slice(0, ledgerSearchMaxLength),
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

/** The ledger filtered to some movements, from its first page. */
export function ledgerUrl(change: Partial<LedgerQuery>): string {
  const search = toSearch({ ...readLedgerQuery(new URLSearchParams()), ...change }).toString();
  return search ? `${financePaths.ledger}?${search}` : financePaths.ledger;
}
