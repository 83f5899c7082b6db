import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from '@seller/api-types';
import { takeEarly } from '../../platform/early-requests';
import { earlyOrderKeys, noteQueueMounted, scopeKey } from './early-order-calls';
import { fetchOrderCounts, fetchOrderPage, type OrderPage, type OrderScope } from './order-calls';
import type { OrderQuery } from './order-query';
import { countsByFilter, type OrderStatusFilter } from './order-status';

export type LoadState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string };

function isAbort(error: unknown): boolean {
  return error instanceof ApiError
    ? error.code === 'ABORTED'
    : error instanceof DOMException && error.name === 'AbortError';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One load per key: a new key (or a reload) aborts the previous call, and the last data stays
 * on screen while the next arrives so a refetch does not blank the list.
 */
function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): [LoadState<T>, () => void] {
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
        setState((previous) => ({
          status: 'error',
          data: previous.data,
          message: messageOf(error),
        }));
      },
    );
    return () => controller.abort();
    // `load` closes over the key's inputs; the key alone decides when to fetch again.
  }, [key, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return [state, reload];
}

/** The list: the call the route's loader started, when it asked for exactly this, else a new one. */
export function useOrderPage(scope: OrderScope, query: OrderQuery) {
  useEffect(noteQueueMounted, []);
  return useOrderPageLoad(scope, query);
}

function useOrderPageLoad(scope: OrderScope, query: OrderQuery) {
  const earlyKey = earlyOrderKeys.page(scope, query);
  return useLoad<OrderPage>(
    `${scopeKey(scope)}:${JSON.stringify(query)}`,
    (signal) => takeEarly<OrderPage>(earlyKey) ?? fetchOrderPage(scope, query, signal),
  );
}

type OrderCounts = Awaited<ReturnType<typeof fetchOrderCounts>>;

export function useOrderCounts(scope: OrderScope) {
  const earlyKey = earlyOrderKeys.counts(scope);
  return useLoad<Record<OrderStatusFilter, number>>(scopeKey(scope), async (signal) =>
    countsByFilter(await (takeEarly<OrderCounts>(earlyKey) ?? fetchOrderCounts(scope, signal))),
  );
}
