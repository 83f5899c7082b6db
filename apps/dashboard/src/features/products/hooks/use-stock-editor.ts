import { useCallback, useMemo, useRef, useState } from 'react';
import { useOutboxEntries, useOutboxOutcomes, type OutboxOutcome } from '../../../platform/outbox';
import { sellerFieldMessage } from '../../../platform/server-field-error';
import { productCopy, productListCopy } from '../copy';
import {
  stockAnswer,
  stockOutboxKind,
  type ProductRequests,
  type StockEdit,
  type StockOutboxMeta,
} from '../products-writes';
import { refreshProductList } from '../products-queries';
import { refusalReasons, stockDraftProblem, stockDraftValue } from './stock-checks';

export type StockResult = { kind: 'saved' } | { kind: 'rejected'; reason: string };

/** A stock kept in the outbox: waiting for the connection, or refused by the server on replay. */
export interface QueuedStock {
  stock: number;
  status: 'pending' | 'failed';
  error?: string;
}

function queuedStocks(
  entries: readonly { meta?: unknown; status: 'pending' | 'failed'; error?: string }[],
): Map<number, QueuedStock> {
  const map = new Map<number, QueuedStock>();
  // Oldest first: a later save of the same row shows over an earlier one.
  for (const entry of entries) {
    for (const { variantId, stock } of (entry.meta as StockOutboxMeta | undefined)?.stocks ?? []) {
      map.set(variantId, {
        stock,
        status: entry.status,
        // A replay refused by the server names the field by its key; the cell says 'Stok'.
        ...(entry.error ? { error: sellerFieldMessage(entry.error, productCopy.stock) } : {}),
      });
    }
  }
  return map;
}

export interface StockEditor {
  /** Typed values per variant id, kept across pages until saved or discarded. */
  drafts: ReadonlyMap<number, string>;
  /** Outcome of the last save per variant id. */
  results: ReadonlyMap<number, StockResult>;
  /** Stock the server confirmed since the page loaded, shown over the rows' own. */
  confirmed: ReadonlyMap<number, number>;
  /** Stocks saved without a connection, kept (across reloads) until they are sent. */
  queued: ReadonlyMap<number, QueuedStock>;
  /** The last save found no connection and was kept for later. */
  queuedNotice: boolean;
  /** What the last save did when some cells were not saved: which were, and what is left to fix. */
  outcomeNotice: string | null;
  saving: boolean;
  setDraft: (variantId: number, value: string, original: number) => void;
  discard: () => void;
  save: () => Promise<void>;
}

/**
 * Inline stock editing: typed values stay as drafts until one save sends every changed row.
 * A cell outside the contract's limits says so as it is typed and is not sent: the valid rows
 * are saved, the bad cell keeps its value and message (docs/decisions/product-saves.md).
 * A failed call keeps the drafts (nothing typed is lost); a second click while a save runs
 * does nothing, so a double click never saves twice.
 */
