import { useEffect, useState } from 'react';
import type { PaletteItem } from './palette-item';
import type { SearchSource } from './search-sources';

/** The pause after the last key before the server is asked (one call per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters match half the catalogue; the menu and commands still filter from one. */
export const MIN_SEARCH_LENGTH = 2;

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface PaletteSearch {
  status: SearchStatus;
  products: PaletteItem[];
  orders: PaletteItem[];
}

const idle: PaletteSearch = { status: 'idle', products: [], orders: [] };

async function run(
  source: SearchSource | null,
  query: string,
  signal: AbortSignal,
): Promise<PaletteItem[]> {
  return source ? source(query, signal) : [];
}

/**
 * Debounced server search of products and orders. A newer query aborts the older calls, so a
 * slow answer for 'bat' never replaces the one for 'batik'. One failing source leaves the other.
 */
export function usePaletteSearch(
  query: string,
  products: SearchSource | null,
  orders: SearchSource | null,
): PaletteSearch {
  const [state, setState] = useState<PaletteSearch>(idle);
  const term = query.trim();

  useEffect(() => {
    if (term.length < MIN_SEARCH_LENGTH || (!products && !orders)) {
      setState(idle);
      return undefined;
    }
    setState((previous) => ({ ...previous, status: 'searching' }));
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void Promise.allSettled([
        run(products, term, controller.signal),
        run(orders, term, controller.signal),
      ]).then(([productResult, orderResult]) => {
        if (controller.signal.aborted) return;
        // Failed only when every source asked has failed; one answer is still worth showing.
        const asked = [products ? productResult : null, orders ? orderResult : null];
        const failed = asked.every((result) => result === null || result.status === 'rejected');
        setState({
          status: failed ? 'failed' : 'done',
          products: productResult.status === 'fulfilled' ? productResult.value : [],
          orders: orderResult.status === 'fulfilled' ? orderResult.value : [],
        });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, products, orders]);

  return state;
}
