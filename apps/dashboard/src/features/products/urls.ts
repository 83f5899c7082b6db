import { urlDateRange } from '../../platform/date-range';

/** Product pages of §2, v3 first; typed builders so links never drift from the route table. */
export const productPaths = {
  listV3: '/product-v3',
  createV3: '/product-v3/create',
  addVariantV3: '/product-v3/variant',
  editV3: '/product-v3/:id',
  bulkEditV3: '/product-v3/bulk-edit/:id',
  listV2: '/product',
  createV2: '/product/create',
  addVariantV2: '/product/add-variant',
  detail: '/detail-product/:id?',
} as const;

export type ProductApiVersion = 'v2' | 'v3';

export function listPath(version: ProductApiVersion): string {
  return version === 'v3' ? productPaths.listV3 : productPaths.listV2;
}

/** The list searched for a name, where a variant just added is found. */
export function listSearchPath(version: ProductApiVersion, q: string): string {
  return `${listPath(version)}?${new URLSearchParams({ q }).toString()}`;
}

/**
 * The list on its first page, newest first, where a product just created sits on top. Not the
 * bare address: that would bring the saved filters back.
 */
export function listNewestFirstPath(version: ProductApiVersion): string {
  return `${listPath(version)}?page=1`;
}

export function createPath(version: ProductApiVersion): string {
  return version === 'v3' ? productPaths.createV3 : productPaths.createV2;
}

export function addVariantPath(version: ProductApiVersion, productId?: number): string {
  const base = version === 'v3' ? productPaths.addVariantV3 : productPaths.addVariantV2;
  return productId === undefined ? base : `${base}?productId=${productId}`;
}

export function editPath(id: number): string {
  return `/product-v3/${id}`;
}

export function detailPath(id: number): string {
  return `/detail-product/${id}`;
}

/** The `:id` of the edit and detail pages; null when it is missing or not a product id. */
export function parseProductId(id: string | undefined): number | null {
  const value = Number(id);
  return id !== undefined && Number.isInteger(value) && value > 0 ? value : null;
}

/** The product the add-variant page starts on (`?productId=`), as the form's select value. */
export function parsePresetProductId(params: URLSearchParams): string | undefined {
  return params.get('productId') ?? undefined;
}

/*
 * The list state of the product pages, kept in the URL (page, size, q, selectedTab,
 * stockStatus, productTypeId, sort) so a link, a reload or a product notification reproduces the same view.
 */
export const pageSizes = [15, 25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export const listTabs = ['all', 'active', 'inactive'] as const;
export type ListTab = (typeof listTabs)[number];

export const stockStatuses = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatusFilter = (typeof stockStatuses)[number];

/** The list's sorts by their URL key, as the contract's sort fields the listing calls send. */
export const sortFields = {
  newest: { sortBy: 'createdAt', sortDirection: 'desc' },
  oldest: { sortBy: 'createdAt', sortDirection: 'asc' },
  'name-asc': { sortBy: 'name', sortDirection: 'asc' },
  'name-desc': { sortBy: 'name', sortDirection: 'desc' },
  'stock-asc': { sortBy: 'stock', sortDirection: 'asc' },
  'stock-desc': { sortBy: 'stock', sortDirection: 'desc' },
  'price-asc': { sortBy: 'price', sortDirection: 'asc' },
  'price-desc': { sortBy: 'price', sortDirection: 'desc' },
} as const;
export type SortKey = keyof typeof sortFields;
export const sortKeys = Object.keys(sortFields) as SortKey[];

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

/** The longest search the list sends (and its search box takes). */
export const maxQueryLength = 255;

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

/** The variant a notification opened the list for (`variantId`); never set by a manual search. */
export function parseHighlightVariantId(params: URLSearchParams): number | undefined {
  const variantId = Number(params.get('variantId'));
  return isNotificationArrival(params) && Number.isInteger(variantId) && variantId > 0
    ? variantId
    : undefined;
}

/** Where a stock change came from, as the history call filters it (the contract's enum). */
export const stockHistorySources = [
  'grid',
  'upload',
  'offline',
  'order',
  'replay',
  'product',
] as const;
export type StockHistorySource = (typeof stockHistorySources)[number];

/**
 * The 'Riwayat stok' view on the product detail page: which variant, the WIB days and the source
 * it is filtered by, and the page; in the URL so a reload or a shared link shows the same entries.
 */
export interface StockHistoryQuery {
  variantId: number;
  from: string | null;
  to: string | null;
  source: StockHistorySource | null;
  page: number;
}

/** The history the detail page's URL asks for; null when no variant's history is open. */
export function parseStockHistoryQuery(params: URLSearchParams): StockHistoryQuery | null {
  const variantId = Number(params.get('variantId'));
  if (!Number.isInteger(variantId) || variantId < 1) return null;
  const page = Number(params.get('page'));
  return {
    variantId,
    ...urlDateRange(params),
    source: pick(stockHistorySources, params.get('source')) ?? null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL search of a history view; defaults are left out. */
export function stockHistorySearch(query: StockHistoryQuery): string {
  const params = new URLSearchParams({ variantId: String(query.variantId) });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.source) params.set('source', query.source);
  if (query.page !== 1) params.set('page', String(query.page));
  return `?${params.toString()}`;
}

/** The product detail page with a variant's stock history open. */
export function stockHistoryPath(productId: number, variantId: number): string {
  return `${detailPath(productId)}${stockHistorySearch({ variantId, from: null, to: null, source: null, page: 1 })}`;
}

/** The two lists of a bulk edit's preview: the rows that change something and the rows refused. */
export const bulkEditTabs = ['changed', 'refused'] as const;
export type BulkEditTab = (typeof bulkEditTabs)[number];

/** The preview's URL state (`tab`, `page`), so a reload or a shared link shows the same rows. */
export interface BulkEditQuery {
  tab: BulkEditTab;
  page: number;
}

export function parseBulkEditQuery(params: URLSearchParams): BulkEditQuery {
  const page = Number(params.get('page'));
  return {
    tab: pick(bulkEditTabs, params.get('tab')) ?? 'changed',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The `:id` of the preview: a positive whole number, as a product's. */
export const parseBulkEditId = parseProductId;

/** The preview of bulk edit `id`; defaults are left out. */
export function bulkEditPath(id: number, query: Partial<BulkEditQuery> = {}): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== 'changed') params.set('tab', query.tab);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/product-v3/bulk-edit/${id}${search ? `?${search}` : ''}`;
}
