import { HIDE_ERROR_HEADERS, unwrap, type ApiClients } from '@seller/api-types';
import type {
  FetchNotificationsInput,
  NotificationPage,
  UnreadNotificationCount,
} from '@seller/machines';
import type { TenantType } from '../../platform/tenant-profile';
import { toAppNotification } from './notification-item';

// No React or XState here: on a reload of /notification the entry script loads this module
// (through notifications-queries.ts) before the app core arrives.

/** One brand's page of notifications of one tab, newest first (spec §7). */
export interface NotificationPageRequest extends Omit<FetchNotificationsInput, 'brandId'> {
  brandId: number;
}

/** Nothing unread (a brand the calls cannot ask about, or nothing known yet). */
export const noUnreadCounts: UnreadNotificationCount = {
  totalProduct: 0,
  totalTransaction: 0,
  totalCount: 0,
};

/** A brand id the brand-scoped calls accept: one positive integer (a comma list means none, §4). */
export function brandNumber(brandId: string | null): number | null {
  const value = Number(brandId);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The unread counts of a brand's two tabs. Load failures are logged only (spec §8). */
export async function fetchUnreadCount(
  api: ApiClients,
  tenant: TenantType,
  brandId: number,
): Promise<UnreadNotificationCount> {
  const result = await unwrap(
    api.brand.GET('/v3/{tenant}/notification/count', {
      params: { path: { tenant }, query: { brandId } },
      headers: HIDE_ERROR_HEADERS,
    }),
  );
  return result.data;
}

/** A page of a tab's notifications. Load failures are logged only (spec §8). */
export async function fetchNotificationPage(
  api: ApiClients,
  request: NotificationPageRequest,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const { brandId, type, page, size, sortBy, sortDirection } = request;
  const result = await unwrap(
    api.brand.GET('/v2/partner/brand/{brandId}/notification/{type}', {
      params: { path: { brandId, type }, query: { page, size, sortBy, sortDirection } },
      headers: HIDE_ERROR_HEADERS,
      signal,
    }),
  );
  return {
    data: result.data.map(toAppNotification),
    metadata: { currentPage: result.metadata.currentPage, totalPage: result.metadata.totalPage },
  };
}