export function useStockEditor(
  requests: ProductRequests | null,
  onSaved: (count: number) => void,
  owner: { brandId: number | null; userId: number | null } = { brandId: null, userId: null },
): StockEditor {
  const entries = useOutboxEntries({
    kind: stockOutboxKind,
    brandId: owner.brandId,
    userId: owner.userId,
  });
  const queued = useMemo(() => queuedStocks(entries), [entries]);
  const [queuedNotice, setQueuedNotice] = useState(false);
  const [outcomeNotice, setOutcomeNotice] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Map<number, string>>(new Map());
  const [results, setResults] = useState<Map<number, StockResult>>(new Map());
  const [confirmed, setConfirmed] = useState<Map<number, number>>(new Map());
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const originals = useRef(new Map<number, number>());

  // A kept save that lands later (this page open, or after a reload) shows like one saved now.
  const onOutcome = useCallback(
    (outcome: OutboxOutcome) => {
      if (outcome.type !== 'landed' || outcome.entry.kind !== stockOutboxKind) return;
      if (owner.brandId !== null && outcome.entry.brandId !== owner.brandId) return;
      const variants = stockAnswer(outcome.data);
      setConfirmed(
        (previous) =>
          new Map([
            ...previous,
            ...variants.map((variant) => [variant.id, variant.stock] as const),
          ]),
      );
      setResults(
        (previous) =>
          new Map([
            ...previous,
            ...variants.map((variant) => [variant.id, { kind: 'saved' } as const] as const),
          ]),
      );
      if (requests) void refreshProductList(requests.scope);
    },
    [owner.brandId, requests],
  );
  useOutboxOutcomes(onOutcome);

  const setDraft = useCallback((variantId: number, value: string, original: number) => {
    originals.current.set(variantId, original);
    setDrafts((previous) => {
      const next = new Map(previous);
      // Typing the stored value back is not a change.
      if (value.trim() === String(original)) next.delete(variantId);
      else next.set(variantId, value);
      return next;
    });
    // A value the contract refuses says so at once, on its cell; a fixed one clears the mark.
    const problem = value.trim() === String(original) ? null : stockDraftProblem(value);
    setResults((previous) => {
      if (!problem && !previous.has(variantId)) return previous;
      const next = new Map(previous);
      if (problem) next.set(variantId, { kind: 'rejected', reason: problem });
      else next.delete(variantId);
      return next;
    });
  }, []);

  const discard = useCallback(() => {
    setDrafts(new Map());
    setResults(new Map());
    setQueuedNotice(false);
    setOutcomeNotice(null);
  }, []);

  const save = useCallback(async () => {
    if (!requests || inFlight.current || drafts.size === 0) return;
    inFlight.current = true;
    setSaving(true);
    const outcome = new Map<number, StockResult>();
    const valid: StockEdit[] = [];
    for (const [variantId, value] of drafts) {
      const problem = stockDraftProblem(value);
      const original = originals.current.get(variantId);
      if (!problem && original !== undefined)
        valid.push({ variantId, stock: stockDraftValue(value), original });
      else
        outcome.set(variantId, {
          kind: 'rejected',
          reason: problem ?? productListCopy.stockInvalid,
        });
    }
    const stored = new Map<number, number>();
    const kept = new Set<number>();
    if (valid.length > 0) {
      const settled = await requests.saveStocks(valid);
      const failureFor = new Map<number, string>();
      settled.forEach((entry, index) => {
        // v3 answers once for all rows; v2 answers per row in the order sent.
        const affected =
          settled.length === 1 ? valid : [valid[index]].filter((item) => item !== undefined);
        if (entry.status === 'queued') {
          for (const item of affected) kept.add(item.variantId);
          return;
        }
        if (entry.status === 'fulfilled') {
          for (const variant of entry.value) stored.set(variant.id, variant.stock);
          return;
        }
        for (const [variantId, reason] of refusalReasons(entry.reason, affected))
          failureFor.set(variantId, reason);
      });
      for (const item of valid) {
        if (kept.has(item.variantId)) continue;
        if (stored.has(item.variantId)) outcome.set(item.variantId, { kind: 'saved' });
        else
          outcome.set(item.variantId, {
            kind: 'rejected',
            reason: failureFor.get(item.variantId) ?? productListCopy.stockNotReturned,
          });
      }
    }
    setConfirmed((previous) => new Map([...previous, ...stored]));
    setDrafts((previous) => {
      const next = new Map(previous);
      for (const variantId of stored.keys()) next.delete(variantId);
      // A kept row now lives in the outbox: as a draft it could be saved a second time.
      for (const variantId of kept) next.delete(variantId);
      return next;
    });
    setResults(outcome);
    setQueuedNotice(kept.size > 0);
    const left = [...outcome.values()].filter((result) => result.kind === 'rejected').length;
    setOutcomeNotice(
      left === 0
        ? null
        : stored.size > 0
          ? productListCopy.stockPartlySaved(stored.size, left)
          : valid.length === 0
            ? productListCopy.stockNoneSent(left)
            : null,
    );
    inFlight.current = false;
    setSaving(false);
    if (stored.size > 0) {
      onSaved(stored.size);
      // The saved rows show the confirmed stock already; the refresh brings what else moved.
      void refreshProductList(requests.scope);
    }
  }, [drafts, onSaved, requests]);

  return {
    drafts,
    results,
    confirmed,
    queued,
    queuedNotice,
    outcomeNotice,
    saving,
    setDraft,
    discard,
    save,
  };
}
