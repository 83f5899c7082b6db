import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from '@seller/api-types';
import type { ApiClients } from '@seller/api-types';
import { startEarly, takeEarly } from '../../platform/early-requests';
import { readPersisted, savedPageQuery } from '../../platform/persisted-state';
import { readTenant } from '../../platform/tenant-store';
import { fetchOrderCounts, fetchOrderPage, type OrderPage, type OrderScope } from './order-calls';
import { transactionV3Path } from './order-paths';
import { parseOrderQuery, type OrderQuery } from './order-query';
import { countsByFilter, type OrderStatusFilter } from './order-status';

export type LoadState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string };

function isAbort(error: unknown): boolean {
  return error instanceof ApiError ? error.code === 'ABORTED' : error instanceof DOMException && error.name === 'AbortError';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One load per key: a new key (or a reload) aborts the previous call, and the last data stays
 * on screen while the next arrives so a refetch does not blank the list.
 */
function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load(controller.signal).then(
      (data) => {
        // A page of orders is a large render: as a transition React slices it instead of one long task.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState((previous) => ({ status: 'error', data: previous.data, message: messageOf(error) }));
      },
    );
    return () => controller.abort();
    // `load` closes over the key's inputs; the key alone decides when to fetch again.
  }, [key, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return [state, reload];
}

type CallScope = Pick<OrderScope, 'family' | 'tenant' | 'brandId'>;

function scopeKey(scope: CallScope): string {
  return `${scope.family}:${scope.tenant}:${scope.brandId}`;
}

/** Keys the orders loader starts its calls under and the page takes them by. */
const earlyOrderKeys = {
  page: (scope: CallScope, query: OrderQuery) => `orders:page:${scopeKey(scope)}:${JSON.stringify(query)}`,
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
  const query = parseOrderQuery(saved && Object.keys(saved).length > 0 ? new URLSearchParams(saved) : url.searchParams);
  startEarly(earlyOrderKeys.page(scope, query), () => fetchOrderPage(scope, query));
  startEarly(earlyOrderKeys.counts(scope), () => fetchOrderCounts(scope));
}

let mountedQueues = 0;

/** The list: the call the route's loader started, when it asked for exactly this, else a new one. */
export function useOrderPage(scope: OrderScope, query: OrderQuery) {
  useEffect(() => {
    mountedQueues += 1;
    return () => {
      mountedQueues -= 1;
    };
  }, []);
  return useLoad<OrderPage>(`${scopeKey(scope)}:${JSON.stringify(query)}`, (signal) =>
    takeEarly<OrderPage>(earlyOrderKeys.page(scope, query)) ?? fetchOrderPage(scope, query, signal),
  );
}

export function useOrderCounts(scope: OrderScope) {
  return useLoad<Record<OrderStatusFilter, number>>(scopeKey(scope), async (signal) =>
    countsByFilter(
      await (takeEarly<Awaited<ReturnType<typeof fetchOrderCounts>>>(earlyOrderKeys.counts(scope)) ??
        fetchOrderCounts(scope, signal)),
    ),
  );
}
