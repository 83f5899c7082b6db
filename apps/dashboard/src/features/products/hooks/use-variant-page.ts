import { startTransition, useEffect, useState } from 'react';
import { isApiError } from '@seller/api-types';
import type { ProductRequests } from '../api/product-requests';
import type { VariantPage } from '../api/product-types';
import type { ListQuery } from '../list/list-query';
import { noteListMounted, takeEarlyVariantPage } from './early-variant-page';

/** The loader's answer when it asked for exactly this list with the same flag, else a new call. */
async function firstPage(
  requests: ProductRequests,
  query: ListQuery,
  multistock: boolean,
  signal: AbortSignal,
): Promise<VariantPage> {
  const early = await takeEarlyVariantPage(requests.scope, query)?.catch(() => null);
  if (early && early.multistock === multistock) return early.page;
  return requests.listVariants(query, { multistock, signal });
}

export type VariantPageState =
  | { status: 'loading'; page: VariantPage | null }
  | { status: 'ready'; page: VariantPage }
  | { status: 'error'; page: VariantPage | null; message: string };

/**
 * One server page of variants for the URL's list state. The previous page stays on screen
 * while the next loads, and a newer query cancels an older one so answers never arrive out of order.
 */
export function useVariantPage(
  requests: ProductRequests | null,
  query: ListQuery,
  multistock: boolean | null,
  reloadKey: number,
): VariantPageState {
  const [state, setState] = useState<VariantPageState>({ status: 'loading', page: null });

  useEffect(noteListMounted, []);

  useEffect(() => {
    if (!requests || multistock === null) return;
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
