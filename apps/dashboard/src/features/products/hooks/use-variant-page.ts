import { startTransition, useEffect, useState } from 'react';
import { isApiError, type ApiClients } from '@seller/api-types';
import { startEarly, takeEarly } from '../../../platform/early-requests';
import { readPersisted, savedPageQuery } from '../../../platform/persisted-state';
import type { TenantType } from '../../../platform/tenant-profile';
import { readTenant } from '../../../platform/tenant-store';
import { lastKnownMultistockFlag, readMultistockFlag } from '../api/multistock-flag';
import { productRequests, type ProductRequests } from '../api/product-requests';
import type { VariantPage } from '../api/product-types';
import { parseListQuery, type ListQuery } from '../list/list-query';
import type { ProductApiVersion } from '../product-paths';

interface EarlyVariantPage {
  multistock: boolean;
  page: VariantPage;
}

const earlyKey = (scope: { tenant: TenantType; brandId: number; version: ProductApiVersion }, query: ListQuery) =>
  `products:list:${scope.version}:${scope.tenant}:${scope.brandId}:${JSON.stringify(query)}`;

let mountedLists = 0;

/**
 * From the route's loader: the first page the list at this address will show (the saved list
 * state when the address is bare), for the brand last worked in, started beside the page's
 * chunk; the multistock flag picks the call as soon as it is known.
 */
export function startEarlyVariantPage(api: ApiClients, url: URL, version: ProductApiVersion): void {
  // A filter or page change on the open list: the page asks itself.
  if (mountedLists > 0) return;
  const brandId = readPersisted('brandId');
  if (brandId === null || !/^\d+$/.test(brandId)) return;
  const saved = url.search === '' ? savedPageQuery(url.pathname) : null;
  const query = parseListQuery(saved && Object.keys(saved).length > 0 ? new URLSearchParams(saved) : url.searchParams);
  // Listing sends no user id (only uploads and bulk calls do).
  const requests = productRequests({ api, tenant: readTenant(), brandId: Number(brandId), userId: 0, version });
  // The flag as last read starts the call at once; the page uses the answer only if the flag still says so.
  const remembered = version === 'v2' ? false : lastKnownMultistockFlag();
  const flag = remembered === null ? readMultistockFlag(api) : Promise.resolve(remembered);
  startEarly(earlyKey(requests.scope, query), async (): Promise<EarlyVariantPage> => {
    const multistock = await flag;
    return { multistock, page: await requests.listVariants(query, { multistock }) };
  });
}

/** The loader's answer when it asked for exactly this list with the same flag, else a new call. */
async function firstPage(requests: ProductRequests, query: ListQuery, multistock: boolean, signal: AbortSignal): Promise<VariantPage> {
  const early = await takeEarly<EarlyVariantPage>(earlyKey(requests.scope, query))?.catch(() => null);
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

  useEffect(() => {
    mountedLists += 1;
    return () => {
      mountedLists -= 1;
    };
  }, []);

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
