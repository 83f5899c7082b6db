/**
 * The list state of the product pages, kept in the URL (page, size, q, selectedTab,
 * stockStatus, productTypeId, sort) so a link, a reload or a product notification reproduces the same view.
 */
export const pageSizes = [15, 25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export const listTabs = ['all', 'active', 'inactive'] as const;
export type ListTab = (typeof listTabs)[number];

export const stockStatuses = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatusFilter = (typeof stockStatuses)[number];

export const sortKeys = [
  'newest',
  'oldest',
  'name-asc',
  'name-desc',
  'stock-asc',
  'stock-desc',
  'price-asc',
  'price-desc',
] as const;
export type SortKey = (typeof sortKeys)[number];

export interface ListQuery {
  page: number;
  size: PageSize;
  q: string;
  selectedTab: ListTab;
  stockStatus: StockStatusFilter | null;
  /** A product type id from the dropdown-level call; the types below it match too. */
  productTypeId: number | null;
  sort: SortKey;
}

/** §3 list defaults: page 1, size 15, no search; newest first as sellers look for recent work. */
export const defaultListQuery: ListQuery = {
  page: 1,
  size: 15,
  q: '',
  selectedTab: 'all',
  stockStatus: null,
  productTypeId: null,
  sort: 'newest',
};

const maxQueryLength = 255;

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((entry) => entry === value);
}

/** Reads a list state from the URL; anything malformed falls back to its default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const productTypeId = Number(params.get('productTypeId'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : defaultListQuery.page,
    size: pageSizes.find((entry) => entry === size) ?? defaultListQuery.size,
    q: (params.get('q') ?? '').slice(0, maxQueryLength),
    selectedTab: pick(listTabs, params.get('selectedTab')) ?? defaultListQuery.selectedTab,
    stockStatus: pick(stockStatuses, params.get('stockStatus')) ?? null,
    productTypeId: Number.isInteger(productTypeId) && productTypeId >= 1 ? productTypeId : null,
    sort: pick(sortKeys, params.get('sort')) ?? defaultListQuery.sort,
  };
}

/** The URL form of a list state; defaults are left out to keep links short. */
export function listQueryRecord(query: ListQuery): Record<string, string> {
  const record: Record<string, string> = {};
  if (query.page !== defaultListQuery.page) record.page = String(query.page);
  if (query.size !== defaultListQuery.size) record.size = String(query.size);
  if (query.q.trim()) record.q = query.q.trim();
  if (query.selectedTab !== defaultListQuery.selectedTab) record.selectedTab = query.selectedTab;
  if (query.stockStatus) record.stockStatus = query.stockStatus;
  if (query.productTypeId !== null) record.productTypeId = String(query.productTypeId);
  if (query.sort !== defaultListQuery.sort) record.sort = query.sort;
  return record;
}

/** A filter change sends the seller back to page 1: page 7 of another filter means nothing. */
export function withFilter(query: ListQuery, change: Partial<Omit<ListQuery, 'page'>>): ListQuery {
  return { ...query, ...change, page: 1 };
}

/** Arrival from a product notification (§2): the variant named in q is highlighted. */
export function isNotificationArrival(params: URLSearchParams): boolean {
  return params.get('source') === 'notification';
}
