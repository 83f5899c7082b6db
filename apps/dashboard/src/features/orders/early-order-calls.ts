import type { ApiClients } from '@seller/api-types';
import { startEarly } from '../../platform/early-requests';
import { readPersisted, savedPageQuery } from '../../platform/persisted-state';
import { readTenant } from '../../platform/tenant-store';
import { fetchOrderCounts, fetchOrderPage, type OrderScope } from './order-calls';
import { transactionV3Path } from './order-paths';
import { parseOrderQuery, type OrderQuery } from './order-query';

// No React here: on a reload the entry script loads this module before the app core arrives.

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
 * forwards to the other address when the session says so, and asks afresh there).
 */
export function startEarlyOrderCalls(api: ApiClients, url: URL): void {
  // A tab or filter change on the open queue: the page asks itself, for exactly what changed.
  if (mountedQueues > 0) return;
  const brandId = readPersisted('brandId');
  if (brandId === null || !/^\d+$/.test(brandId)) return;
  const scope: OrderScope = {
    api,
    family: url.pathname === transactionV3Path ? 'v3' : 'admin',
    tenant: readTenant(),
    brandId: Number(brandId),
  };
  // A bare address opens the list state saved for it (the route's loader redirects there).
  const saved = url.search === '' ? savedPageQuery(url.pathname) : null;
  const query = parseOrderQuery(
    saved && Object.keys(saved).length > 0 ? new URLSearchParams(saved) : url.searchParams,
  );
  startEarly(earlyOrderKeys.page(scope, query), () => fetchOrderPage(scope, query));
  startEarly(earlyOrderKeys.counts(scope), () => fetchOrderCounts(scope));
}

let mountedQueues = 0;

/** Counts an open queue while it is mounted (a React effect: returns its cleanup). */
export function noteQueueMounted(): () => void {
  mountedQueues += 1;
  return () => {
    mountedQueues -= 1;
  };
}
