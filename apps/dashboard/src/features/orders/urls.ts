import { urlDateRange } from '../../platform/date-range';
import { allStatuses, isOrderStatusFilter, type OrderStatusFilter } from './order-status';

export const transactionPath = '/transaction';
export const transactionV3Path = '/transaction-v3';
export const transactionPaths = [transactionPath, transactionV3Path] as const;
export const printPagePath = '/print-page';

// --- the queue's list state (§3 list keys: page, size, status, q, sortBy, sortDirection, from, to)

export const defaultPageSize = 15;
/** 25 is the size a notification link asks for (§9); the others are offered in the pager. */
export const pageSizes = [15, 25, 50, 100] as const;

export const sortValues = [
  'createdAt:asc',
  'createdAt:desc',
  'updatedAt:desc',
  'totalAmount:desc',
] as const;
export type OrderSort = (typeof sortValues)[number];
/** §3 lists sort ascending by default; on created_at that is the oldest waiting order first. */
export const defaultSort: OrderSort = 'createdAt:asc';

export function isSort(value: string): value is OrderSort {
  return (sortValues as readonly string[]).includes(value);
}

export interface OrderQuery {
  status: OrderStatusFilter;
  page: number;
  size: number;
  q: string;
  from: string | null;
  to: string | null;
  sort: OrderSort;
}

export const defaultOrderQuery: OrderQuery = {
  status: allStatuses,
  page: 1,
  size: defaultPageSize,
  q: '',
  from: null,
  to: null,
  sort: defaultSort,
};

function positiveInt(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

/**
 * The list state as the URL carries it. Anything malformed falls back to its default instead of
 * reaching the server, and a reversed date range is dropped.
 */
export function parseOrderQuery(params: URLSearchParams): OrderQuery {
  const statusRaw = Number(params.get('status') ?? allStatuses);
  const sortRaw = `${params.get('sortBy') ?? ''}:${params.get('sortDirection') ?? ''}`;
  const sizeRaw = positiveInt(params.get('size'), defaultPageSize);
  const { from, to } = urlDateRange(params);
  return {
    status: Number.isInteger(statusRaw) && isOrderStatusFilter(statusRaw) ? statusRaw : allStatuses,
    page: positiveInt(params.get('page'), 1),
    size: Math.min(sizeRaw, 100),
    q: (params.get('q') ?? '').trim().slice(0, 255),
    from,
    to,
    sort: isSort(sortRaw) ? sortRaw : defaultSort,
  };
}

export function orderQueryToParams(query: OrderQuery): Record<string, string> {
  const [sortBy, sortDirection] = query.sort.split(':') as [string, string];
  const params: Record<string, string> = {
    page: String(query.page),
    size: String(query.size),
    status: String(query.status),
    sortBy,
    sortDirection,
  };
  if (query.q) params.q = query.q;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}

// --- the print page: /print-page?orders=<code>,<code>[&kind=labels|packing]

export type PrintKind = 'all' | 'labels' | 'packing';

export function isPrintKind(value: string | null): value is PrintKind {
  return value === 'all' || value === 'labels' || value === 'packing';
}

/** Where the print page for these orders lives; order codes keep the seller's selection order. */
export function printPageHref(orderCodes: readonly string[], kind: PrintKind = 'all'): string {
  const params = new URLSearchParams({ orders: orderCodes.join(',') });
  if (kind !== 'all') params.set('kind', kind);
  return `${printPagePath}?${params.toString()}`;
}

/** Order codes named by a print link: `orders=A,B` or the receipt's `orderCode=A`. */
export function orderCodesOf(params: URLSearchParams): string[] {
  const listed = (params.get('orders') ?? '').split(',');
  const single = params.getAll('orderCode');
  const codes = [...listed, ...single].map((code) => code.trim()).filter((code) => code !== '');
  return [...new Set(codes)];
}

export function printKindOf(params: URLSearchParams): PrintKind {
  const kind = params.get('kind');
  return isPrintKind(kind) ? kind : 'all';
}

/** The same link with another kind; 'all' is the bare link. */
export function withPrintKind(params: URLSearchParams, kind: PrintKind): URLSearchParams {
  const next = new URLSearchParams(params);
  if (kind === 'all') next.delete('kind');
  else next.set('kind', kind);
  return next;
}
