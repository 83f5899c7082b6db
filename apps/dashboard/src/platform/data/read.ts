import type { QueryClient, QueryKey } from '@tanstack/query-core';
import { holdPageSettledUntil } from '../page-settled';
import { failedJustNow } from './query-client';

/**
 * One server read as the cache knows it: its key (`[area, scope, ...rest]`, see
 * query-client.ts) and the call. Each feature's query module builds these over the typed
 * clients; pages read them with `useResource`, routes prefetch them with `prefetchRead`.
 */
export interface Read<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** Overrides the cache's freshness for this read (ms). */
  staleTime?: number;
}

/**
 * Starts a read before its page has mounted (a route being entered, the entry script on a
 * reload); the page then takes the answer, or the call in flight, from the cache. A failure is
 * the page's to show: nothing is thrown here.
 */
export function prefetchRead<T>(client: QueryClient, read: Read<T>): Promise<void> {
  // A read that has just failed (the entry's, on this reload) is shown as it is by its page, with
  // its retry button: the route's loader does not ask again behind the toast it raised.
  if (failedJustNow(client.getQueryState(read.queryKey))) return Promise.resolve();
  const started = client.prefetchQuery(read);
  holdPageSettledUntil(started);
  return started;
}

/** The answer, from the cache when it is fresh, else from the server. */
export function fetchRead<T>(client: QueryClient, read: Read<T>): Promise<T> {
  return client.fetchQuery(read);
}
