import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ApiClients } from '@seller/api-types';
import { lazyPage } from '../../app/lazy-page';
import { apiClients } from '../../platform/app-services';
// Type only: the module itself comes with the page's chunk.
import type * as OfflineQueries from './offline-queries';
import { savedPageQuery } from '../../platform/persisted-state';
import { offlineAddPath, offlineListPath } from './offline-paths';

/**
 * Starts a page's first calls while its chunk is still loading; the page takes the answers from
 * the cache. The query module comes with the page's chunk, not in the app core.
 */
function prefetch(start: (queries: typeof OfflineQueries, api: ApiClients) => void): void {
  let api: ApiClients;
  try {
    api = apiClients();
  } catch {
    // The clients register when the app starts; a loader that runs earlier just skips the head start.
    return;
  }
  void import('./offline-queries').then((queries) => start(queries, api));
}

/** A bare visit to the list (a sidebar click) comes back to the filters left there (§3 pageParams). */
export function restoreSavedOfflineQuery({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const saved = url.search === '' ? savedPageQuery(url.pathname) : null;
  if (saved && Object.keys(saved).length > 0)
    return redirect(`${url.pathname}?${new URLSearchParams(saved).toString()}`);
  prefetch((queries, api) => queries.prefetchOfflineList(api, url));
  return null;
}

function prefetchOfflineAddPage(): null {
  prefetch((queries, api) => queries.prefetchOfflineAdd(api));
  return null;
}

/** /transaction-offline and /transaction-offline/add (§2); the menu guard keeps them the stockist's. */
export const offlineTransactionRoutes: RouteObject[] = [
  {
    path: offlineListPath,
    loader: restoreSavedOfflineQuery,
    lazy: lazyPage(() => import('./OfflineListPage'), 'OfflineListRoute'),
  },
  {
    path: offlineAddPath,
    loader: prefetchOfflineAddPage,
    lazy: lazyPage(() => import('./OfflineAddPage'), 'OfflineAddRoute'),
  },
];
