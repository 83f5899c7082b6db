import { unwrap, type ApiClients } from '@seller/api-types';
import type { TenantType } from '../../platform/tenant-profile';

/** Each card of the home page and the §7 call(s) behind it. */
/** The latest announcements the home card lists. */
export const announcementsOnHome = 5;

export function homeRequests(api: ApiClients, tenant: TenantType, brandId: string) {
  const id = Number(brandId);
  const dashboardPath = { params: { path: { tenant, id } } };
  return {
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

export type HomeRequests = ReturnType<typeof homeRequests>;
export type HomeCardName = keyof HomeRequests;
export type HomeCardData<K extends HomeCardName> = Awaited<ReturnType<HomeRequests[K]>>;
