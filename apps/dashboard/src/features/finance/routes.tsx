import type { RouteObject } from 'react-router-dom';
import type { ApiClients } from '@seller/api-types';
import { lazyPage } from '../../app/lazy-page';
import { prefetchOnEntry } from '../../app/route-loaders';
// Type only: the module itself comes with the page's chunk.
import type * as FinanceQueries from './finance-queries';
import { financePaths } from './urls';

const prefetch = (start: (queries: typeof FinanceQueries, api: ApiClients, url: URL) => void) =>
  prefetchOnEntry(() => import('./finance-queries'), start);

/** /withdrawal, /finance-withdrawal, /finance-withdrawal/{id}, /finance-transaction (§2). */
export const financeRoutes: RouteObject[] = [
  {
    path: financePaths.withdrawal,
    loader: prefetch((queries, api) => queries.prefetchWithdrawal(api)),
    lazy: lazyPage(() => import('./pages/WithdrawalRoute'), 'WithdrawalRoute'),
  },
  {
    path: financePaths.history,
    loader: prefetch((queries, api, url) => queries.prefetchWithdrawalHistory(api, url)),
    lazy: lazyPage(() => import('./pages/WithdrawalHistoryRoute'), 'WithdrawalHistoryRoute'),
  },
  {
    path: financePaths.detail,
    loader: prefetch((queries, api, url) => queries.prefetchWithdrawalDetail(api, url)),
    lazy: lazyPage(() => import('./pages/WithdrawalDetailRoute'), 'WithdrawalDetailRoute'),
  },
  {
    path: financePaths.ledger,
    loader: prefetch((queries, api, url) => queries.prefetchLedger(api, url)),
    lazy: lazyPage(() => import('./pages/LedgerRoute'), 'LedgerRoute'),
  },
];
