import type { ApiClients } from '@seller/api-types';
import { startEarly, takeEarly } from '../../../platform/early-requests';
import { lastSingleBrandId, mountCount, openedListParams } from '../../../platform/early-list';
import type { TenantType } from '../../../platform/tenant-profile';
import { readTenant } from '../../../platform/tenant-store';
import { lastKnownMultistockFlag, readMultistockFlag } from '../api/multistock-flag';
import { productRequests } from '../api/product-requests';
import type { VariantPage } from '../api/product-types';
import { parseListQuery, type ListQuery } from '../list/list-query';
import type { ProductApiVersion } from '../product-paths';

// No React here: on a reload the entry script loads this module before the app core arrives.

type ListScope = { tenant: TenantType; brandId: number; version: ProductApiVersion };

export interface EarlyVariantPage {
  multistock: boolean;
  page: VariantPage;
}

const earlyKey = (scope: ListScope, query: ListQuery) =>
  `products:list:${scope.version}:${scope.tenant}:${scope.brandId}:${JSON.stringify(query)}`;

const openLists = mountCount();

/** Counts an open list while it is mounted (a React effect: returns its cleanup). */
export const noteListMounted = openLists.noteMounted;

/**
 * From the route's loader: the first page the list at this address will show (the saved list
 * state when the address is bare), for the brand last worked in, started beside the page's
 * chunk; the multistock flag picks the call as soon as it is known. Resolves once it has
 * settled, its answer then ready for the list's first render.
 */
export function startEarlyVariantPage(
  api: ApiClients,
  url: URL,
  version: ProductApiVersion,
): Promise<void> {
  // A filter or page change on the open list: the page asks itself.
  if (openLists.isMounted()) return Promise.resolve();
  const brandId = lastSingleBrandId();
  if (brandId === null) return Promise.resolve();
  const query = parseListQuery(openedListParams(url));
  // Listing sends no user id (only uploads and bulk calls do).
  const requests = productRequests({ api, tenant: readTenant(), brandId, userId: 0, version });
  // The flag as last read starts the call at once; the page uses the answer only if the flag still says so.
  const remembered = version === 'v2' ? false : lastKnownMultistockFlag();
  const flag = remembered === null ? readMultistockFlag(api) : Promise.resolve(remembered);
  return startEarly(earlyKey(requests.scope, query), async (): Promise<EarlyVariantPage> => {
    const multistock = await flag;
    return { multistock, page: await requests.listVariants(query, { multistock }) };
  });
}

/** The first page started for exactly this list, once; undefined when none was. */
export function takeEarlyVariantPage(
  scope: ListScope,
  query: ListQuery,
): Promise<EarlyVariantPage> | undefined {
  return takeEarly<EarlyVariantPage>(earlyKey(scope, query));
}
