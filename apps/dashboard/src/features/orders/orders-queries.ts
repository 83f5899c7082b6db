import { unwrap, type ApiClients } from '@seller/api-types';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId, openedListParams } from '../../platform/data/prefetch-inputs';
import { readTenant } from '../../platform/tenant-store';
import { countsByFilter } from './order-status';
import type { Order, OrderCounts, OrderPage, OrderScope, PrintOrders } from './order-types';
import { parseOrderQuery, transactionV3Path, type OrderQuery } from './urls';

/*
 * The order pages' reads. No React here: on a reload the entry script loads this module before
 * the app core to start the queue's calls beside the session calls.
 *
 * The calls are not aborted when their page moves on (another tab, another page): a seller who
 * comes back within the cache's freshness gets the answer they brought.
 */

type OrderSortBy = OrderQuery['sort'] extends `${infer Field}:${string}` ? Field : never;

/** The API's list query for one OrderQuery. */
function toListRequest(query: OrderQuery, brandId: number) {
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
    ...(query.shipBy ? { shipBy: query.shipBy } : {}),
  };
}

/** One page of the queue, from the call family the brand uses. */
export async function fetchOrderPage(
  scope: OrderScope,
  query: OrderQuery,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const request = toListRequest(query, scope.brandId);
  const result =
    scope.family === 'v3'
      ? await unwrap(
          scope.api.brand.GET('/v3/{tenant}/order/list', {
            params: { path: { tenant: scope.tenant }, query: request },
            signal,
          }),
        )
      : await unwrap(
          scope.api.admin.GET('/admin/order-list', { params: { query: request }, signal }),
        );
  return { orders: result.data, metadata: result.metadata };
}

/** GET /admin/order-list/v2/count: totals per status, the source of the tab counts. */
async function fetchOrderCounts(scope: OrderScope) {
  const result = await unwrap(
    scope.api.admin.GET('/admin/order-list/v2/count', {
      params: { query: { brandId: scope.brandId } },
    }),
  );
  return result.data.totalTransaction;
}

/** Whose orders: the brand, the tenant its calls name, and the call family they go through. */
function queueScope({ tenant, brandId, family }: OrderScope) {
  return { tenant, brandId, family };
}

export const orderKeys = {
  /** Everything the open queue shows: its page of orders and its tab counts. */
  queue: (scope: OrderScope) => ['orders', queueScope(scope)] as const,
  page: (scope: OrderScope, query: OrderQuery) =>
    [...orderKeys.queue(scope), 'page', query] as const,
  counts: (scope: OrderScope) => [...orderKeys.queue(scope), 'counts'] as const,
  print: (brandId: number, codes: readonly string[]) =>
    ['orders', { brandId }, 'print', [...codes]] as const,
};

export function orderPageRead(scope: OrderScope, query: OrderQuery): Read<OrderPage> {
  return { queryKey: orderKeys.page(scope, query), queryFn: () => fetchOrderPage(scope, query) };
}

/** The tab counts, 'Semua' as the sum of the others. */
export function orderCountsRead(scope: OrderScope): Read<OrderCounts> {
  return {
    queryKey: orderKeys.counts(scope),
    queryFn: async () => countsByFilter(await fetchOrderCounts(scope)),
  };
}

/** After a write the queue shows (processed, shipped, a waybill corrected): its page and counts. */
export function refreshOrderQueue(scope: OrderScope): Promise<void> {
  return refreshAnswers(queryClientOf(scope.api), orderKeys.queue(scope));
}

/** A pushed order change moves the tab badges; the list the seller is reading stays as it is. */
export function refreshOrderCounts(scope: OrderScope): Promise<void> {
  return refreshAnswers(queryClientOf(scope.api), orderKeys.counts(scope));
}

/**
 * From the route's loader, or earlier from the entry script on a reload: the list and the tab
 * counts the page at this address will ask for, started beside the page's chunk instead of
 * after the session and the page have loaded. The brand is the one the seller last worked in;
 * the call family follows the address (the page forwards to the other address when the session
 * says so, and asks afresh there). A brand list shows no queue, so nothing is asked for it.
 */
export function prefetchOrderQueue(api: ApiClients, url: URL): void {
  const brandId = lastSingleBrandId();
  if (brandId === null) return;
  const scope: OrderScope = {
    api,
    family: url.pathname === transactionV3Path ? 'v3' : 'admin',
    tenant: readTenant(),
    brandId,
  };
  // A bare address opens the list state saved for it (the route's loader redirects there).
  const query = parseOrderQuery(openedListParams(url));
  const client = queryClientOf(api);
  void prefetchRead(client, orderPageRead(scope, query));
  void prefetchRead(client, orderCountsRead(scope));
}

/**
 * The orders a print link names, in its order. The print page sits outside the signed-in
 * layout, so it asks the admin list (no tenant or flag needed) by code and keeps exact matches.
 */
async function fetchPrintOrders(
  api: ApiClients,
  brandId: number,
  codes: readonly string[],
): Promise<PrintOrders> {
  const found = await Promise.all(
    codes.map(async (code) => {
      const page = await unwrap(
        api.admin.GET('/admin/order-list', {
          params: { query: { brandId, q: code, status: -1, page: 1, size: 5 } },
        }),
      );
      return page.data.find((order) => order.orderCode === code) ?? null;
    }),
  );
  return {
    orders: found.filter((order): order is Order => order !== null),
    missing: codes.filter((_code, index) => found[index] === null),
  };
}

export function printOrdersRead(
  api: ApiClients,
  brandId: number,
  codes: readonly string[],
): Read<PrintOrders> {
  return {
    queryKey: orderKeys.print(brandId, codes),
    queryFn: () => fetchPrintOrders(api, brandId, codes),
  };
}
