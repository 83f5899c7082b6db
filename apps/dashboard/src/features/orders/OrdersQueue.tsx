import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useToaster } from '@seller/design-system';
import { useResource } from '../../platform/data/use-resource';
import { savePageQuery } from '../../platform/persisted-state';
import { onPush } from '../../platform/push-events';
import { LaterPart, lazyPart } from '../../platform/later-part';
import { useWhenIdle } from '../../platform/use-when-idle';
import { ordersCopy } from './copy';
import { useOutboxOutcomes, type OutboxOutcome } from '../../platform/outbox';
import { KeptWaybillsProvider, useKeptWaybills } from './kept-waybills';
import {
  openReceipt,
  processOrders,
  saveWaybills,
  waybillOutboxKind,
  type Order,
  type OrderProcessResult,
  type OrderScope,
  type WaybillEntry,
  type WaybillSaveResult,
} from './order-calls';
import { printPageHref } from './order-paths';
import {
  defaultOrderQuery,
  orderQueryToParams,
  parseOrderQuery,
  type OrderQuery,
} from './order-query';
import { notifyOrdersChanged } from './orders-events';
import {
  orderCountsRead,
  orderPageRead,
  refreshOrderCounts,
  refreshOrderQueue,
} from './orders-queries';
import { OrdersPage, type ShownRead } from './OrdersPage';
import { ProcessResultDialog } from './ProcessResultDialog';

// Opened on an action, never before the first page: its code (form, paste matching, courier
// list) loads once the queue has shown its orders and the main thread is idle.
const WaybillDialog = lazyPart(() =>
  import('./WaybillDialog').then((module) => module.WaybillDialog),
);

export interface OrdersQueueProps {
  scope: OrderScope;
  /** Clock for the waiting time; the current time when absent. */
  now?: Date;
}

interface Outcome {
  kind: 'process' | 'waybill';
  result: OrderProcessResult;
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
 * The route view of the order queue: the list state lives in the URL (and is saved per path,
 * §3), the data comes from the order calls, and each action reports per order.
 */
export function OrdersQueue({ scope, now }: OrdersQueueProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toaster = useToaster();
  const query = useMemo(() => parseOrderQuery(params), [params]);
  const page = useResource(orderPageRead(scope, query), { keepData: true, asTransition: true });
  const list = usePastFirstRender() ? page : listPlaceholder;
  const counts = useResource(orderCountsRead(scope), { keepData: true });
  const [selection, setSelection] = useState<Map<string, Order>>(() => new Map());
  const [busyCodes, setBusyCodes] = useState<ReadonlySet<string>>(() => new Set());
  const [batchBusy, setBatchBusy] = useState(false);
  const [waybillOrders, setWaybillOrders] = useState<Order[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A ref, not state: a second click in the same frame must see the first one's claim.
  const inFlight = useRef(new Set<string>());
  // One key per intended waybill save: sending the same waybills again after a failure reuses it,
  // so a save that did land is not applied twice; changed waybills are a new save with a new key.
  const waybillKey = useRef<{ signature: string; key: string } | null>(null);
  const keptWaybills = useKeptWaybills(scope.brandId, scope.userId);
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

  const afterChange = useCallback(() => {
    void refreshOrderQueue(scope);
    notifyOrdersChanged();
  }, [scope]);

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

  const claim = (codes: readonly string[]): boolean => {
    if (codes.some((code) => inFlight.current.has(code))) return false;
    for (const code of codes) inFlight.current.add(code);
    setBusyCodes(new Set(inFlight.current));
    return true;
  };
  const release = (codes: readonly string[]) => {
    for (const code of codes) inFlight.current.delete(code);
    setBusyCodes(new Set(inFlight.current));
  };

  const runBatch = async (
    kind: Outcome['kind'],
    codes: readonly string[],
    call: () => Promise<OrderProcessResult | WaybillSaveResult>,
  ) => {
    if (codes.length === 0 || !claim(codes)) return;
    setBatchBusy(true);
    try {
      const result = await call();
      if (result === 'queued') {
        // The save now lives in the outbox and shows on its rows; left in the dialog or the
        // selection it could be sent a second time.
        waybillKey.current = null;
        setWaybillOrders([]);
        setSelection((current) => {
          const next = new Map(current);
          for (const code of codes) next.delete(code);
          return next;
        });
        toaster.show({ type: 'warning', message: ordersCopy.waybillQueuedToast });
        return;
      }
      if (kind === 'waybill') waybillKey.current = null;
      if (result.processed.length > 0) afterChange();
      setSelection((current) => {
        const next = new Map(current);
        for (const code of result.processed) next.delete(code);
        return next;
      });
      if (kind === 'waybill') setWaybillOrders([]);
      if (result.failed.length === 0 && codes.length === 1) {
        toaster.show({
          type: 'success',
          message:
            kind === 'process'
              ? ordersCopy.processedToast(result.processed.length)
              : ordersCopy.waybillToast(result.processed.length),
        });
      } else {
        setOutcome({ kind, result });
      }
    } catch {
      // The API layer already toasted the §8 message; the orders stay as they were.
    } finally {
      release(codes);
      setBatchBusy(false);
    }
  };

  const process = (orders: readonly Order[]) => {
    const codes = orders.map((order) => order.orderCode);
    void runBatch('process', codes, () => processOrders(scope, codes));
  };

  const submitWaybills = (entries: WaybillEntry[]) => {
    const codes = entries.map((entry) => entry.orderCode);
    const signature = JSON.stringify(entries);
    if (waybillKey.current?.signature !== signature)
      waybillKey.current = { signature, key: crypto.randomUUID() };
    const { key } = waybillKey.current;
    void runBatch('waybill', codes, () => saveWaybills(scope, entries, key));
  };

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

  return (
    <KeptWaybillsProvider value={keptWaybills}>
      <OrdersPage
        query={query}
        counts={counts}
        list={list}
        selected={selected}
        busyCodes={busyCodes}
        batchBusy={batchBusy}
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
          setSelection((current) => {
            const next = new Map(current);
            const order = orders.find((candidate) => candidate.orderCode === code);
            if (next.has(code)) next.delete(code);
            else if (order) next.set(code, order);
            return next;
          })
        }
        onToggleAll={(checked) =>
          setSelection((current) => {
            const next = new Map(current);
            for (const order of orders) {
              if (checked) next.set(order.orderCode, order);
              else next.delete(order.orderCode);
            }
            return next;
          })
        }
        onClearSelection={() => setSelection(new Map())}
        onProcess={(order) => process([order])}
        onProcessSelected={() => process([...selection.values()])}
        onWaybill={(order) => setWaybillOrders([order])}
        onWaybillSelected={() => setWaybillOrders([...selection.values()])}
        onPrintSelected={() => navigate(printPageHref([...selection.keys()]))}
        onReceipt={(order) => void showReceipt(order)}
      >
        {waybillDialogMounted && (
          <LaterPart>
            <WaybillDialog
              orders={waybillOrders}
              submitting={batchBusy}
              onSubmit={submitWaybills}
              onClose={() => setWaybillOrders([])}
            />
          </LaterPart>
        )}
        <ProcessResultDialog
          result={outcome?.result ?? null}
          kind={outcome?.kind ?? 'process'}
          onClose={() => setOutcome(null)}
        />
      </OrdersPage>
    </KeptWaybillsProvider>
  );
}
