import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { apiClients } from '../../platform/app-services';
import { savedPageQuery } from '../../platform/persisted-state';
import { printPagePath, transactionPaths } from './order-paths';

/**
 * A bare visit to the order queue (a sidebar click) comes back to the list the seller left:
 * the query saved for this path (§3 pageParams). Runs before the page's chunk loads.
 */
export function restoreSavedOrderQuery({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const saved = url.search === '' ? savedPageQuery(url.pathname) : null;
  if (saved && Object.keys(saved).length > 0)
    return redirect(`${url.pathname}?${new URLSearchParams(saved).toString()}`);
  prefetchOrderCalls(url);
  return null;
}

/** The page's first calls, started now; their module comes with the page's chunk (preloaded). */
function prefetchOrderCalls(url: URL): void {
  let api: ReturnType<typeof apiClients>;
  try {
    api = apiClients();
  } catch {
    // The clients register when the app starts; a loader that runs earlier just skips the head start.
    return;
  }
  void import('./orders-queries').then(({ prefetchOrderQueue }) => prefetchOrderQueue(api, url));
}

/** /transaction and /transaction-v3 (§2); the page sends the inactive one to the active one. */
export const orderRoutes: RouteObject[] = transactionPaths.map((path) => ({
  path,
  loader: restoreSavedOrderQuery,
  lazy: lazyPage(() => import('./OrdersRoute'), 'OrdersRoute'),
}));

/** /print-page: always allowed by the menu guard (§2), mounted outside the signed-in layout. */
export const printRoutes: RouteObject[] = [
  {
    path: printPagePath,
    lazy: lazyPage(() => import('./PrintRoute'), 'PrintRoute'),
  },
];
