import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@seller/api-types';
import { productCopy } from '../copy';
import type { ProductRequests, StockEdit } from '../api/product-requests';

export type StockResult = { kind: 'saved' } | { kind: 'rejected'; reason: string };

export interface StockEditor {
  /** Typed values per variant id, kept across pages until saved or discarded. */
  drafts: ReadonlyMap<number, string>;
  /** Outcome of the last save per variant id. */
  results: ReadonlyMap<number, StockResult>;
  /** Stock the server confirmed, shown until the list reloads. */
  confirmed: ReadonlyMap<number, number>;
  saving: boolean;
  setDraft: (variantId: number, value: string, original: number) => void;
  discard: () => void;
  save: () => Promise<void>;
}

const wholeNumber = /^\d+$/;

/**
 * Inline stock editing: typed values stay as drafts until one save sends every changed row.
 * A failed call keeps the drafts (nothing typed is lost); a second click while a save runs
 * does nothing, so a double click never saves twice.
 */
export function useStockEditor(requests: ProductRequests | null, onSaved: (count: number) => void): StockEditor {
  const [drafts, setDrafts] = useState<Map<number, string>>(new Map());
  const [results, setResults] = useState<Map<number, StockResult>>(new Map());
  const [confirmed, setConfirmed] = useState<Map<number, number>>(new Map());
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const originals = useRef(new Map<number, number>());

  const setDraft = useCallback((variantId: number, value: string, original: number) => {
    originals.current.set(variantId, original);
    setDrafts((previous) => {
      const next = new Map(previous);
      // Typing the stored value back is not a change.
      if (value.trim() === String(original)) next.delete(variantId);
      else next.set(variantId, value);
      return next;
    });
    setResults((previous) => {
      if (!previous.has(variantId)) return previous;
      const next = new Map(previous);
      next.delete(variantId);
      return next;
    });
  }, []);

  const discard = useCallback(() => {
    setDrafts(new Map());
    setResults(new Map());
  }, []);

  const save = useCallback(async () => {
    if (!requests || inFlight.current || drafts.size === 0) return;
    inFlight.current = true;
    setSaving(true);
    const outcome = new Map<number, StockResult>();
    const valid: StockEdit[] = [];
    for (const [variantId, value] of drafts) {
      const trimmed = value.trim();
      const original = originals.current.get(variantId);
      if (wholeNumber.test(trimmed) && original !== undefined) valid.push({ variantId, stock: Number(trimmed), original });
      else outcome.set(variantId, { kind: 'rejected', reason: productCopy.stockInvalid });
    }
    const stored = new Map<number, number>();
    if (valid.length > 0) {
      const settled = await requests.saveStocks(valid);
      const failureFor = new Map<number, string>();
      settled.forEach((entry, index) => {
        if (entry.status === 'fulfilled') {
          for (const variant of entry.value) stored.set(variant.id, variant.stock);
          return;
        }
        const reason = isApiError(entry.reason) ? entry.reason.message : productCopy.stockSaveFailed;
        // v3 answers once for all rows; v2 answers per row in the order sent.
        const affected = settled.length === 1 ? valid : [valid[index]].filter((item) => item !== undefined);
        for (const item of affected) failureFor.set(item.variantId, reason);
      });
      for (const item of valid) {
        if (stored.has(item.variantId)) outcome.set(item.variantId, { kind: 'saved' });
        else outcome.set(item.variantId, { kind: 'rejected', reason: failureFor.get(item.variantId) ?? productCopy.stockNotReturned });
      }
    }
    setConfirmed((previous) => new Map([...previous, ...stored]));
    setDrafts((previous) => {
      const next = new Map(previous);
      for (const variantId of stored.keys()) next.delete(variantId);
      return next;
    });
    setResults(outcome);
    inFlight.current = false;
    setSaving(false);
    if (stored.size > 0) onSaved(stored.size);
  }, [drafts, onSaved, requests]);

  return { drafts, results, confirmed, saving, setDraft, discard, save };
}
