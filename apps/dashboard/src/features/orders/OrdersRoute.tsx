import { Navigate, useLocation } from 'react-router-dom';
import { EmptyState, Skeleton } from '@seller/design-system';
import { ActiveTransactionRefresh } from './ActiveTransactionRefresh';
import { ordersCopy } from './copy';
import { OrdersQueue } from './OrdersQueue';
import { useOrderSession } from './use-order-scope';

/**
 * /transaction and /transaction-v3: the one the transaction activation flag does not choose
 * forwards to the one it does, keeping the query (a notification's page, size, status, q).
 */
export function OrdersRoute() {
  const { pathname, search } = useLocation();
  const { activePath, scope } = useOrderSession();
  if (activePath === null) {
    return (
      <div role="status" aria-label={ordersCopy.loadingList}>
        <Skeleton lines={8} />
      </div>
    );
  }
  if (pathname !== activePath) return <Navigate to={`${activePath}${search}`} replace />;
  if (scope === null)
    return <EmptyState title={ordersCopy.emptyTitle} text={ordersCopy.emptyText} />;
  return (
    <>
      <ActiveTransactionRefresh />
      <OrdersQueue key={`${scope.family}:${scope.brandId}`} scope={scope} />
    </>
  );
}
