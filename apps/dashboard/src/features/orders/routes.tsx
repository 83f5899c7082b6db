import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { prefetchOnEntry, restoreSavedQuery } from '../../app/route-loaders';
import { printPagePath, transactionPaths } from './urls';

/** /transaction and /transaction-v3 (§2); the page sends the inactive one to the active one. */
/** A bare visit comes back to the queue the seller left; any other starts its first reads. */
export const restoreOrPrefetchQueue = restoreSavedQuery(
  prefetchOnEntry(
    () => import('./orders-queries'),
    (queries, api, url) => queries.prefetchOrderQueue(api, url),
  ),
);

export const orderRoutes: RouteObject[] = transactionPaths.map((path) => ({
  path,
  loader: restoreOrPrefetchQueue,
  lazy: lazyPage(() => import('./pages/OrdersRoute'), 'OrdersRoute'),
}));

/** /print-page: always allowed by the menu guard (§2), mounted outside the signed-in layout. */
export const printRoutes: RouteObject[] = [
  {
    path: printPagePath,
    lazy: lazyPage(() => import('./pages/PrintRoute'), 'PrintRoute'),
  },
];
