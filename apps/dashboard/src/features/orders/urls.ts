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
  'shipBy:asc',
] as const;
export type OrderSort = (typeof sortValues)[number];
/** §3 lists sort ascending by default; on created_at that is the oldest waiting order first. */
export const defaultSort: OrderSort = 'createdAt:asc';

export function isSort(value: string): value is OrderSort {
  return (sortValues as readonly string[]).includes(value);
}

/**
 * The ship-by windows the sandbox filters by (docs/decisions/ship-by.md): due later today, due
 * within the next hours ('Hampir terlambat'), past the deadline.
 */
export const shipByFilters = ['today', 'soon', 'late'] as const;
export type ShipByFilter = (typeof shipByFilters)[number];
/** The hours 'Hampir terlambat' looks ahead; the sandbox's SOON_HOURS. */
export const SOON_HOURS = 6;

export function isShipByFilter(value: string | null): value is ShipByFilter {
  return (shipByFilters as readonly (string | null)[]).includes(value);
}

export interface OrderQuery {
  status: OrderStatusFilter;
  /** Orders still to ship in one deadline window; null is every order. */
  shipBy: ShipByFilter | null;
  page: number;
  size: number;
  q: string;
  from: string | null;
  to: string | null;
  sort: OrderSort;
}

export const defaultOrderQuery: OrderQuery = {
  status: allStatuses,
  shipBy: null,
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
  const shipBy = params.get('shipBy');
  return {
    status: Number.isInteger(statusRaw) && isOrderStatusFilter(statusRaw) ? statusRaw : allStatuses,
    shipBy: isShipByFilter(shipBy) ? shipBy : null,
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
  if (query.shipBy) params.shipBy = query.shipBy;
  return params;
}

/** The queue showing one deadline window, soonest deadline first (home's 'Perlu tindakan'). */
export function shipByQueueHref(shipBy: ShipByFilter): string {
  const params = new URLSearchParams(
    orderQueryToParams({ ...defaultOrderQuery, shipBy, sort: 'shipBy:asc' }),
  );
  return `${transactionV3Path}?${params.toString()}`;
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
