import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { savedPageQuery } from '../../platform/persisted-state';
import { offlineAddPath, offlineListPath } from './offline-paths';

/** A bare visit to the list (a sidebar click) comes back to the filters left there (§3 pageParams). */
export function restoreSavedOfflineQuery({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  if (url.search !== '') return null;
  const saved = savedPageQuery(url.pathname);
  if (!saved || Object.keys(saved).length === 0) return null;
  return redirect(`${url.pathname}?${new URLSearchParams(saved).toString()}`);
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
    lazy: lazyPage(() => import('./OfflineAddPage'), 'OfflineAddRoute'),
  },
];
