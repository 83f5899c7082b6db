import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { ApiClients } from '@seller/api-types';
import { lazyPage } from '../../app/lazy-page';
import { apiClients } from '../../platform/app-services';
// Type only: the module itself comes with the page's chunk.
import type * as FinanceQueries from './finance-queries';

/**
 * A money page's loader: its first calls start while the page's chunk is still loading, and the
 * page takes their answers from the cache. It never blocks navigation; the query module comes
 * with the page's chunk, not in the app core.
 */
function prefetching(start: (queries: typeof FinanceQueries, api: ApiClients, url: URL) => void) {
  return ({ request }: LoaderFunctionArgs): null => {
    let api: ApiClients;
    try {
      api = apiClients();
    } catch {
      // The clients register when the app starts; a loader that runs earlier just skips the head start.
      return null;
    }
    const url = new URL(request.url);
    void import('./finance-queries').then((queries) => start(queries, api, url));
    return null;
  };
}

/** /withdrawal, /finance-withdrawal, /finance-withdrawal/{id}, /finance-transaction (§2). */
export const financeRoutes: RouteObject[] = [
  {
    path: '/withdrawal',
    loader: prefetching((queries, api) => queries.prefetchWithdrawal(api)),
    lazy: lazyPage(() => import('./WithdrawalPage'), 'WithdrawalPage'),
  },
  {
    path: '/finance-withdrawal',
    loader: prefetching((queries, api, url) => queries.prefetchWithdrawalHistory(api, url)),
    lazy: lazyPage(() => import('./WithdrawalHistoryPage'), 'WithdrawalHistoryPage'),
  },
  {
    path: '/finance-withdrawal/:id',
    loader: prefetching((queries, api, url) => queries.prefetchWithdrawalDetail(api, url)),
    lazy: lazyPage(() => import('./WithdrawalDetailPage'), 'WithdrawalDetailPage'),
  },
  {
    path: '/finance-transaction',
    loader: prefetching((queries, api, url) => queries.prefetchLedger(api, url)),
    lazy: lazyPage(() => import('./LedgerPage'), 'LedgerPage'),
  },
];
