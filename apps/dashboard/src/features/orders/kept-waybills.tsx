import { createContext, useContext, useMemo } from 'react';
import { outboxCopy, useOutboxEntries } from '../../platform/outbox';
import type { Order } from './order-types';
import { waybillOutboxKind, type WaybillOutboxMeta } from './orders-writes';
import { ordersCopy } from './copy';

/** Waybill numbers waiting in the outbox, by order code. */
export type KeptWaybills = ReadonlyMap<string, string>;

const KeptWaybillsContext = createContext<KeptWaybills>(new Map());

function waybillsOf(meta: unknown): WaybillOutboxMeta['entries'] {
  const entries = (meta as Partial<WaybillOutboxMeta> | null | undefined)?.entries;
  return Array.isArray(entries) ? entries : [];
}

/** The waybills of this brand and user still waiting for the connection, newest save winning. */
export function useKeptWaybills(brandId: number, userId: number | null | undefined): KeptWaybills {
  // Without a user nothing was kept; a filter of `null` would match every user's entries.
  const entries = useOutboxEntries({ kind: waybillOutboxKind, brandId, userId: userId ?? -1 });
  return useMemo(() => {
    const kept = new Map<string, string>();
    // A refused save is reported by the outbox panel; the row shows the server's waybill again.
    for (const entry of entries) {
      if (entry.status !== 'pending') continue;
      for (const waybill of waybillsOf(entry.meta))
        kept.set(waybill.orderCode, waybill.waybillNumber);
    }
    return kept;
  }, [entries]);
}

/**
 * Handed down by the queue rather than threaded through the page, list and cards: only the
 * waybill text of a row reads it.
 */
export const KeptWaybillsProvider = KeptWaybillsContext.Provider;

/** The waybill a row or card shows: the kept one, marked as waiting, before the server's. */
export function WaybillText({ order }: { order: Order }) {
  const kept = useContext(KeptWaybillsContext).get(order.orderCode);
  if (kept === undefined) return <>{order.waybillNumber ?? ordersCopy.noWaybill}</>;
  return (
    <>
      {kept} · <span data-kept-waybill="">{outboxCopy.pendingRow}</span>
    </>
  );
}
