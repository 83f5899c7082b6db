import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { prefetchOnEntry, restoreSavedQuery } from '../../app/route-loaders';
import { offlineAddPath, offlineListPath } from './urls';

/** /transaction-offline and /transaction-offline/add (§2); the menu guard keeps them the stockist's. */
export const offlineTransactionRoutes: RouteObject[] = [
  {
    path: offlineListPath,
    loader: restoreSavedQuery(
      prefetchOnEntry(
        () => import('./offline-queries'),
        (queries, api, url) => queries.prefetchOfflineList(api, url),
      ),
    ),
    lazy: lazyPage(() => import('./pages/OfflineListRoute'), 'OfflineListRoute'),
  },
  {
    path: offlineAddPath,
    loader: prefetchOnEntry(
      () => import('./offline-queries'),
      (queries, api) => queries.prefetchOfflineAdd(api),
    ),
    lazy: lazyPage(() => import('./pages/OfflineAddRoute'), 'OfflineAddRoute'),
  },
];
