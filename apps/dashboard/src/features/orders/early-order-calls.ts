import type { ApiClients } from '@seller/api-types';
import { startEarly } from '../../platform/early-requests';
import { lastSingleBrandId, mountCount, openedListParams } from '../../platform/early-list';
import { readTenant } from '../../platform/tenant-store';
import { fetchOrderCounts, fetchOrderPage, type OrderScope } from './order-calls';
import { transactionV3Path } from './order-paths';
import { parseOrderQuery, type OrderQuery } from './order-query';

// No React here: on a reload the entry script loads this module before the app core arrives.

const openQueues = mountCount();

/** Counts an open queue while it is mounted (a React effect: returns its cleanup). */
export const noteQueueMounted = openQueues.noteMounted;

type CallScope = Pick<OrderScope, 'family' | 'tenant' | 'brandId'>;

export function scopeKey(scope: CallScope): string {
  return `${scope.family}:${scope.tenant}:${scope.brandId}`;
}

/** Keys the orders loader starts its calls under and the page takes them by. */
export const earlyOrderKeys = {
  page: (scope: CallScope, query: OrderQuery) =>
    `orders:page:${scopeKey(scope)}:${JSON.stringify(query)}`,
  counts: (scope: CallScope) => `orders:counts:${scopeKey(scope)}`,
};

/**
 * From the route's loader: the list and the tab counts the page at this address will ask for,
 * started beside the page's chunk instead of after the session and the page have loaded. The
 * brand is the one the seller last worked in; the call family follows the address (the page
 * forwards to the other address when the session says so, and asks afresh there). Resolves once
 * both have settled, their answers then ready for the page's first render.
 */
export function startEarlyOrderCalls(api: ApiClients, url: URL): Promise<void> {
  // A tab or filter change on the open queue: the page asks itself, for exactly what changed.
  if (openQueues.isMounted()) return Promise.resolve();
  const brandId = lastSingleBrandId();
  if (brandId === null) return Promise.resolve();
  const scope: OrderScope = {
    api,
    family: url.pathname === transactionV3Path ? 'v3' : 'admin',
    tenant: readTenant(),
    brandId,
  };
  // A bare address opens the list state saved for it (the route's loader redirects there).
  const query = parseOrderQuery(openedListParams(url));
  return Promise.all([
    startEarly(earlyOrderKeys.page(scope, query), () => fetchOrderPage(scope, query)),
    startEarly(earlyOrderKeys.counts(scope), () => fetchOrderCounts(scope)),
  ]).then(() => undefined);
}
