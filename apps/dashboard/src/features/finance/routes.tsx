import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

/** /withdrawal, /finance-withdrawal, /finance-withdrawal/{id}, /finance-transaction (§2). */
export const financeRoutes: RouteObject[] = [
  { path: '/withdrawal', lazy: lazyPage(() => import('./WithdrawalPage'), 'WithdrawalPage') },
  {
    path: '/finance-withdrawal',
    lazy: lazyPage(() => import('./WithdrawalHistoryPage'), 'WithdrawalHistoryPage'),
  },
  {
    path: '/finance-withdrawal/:id',
    lazy: lazyPage(() => import('./WithdrawalDetailPage'), 'WithdrawalDetailPage'),
  },
  { path: '/finance-transaction', lazy: lazyPage(() => import('./LedgerPage'), 'LedgerPage') },
];
