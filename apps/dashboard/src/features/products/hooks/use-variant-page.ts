import { startTransition, useEffect, useRef, useState } from 'react';
import { isApiError } from '@seller/api-types';
import { isDrawingFirstScreen } from '../../../platform/drawn-list';
import { useDrawnListHold } from '../../../platform/use-drawn-list-hold';
import type { ProductRequests } from '../api/product-requests';
import type { VariantPage } from '../api/product-types';
import type { ListQuery } from '../list/list-query';
import { noteListMounted, peekEarlyVariantPage, takeEarlyVariantPage, type EarlyVariantPage } from './early-variant-page';

/** The loader's answer when it asked for exactly this list with the same flag, else a new call. */
async function firstPage(requests: ProductRequests, query: ListQuery, multistock: boolean, signal: AbortSignal): Promise<VariantPage> {
  const early = await takeEarlyVariantPage(requests.scope, query)?.catch(() => null);
  if (early && early.multistock === multistock) return early.page;
  return requests.listVariants(query, { multistock, signal });
}

/** The first page an early call brought, shown by the list's first render. */
interface ShownEarly {
  early: EarlyVariantPage;
  scope: ProductRequests['scope'];
  query: ListQuery;
  list: string;
}

const listKey = (scope: ProductRequests['scope'], query: ListQuery) => JSON.stringify([scope, query]);

export type VariantPageState =
  | { status: 'loading'; page: VariantPage | null }
  | { status: 'ready'; page: VariantPage }
  | { status: 'error'; page: VariantPage | null; message: string };

/**
 * One server page of variants for the URL's list state. The previous page stays on screen
 * while the next loads, and a newer query cancels an older one so answers never arrive out of order.
 * In the server's drawing of a first screen, a first page already here is the first render's
 * (platform/drawn-list.ts); once the flag is known and agrees, nothing more is asked for it.
 */
export function useVariantPage(
  requests: ProductRequests | null,
  query: ListQuery,
  multistock: boolean | null,
  reloadKey: number,
): VariantPageState {
  const [shownEarly] = useState<ShownEarly | null>(() => {
    const early = requests && isDrawingFirstScreen() ? peekEarlyVariantPage(requests.scope, query) : undefined;
    return early && requests ? { early, scope: requests.scope, query, list: listKey(requests.scope, query) } : null;
  });
  const [state, setState] = useState<VariantPageState>(() =>
    shownEarly ? { status: 'ready', page: shownEarly.early.page } : { status: 'loading', page: null },
  );
  const firstLoad = useRef(shownEarly !== null);

  useEffect(noteListMounted, []);
  useDrawnListHold(state.status);
  useEffect(() => {
    // The answer shown is this mount's: its call is taken at once, so no later mount shows it.
    if (shownEarly) void takeEarlyVariantPage(shownEarly.scope, shownEarly.query)?.catch(() => null);
    // Once, as the list mounts.
  }, []);

  useEffect(() => {
    if (!requests || multistock === null) return;
    const shown = firstLoad.current ? shownEarly : null;
    firstLoad.current = false;
    // The first render showed the answer for this list and flag: nothing more to ask.
    if (shown && shown.early.multistock === multistock && shown.list === listKey(requests.scope, query) && reloadKey === 0) return;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', page: previous.page }));
    firstPage(requests, query, multistock, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        // A page of rows is the biggest render of the list; as a transition React renders it
        // in slices and the main thread stays free for input between them.
        startTransition(() => setState({ status: 'ready', page }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = isApiError(error) ? error.message : String(error);
        setState((previous) => ({ status: 'error', page: previous.page, message }));
      },
    );
    return () => controller.abort();
  }, [requests, query, multistock, reloadKey]);

  return state;
}
