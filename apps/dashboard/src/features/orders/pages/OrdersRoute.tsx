import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, Skeleton } from '@seller/design-system';
import { useResource } from '../../../platform/data/use-resource';
import { LaterPart, lazyPart } from '../../../platform/later-part';
import { useOutboxOutcomes, type OutboxOutcome } from '../../../platform/outbox';
import { savePageQuery } from '../../../platform/persisted-state';
import { onPush } from '../../../platform/push-events';
import { useWhenIdle } from '../../../platform/use-when-idle';
import { ActiveTransactionRefresh } from '../ActiveTransactionRefresh';
import { ProcessResultDialog } from '../components/ProcessResultDialog';
import { ordersCopy } from '../copy';
import { KeptWaybillsProvider, useKeptWaybills } from '../kept-waybills';
import type { Order, OrderScope, ShownRead } from '../order-types';
import { notifyOrdersChanged } from '../orders-events';
import {
  orderCountsRead,
  orderPageRead,
  refreshOrderCounts,
  refreshOrderQueue,
} from '../orders-queries';
import { openReceipt, waybillOutboxKind } from '../orders-writes';
import { useOrderBatches } from '../use-order-batches';
import { useOrderSession } from '../use-order-scope';
import {
  defaultOrderQuery,
  orderQueryToParams,
  parseOrderQuery,
  printPageHref,
  type OrderQuery,
} from '../urls';
import { OrdersPage } from './OrdersPage';

// Opened on an action, never before the first page: its code (form, paste matching, courier
// list) loads once the queue has shown its orders and the main thread is idle.
const WaybillDialog = lazyPart(() =>
  import('../components/WaybillDialog').then((module) => module.WaybillDialog),
);

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

export interface OrdersQueueProps {
  scope: OrderScope;
  /** Clock for the waiting time; the current time when absent. */
  now?: Date;
}

const listPlaceholder: ShownRead<never> = { status: 'loading', data: null, errorMessage: null };

/**
 * False until the queue's first render has been committed, even when its answer is already
 * here (the route's prefetch): the rows follow in a transition of their own. Rows in the app's
 * first render held its first screen back 0.3-0.4 s on a throttled phone, for no earlier rows.
 */
function usePastFirstRender(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let mounted = true;
    // After the render's own flush (and its effects) is over, as an answer arriving would be.
    void Promise.resolve().then(() => mounted && startTransition(() => setPast(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return past;
}

/**
 * The queue of one brand: the list state lives in the URL (and is saved per path, §3), the data
 * comes from the order reads, and each action reports per order.
 */
export function OrdersQueue({ scope, now }: OrdersQueueProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseOrderQuery(params), [params]);
  const page = useResource(orderPageRead(scope, query), { keepData: true, asTransition: true });
  const list = usePastFirstRender() ? page : listPlaceholder;
  const counts = useResource(orderCountsRead(scope), { keepData: true });
  const keptWaybills = useKeptWaybills(scope.brandId, scope.userId);

  const afterChange = useCallback(() => {
    void refreshOrderQueue(scope);
    notifyOrdersChanged();
  }, [scope]);
  const batches = useOrderBatches(scope, afterChange);
  const { selection, setSelection, waybillOrders, setWaybillOrders } = batches;
  const waybillDialogMounted = useWhenIdle(list.status !== 'loading') || waybillOrders.length > 0;

  // Live badges: a pushed order change refetches the tab counts (not the list the seller is reading).
  useEffect(() => onPush(['order'], () => void refreshOrderCounts(scope)), [scope]);

  const canonical = useMemo(() => orderQueryToParams(query), [query]);
  useEffect(() => {
    savePageQuery(pathname, canonical);
  }, [pathname, canonical]);

  // The selection survives tabs, searches and pages, so a batch can gather orders found one
  // search at a time (e.g. the orders a courier picked up); it clears once they succeed.
  const changeQuery = useCallback(
    (change: Partial<OrderQuery>) => setParams(orderQueryToParams({ ...query, ...change })),
    [query, setParams],
  );

  // A kept waybill that lands on replay changes the list like a save made here; a refusal is
  // reported by the outbox panel and the row falls back to the server's waybill.
  const onReplayed = useCallback(
    (replayed: OutboxOutcome) => {
      if (
        replayed.type === 'landed' &&
        replayed.entry.kind === waybillOutboxKind &&
        replayed.entry.brandId === scope.brandId
      )
        afterChange();
    },
    [afterChange, scope.brandId],
  );
  useOutboxOutcomes(onReplayed);

  const showReceipt = async (order: Order) => {
    try {
      const url = await openReceipt(scope, order.orderCode);
      // The receipt is our print page when the server points into the app, a new tab otherwise.
      if (url.startsWith('/')) navigate(url);
      else window.open(url, '_blank', 'noopener');
    } catch {
      // Reported by the API layer's toast.
    }
  };

  const orders = list.data?.orders ?? [];
  const selected = useMemo(() => new Set(selection.keys()), [selection]);
  const select = (change: (next: Map<string, Order>) => void) =>
    setSelection((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });

  return (
    <KeptWaybillsProvider value={keptWaybills}>
      <OrdersPage
        query={query}
        counts={counts}
        list={list}
        selected={selected}
        busyCodes={batches.busyCodes}
        batchBusy={batches.batchBusy}
        highlightCode={params.get('source') === 'notification' && query.q !== '' ? query.q : null}
        {...(now ? { now } : {})}
        onQueryChange={changeQuery}
        onResetFilters={() =>
          changeQuery({ ...defaultOrderQuery, status: query.status, size: query.size })
        }
        onRetry={() => {
          page.retry();
          counts.retry();
        }}
        onToggle={(code) =>
          select((next) => {
            const order = orders.find((candidate) => candidate.orderCode === code);
            if (next.has(code)) next.delete(code);
            else if (order) next.set(code, order);
          })
        }
        onToggleAll={(checked) =>
          select((next) => {
            for (const order of orders) {
              if (checked) next.set(order.orderCode, order);
              else next.delete(order.orderCode);
            }
          })
        }
        onClearSelection={() => setSelection(new Map())}
        onProcess={(order) => batches.process([order])}
        onProcessSelected={() => batches.process([...selection.values()])}
        onWaybill={(order) => setWaybillOrders([order])}
        onWaybillSelected={() => setWaybillOrders([...selection.values()])}
        onPrintSelected={() => navigate(printPageHref([...selection.keys()]))}
        onReceipt={(order) => void showReceipt(order)}
      >
        {waybillDialogMounted && (
          <LaterPart>
            <WaybillDialog
              orders={waybillOrders}
              submitting={batches.batchBusy}
              onSubmit={batches.submitWaybills}
              onClose={() => setWaybillOrders([])}
            />
          </LaterPart>
        )}
        <ProcessResultDialog
          result={batches.outcome?.result ?? null}
          kind={batches.outcome?.kind ?? 'process'}
          onClose={batches.clearOutcome}
        />
      </OrdersPage>
    </KeptWaybillsProvider>
  );
}
