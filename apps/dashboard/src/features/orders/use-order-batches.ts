import { useRef, useState } from 'react';
import { useToaster } from '@seller/design-system';
import { ordersCopy } from './copy';
import type { Order, OrderProcessResult, OrderScope, WaybillEntry } from './order-types';
import { processOrders, saveWaybills, type WaybillSaveResult } from './orders-writes';

export interface BatchOutcome {
  kind: 'process' | 'waybill';
  result: OrderProcessResult;
}

/**
 * The queue's selection and its batch writes (process, waybills), each reported per order. An
 * order with a call in flight is claimed, so a double click or a second batch naming it sends
 * nothing; `afterChange` runs once the server has moved any order on.
 */
export function useOrderBatches(scope: OrderScope, afterChange: () => void) {
  const toaster = useToaster();
  const [selection, setSelection] = useState<Map<string, Order>>(() => new Map());
  const [busyCodes, setBusyCodes] = useState<ReadonlySet<string>>(() => new Set());
  const [batchBusy, setBatchBusy] = useState(false);
  const [waybillOrders, setWaybillOrders] = useState<Order[]>([]);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  // A ref, not state: a second click in the same frame must see the first one's claim.
  const inFlight = useRef(new Set<string>());
  // One key per intended waybill save: sending the same waybills again after a failure reuses it,
  // so a save that did land is not applied twice; changed waybills are a new save with a new key.
  const waybillKey = useRef<{ signature: string; key: string } | null>(null);

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
  const deselect = (codes: readonly string[]) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const code of codes) next.delete(code);
      return next;
    });

  const runBatch = async (
    kind: BatchOutcome['kind'],
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
        deselect(codes);
        toaster.show({ type: 'warning', message: ordersCopy.waybillQueuedToast });
        return;
      }
      if (kind === 'waybill') waybillKey.current = null;
      if (result.processed.length > 0) afterChange();
      deselect(result.processed);
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

  return {
    selection,
    setSelection,
    busyCodes,
    batchBusy,
    waybillOrders,
    setWaybillOrders,
    outcome,
    clearOutcome: () => setOutcome(null),
    process,
    submitWaybills,
  };
}
