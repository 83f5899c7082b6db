import { unwrap, type ApiClients } from '@seller/api-types';
import { queryClientOf } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { readPersisted } from '../../platform/persisted-state';
import type { TenantType } from '../../platform/tenant-profile';
import { readTenant } from '../../platform/tenant-store';

/*
 * The home page's reads. No React here: on a reload the entry script loads this module before
 * the app core to start the cards' calls beside the session calls.
 */

/** The latest announcements the home card lists. */
export const announcementsOnHome = 5;

/** Whose summary the cards show: tenant-scoped calls use the account's tenant. */
export interface HomeScope {
  tenant: TenantType;
  brandId: string;
}

/** Each card of the home page and the §7 call(s) behind it. */
function homeRequests(api: ApiClients, { tenant, brandId }: HomeScope) {
  const id = Number(brandId);
  const dashboardPath = { params: { path: { tenant, id } } };
  return {
    // 'Perlu tindakan' first: the seller's work for today opens the page.
    actions: async () =>
      (await unwrap(api.dashboard.GET('/v3/{tenant}/dashboard/action-queue/{id}', dashboardPath)))
        .data,
    scores: async () => {
      const [fulfillment, transaction] = await Promise.all([
        unwrap(
          api.dashboard.GET('/v1/admin-brand/brand-score/{id}/fulfillment', {
            params: { path: { id } },
          }),
        ),
        unwrap(
          api.dashboard.GET('/v1/admin-brand/brand-score/{id}/transaction', {
            params: { path: { id } },
          }),
        ),
      ]);
      return { fulfillment: fulfillment.data, transaction: transaction.data };
    },
    performance: async () =>
      (await unwrap(api.dashboard.GET('/v3/{tenant}/dashboard/performance/{id}', dashboardPath)))
        .data,
    penalty: async () =>
      (await unwrap(api.dashboard.GET('/v3/{tenant}/dashboard/penalty/{id}', dashboardPath))).data,
    suspension: async () =>
      (await unwrap(api.dashboard.GET('/v3/{tenant}/dashboard/suspension/{id}', dashboardPath)))
        .data,
    balance: async () =>
      (
        await unwrap(
          api.disbursement.GET('/v2/partner/brand-balance/{id}', { params: { path: { id } } }),
        )
      ).data,
    orderCounts: async () =>
      (
        await unwrap(
          api.admin.GET('/admin/order-list/v2/count', { params: { query: { brandId: id } } }),
        )
      ).data.totalTransaction,
    announcements: async () =>
      (
        await unwrap(
          api.brand.GET('/v2/partner/brand/{brandId}/brand-announcement', {
            params: {
              path: { brandId: id },
              query: {
                page: 1,
                size: announcementsOnHome,
                sortBy: 'created_at',
                sortDirection: 'desc',
              },
            },
          }),
        )
      ).data,
  };
}

type HomeRequests = ReturnType<typeof homeRequests>;
export type HomeCardName = keyof HomeRequests;
export type HomeCardData<K extends HomeCardName> = Awaited<ReturnType<HomeRequests[K]>>;

export function homeCardKey(scope: HomeScope, card: HomeCardName) {
  return ['home', { tenant: scope.tenant, brandId: scope.brandId }, card] as const;
}

/**
 * One card's answer. The call is not aborted when its card unmounts: a seller who comes back
 * within the cache's freshness gets the answer it brought.
 */
export function homeCardRead<K extends HomeCardName>(
  api: ApiClients,
  scope: HomeScope,
  card: K,
): Read<HomeCardData<K>> {
  return {
    queryKey: homeCardKey(scope, card),
    queryFn: () => homeRequests(api, scope)[card]() as Promise<HomeCardData<K>>,
  };
}

/**
 * Starts every card's call for the brand last worked in, before the page has mounted: from the
 * route's loader, or earlier from the entry script on a reload. Both may ask on one reload; the
 * cache sends each call once and the cards take the answers (or the calls in flight) from it.
 * A multi-brand selection shows no cards, so nothing is asked for it.
 */
export function prefetchHome(api: ApiClients): void {
  const brandId = readPersisted('brandId');
  if (brandId === null || brandId.includes(',')) return;
  const scope: HomeScope = { tenant: readTenant(), brandId };
  const client = queryClientOf(api);
  // Every card, in the order of homeRequests.
  for (const card of Object.keys(homeRequests(api, scope)) as HomeCardName[])
    void prefetchRead(client, homeCardRead(api, scope, card));
}
