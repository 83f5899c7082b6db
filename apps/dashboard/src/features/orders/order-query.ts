import { isStrictDate } from '../../platform/datetime';
import { allStatuses, isOrderStatusFilter, type OrderStatusFilter } from './order-status';

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
type OrderSortBy = OrderSort extends `${infer Field}:${string}` ? Field : never;
/** §3 lists sort ascending by default; on created_at that is the oldest waiting order first. */
export const defaultSort: OrderSort = 'createdAt:asc';

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

function isSort(value: string): value is OrderSort {
  return (sortValues as readonly string[]).includes(value);
}

/**
 * The list state as the URL carries it (§3 list keys: page, size, status, q, sortBy,
 * sortDirection, plus from/to). Anything malformed falls back to its default instead of
 * reaching the server, and a reversed date range is dropped.
 */
export function parseOrderQuery(params: URLSearchParams): OrderQuery {
  const statusRaw = Number(params.get('status') ?? allStatuses);
  const sortRaw = `${params.get('sortBy') ?? ''}:${params.get('sortDirection') ?? ''}`;
  const sizeRaw = positiveInt(params.get('size'), defaultPageSize);
  const fromRaw = params.get('from');
  const toRaw = params.get('to');
  const from = fromRaw !== null && isStrictDate(fromRaw) ? fromRaw : null;
  const to = toRaw !== null && isStrictDate(toRaw) ? toRaw : null;
  const reversed = from !== null && to !== null && from > to;
  return {
    status: Number.isInteger(statusRaw) && isOrderStatusFilter(statusRaw) ? statusRaw : allStatuses,
    page: positiveInt(params.get('page'), 1),
    size: Math.min(sizeRaw, 100),
    q: (params.get('q') ?? '').trim().slice(0, 255),
    from: reversed ? null : from,
    to: reversed ? null : to,
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

/** The API's list query for one OrderQuery. */
export function toListRequest(query: OrderQuery, brandId: number) {
  const [sortBy, sortDirection] = query.sort.split(':') as [OrderSortBy, 'asc' | 'desc'];
  return {
    brandId,
    page: query.page,
    size: query.size,
    status: query.status,
    sortBy,
    sortDirection,
    ...(query.q ? { q: query.q } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}
