import { HIDE_ERROR_HEADERS, unwrap, type ApiClients, type Schema } from '@seller/api-types';
import type { Read } from '../../platform/data/read';
import type { TenantType } from '../../platform/tenant-profile';

export type BrandPendingWork = Schema<'brand', 'BrandPendingWork'>;

/**
 * Every brand's pending work in one call (never one per brand). Its scope is the user, not a
 * brand: a switch keeps it, and opening the list asks again. The list shows its own failure, so
 * the call hides the §8 toast.
 */
export const pendingWorkRead = (
  api: ApiClients,
  tenant: TenantType,
  userId: string,
): Read<BrandPendingWork[]> => ({
  queryKey: ['brand-switch', { tenant, userId }, 'pending-work'],
  queryFn: async ({ signal }) =>
    (
      await unwrap(
        api.brand.GET('/v2/{tenant}/brand/pending-work', {
          params: { path: { tenant } },
          headers: HIDE_ERROR_HEADERS,
          signal,
        }),
      )
    ).data,
});
