import { QueryClient, hashKey, type QueryKey, type QueryState } from '@tanstack/query-core';
import type { ApiClients } from '@seller/api-types';

/**
 * How long an answer is shown again without asking the server: long enough that the entry
 * script's or a route's prefetch is taken by the page that mounts after it, short enough that
 * coming back to a page a little later asks again (behind the answer on screen).
 */
export const answerFreshForMs = 10_000;
/**
 * Whether a read failed so recently that its page shows the failure as it is (with its retry
 * button) instead of asking again: the entry's prefetch on this reload, not one from long ago.
 */
export function failedJustNow(state: QueryState | undefined): boolean {
  return state?.status === 'error' && Date.now() - state.errorUpdatedAt <= answerFreshForMs;
}

/** How long an answer nobody shows stays in memory. */
const unusedAnswerKeptMs = 5 * 60_000;

const clients = new WeakMap<ApiClients, QueryClient>();

/**
 * The one cache of server answers, one per set of API clients: the entry script, the route
 * loaders and the pages share it because they share the clients, and a test's own clients get
 * a cache of their own.
 */
export function queryClientOf(api: ApiClients): QueryClient {
  let client = clients.get(api);
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: answerFreshForMs,
          gcTime: unusedAnswerKeptMs,
          // A failure is shown at once with its §8 message and a retry button; a prefetch that
          // failed is shown as it is, not asked again (and toasted twice) as its page mounts.
          retry: false,
          retryOnMount: false,
          // Offline, the call fails with the connection message instead of waiting silently.
          networkMode: 'always',
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
        },
      },
    });
    clients.set(api, client);
  }
  return client;
}

/**
 * Keys are `[area, scope, ...rest]`, the scope naming whose data it is (`{ tenant, brandId }`
 * and the like). Two keys share a scope when their second parts are equal.
 */
export function sameScope(a: QueryKey, b: QueryKey): boolean {
  return a[0] === b[0] && hashKey([a[1]]) === hashKey([b[1]]);
}

function scopeBrand(key: QueryKey): string | null {
  const scope = key[1];
  if (typeof scope !== 'object' || scope === null || !('brandId' in scope)) return null;
  return String((scope as { brandId: unknown }).brandId);
}

/** A brand switch drops what was read for the brand the seller left. */
export function dropBrandAnswers(client: QueryClient, brandId: string): void {
  client.removeQueries({ predicate: (query) => scopeBrand(query.queryKey) === brandId });
}

/**
 * After a write, what no page shows is forgotten and what a page shows counts as old: the next
 * page asks the server instead of showing, for a moment, what the write changed (a bank account,
 * a balance). What the write changed on the open page is refreshed by the feature itself
 * (`refreshAnswers`). A call still on its way is kept, so the page it is for takes it.
 */
export function forgetAnswersAfterWrite(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 && query.state.fetchStatus === 'idle')
      client.getQueryCache().remove(query);
    else query.invalidate();
  }
}

/** Asks again for every answer under `key` that is on screen now. */
export function refreshAnswers(client: QueryClient, key: QueryKey): Promise<void> {
  return client.invalidateQueries({ queryKey: key });
}
