import { HIDE_ERROR_HEADERS, unwrap, type ApiClients } from '@seller/api-types';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId, openedListParams } from '../../platform/data/prefetch-inputs';
import { readTenant } from '../../platform/tenant-store';
import {
  stockistHeader,
  type OfflinePage,
  type OfflineReason,
  type OfflineScope,
  type OfflineTransaction,
  type SellableVariant,
} from './offline-scope';
import { parseOfflineQuery, type OfflineQuery } from './urls';

/*
 * The offline sales pages' reads. No React here: on a reload the entry script may load this
 * module before the app core to start a page's calls beside the session calls.
 */

/** The §7 list query: brandId, page, size, sortBy, q, from, to. */
function toListRequest(query: OfflineQuery, brandId: number) {
  return {
    brandId,
    page: query.page,
    size: query.size,
    sortBy: query.sortBy,
    ...(query.q ? { q: query.q } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

/**
 * Variants the stockist can sell: `code` is an exact SKU/barcode, `q` a search. The add page
 * shows a failure next to the field with its own retry, so no error toast repeats it.
 */
export async function findVariants(
  scope: OfflineScope,
  search: { code: string } | { q: string },
  signal?: AbortSignal,
): Promise<SellableVariant[]> {
  const query = 'code' in search ? { code: search.code, size: 1 } : { q: search.q, size: 8 };
  const result = await unwrap(
    scope.api.stockist.GET('/v1/stockist/transaction/offline/variant', {
      params: { header: stockistHeader(scope), query },
      headers: HIDE_ERROR_HEADERS,
      signal,
    }),
  );
  return result.data;
}

// The stockist is the selected brand: a brand switch drops what was read for the one left.
const scopeOf = (scope: OfflineScope) => ({ brandId: scope.stockistId });

export const offlineKeys = {
  list: (scope: OfflineScope) => ['offline', scopeOf(scope), 'list'] as const,
  sale: (scope: OfflineScope, id: number) => ['offline', scopeOf(scope), 'sale', id] as const,
  reasons: (scope: OfflineScope) => ['offline', scopeOf(scope), 'reasons'] as const,
  variants: (scope: OfflineScope) => ['offline', scopeOf(scope), 'variants'] as const,
};

export function offlineListRead(scope: OfflineScope, query: OfflineQuery): Read<OfflinePage> {
  const request = toListRequest(query, scope.stockistId);
  return {
    queryKey: [...offlineKeys.list(scope), request],
    queryFn: ({ signal }) =>
      unwrap(
        scope.api.stockist.GET('/v2/stockist/transaction/offline', {
          params: { header: stockistHeader(scope), query: request },
          signal,
        }),
      ).then(({ data }) => data),
  };
}

export function offlineSaleRead(scope: OfflineScope, id: number): Read<OfflineTransaction> {
  return {
    queryKey: offlineKeys.sale(scope, id),
    queryFn: ({ signal }) =>
      unwrap(
        scope.api.stockist.GET('/v2/stockist/transaction/offline/{id}', {
          params: { header: stockistHeader(scope), path: { id } },
          signal,
        }),
      ).then(({ data }) => data),
  };
}

export function offlineReasonsRead(scope: OfflineScope): Read<OfflineReason[]> {
  return {
    queryKey: offlineKeys.reasons(scope),
    queryFn: ({ signal }) =>
      unwrap(scope.api.stockist.GET('/v1/stockist/transaction/offline/reason', { signal })).then(
        ({ data }) => data,
      ),
  };
}

/** The variants a typed search finds (a scanned code is looked up on its own, in scan order). */
export function variantSearchRead(scope: OfflineScope, q: string): Read<SellableVariant[]> {
  return {
    queryKey: [...offlineKeys.variants(scope), { q }],
    queryFn: ({ signal }) => findVariants(scope, { q }, signal),
  };
}

/** A sale changed the stock and the list: what of them is on screen asks again. */
export async function refreshAfterSale(scope: OfflineScope): Promise<void> {
  const client = queryClientOf(scope.api);
  await Promise.all([
    refreshAnswers(client, offlineKeys.variants(scope)),
    refreshAnswers(client, offlineKeys.list(scope)),
  ]);
}

/** A kept sale landed: the list and its totals on screen ask again. */
export function refreshOfflineList(scope: OfflineScope): Promise<void> {
  return refreshAnswers(queryClientOf(scope.api), offlineKeys.list(scope));
}

/** The stockist last worked in; the offline sales are a stockist account's. */
function lastScope(api: ApiClients): OfflineScope | null {
  const stockistId = lastSingleBrandId();
  if (stockistId === null || stockistId < 1 || readTenant() !== 'stockist') return null;
  return { api, stockistId };
}

/** /transaction-offline: the page of sales the address (or the list state saved for it) opens. */
export function prefetchOfflineList(api: ApiClients, url: URL): void {
  const scope = lastScope(api);
  if (!scope) return;
  const query = parseOfflineQuery(openedListParams(url));
  void prefetchRead(queryClientOf(api), offlineListRead(scope, query));
}

/** /transaction-offline/add: the reasons the sale is recorded under. */
export function prefetchOfflineAdd(api: ApiClients): void {
  const scope = lastScope(api);
  if (!scope) return;
  void prefetchRead(queryClientOf(api), offlineReasonsRead(scope));
}
