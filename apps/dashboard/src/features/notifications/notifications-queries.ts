import { HIDE_ERROR_HEADERS, unwrap, type ApiClients } from '@seller/api-types';
import {
  NOTIFICATION_POPOVER_PAGE_SIZE,
  type FetchNotificationsInput,
  type NotificationContext,
  type NotificationPage,
  type UnreadNotificationCount,
} from '@seller/machines';
import { queryClientOf } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId } from '../../platform/data/prefetch-inputs';
import type { TenantType } from '../../platform/tenant-profile';
import { readTenant } from '../../platform/tenant-store';
import { toAppNotification } from './notification-item';
import { tabFromQuery } from './urls';

/*
 * The notification reads. No React or XState here: on a reload of /notification the entry
 * script loads this module before the app core to start the page's first calls beside the
 * session calls. Load failures are logged only (spec §8), so every call hides its error.
 */

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

export const notificationKeys = {
  counts: (tenant: TenantType, brandId: number) =>
    ['notifications', { tenant, brandId }, 'counts'] as const,
  page: (tenant: TenantType, { brandId, ...page }: NotificationPageRequest) =>
    ['notifications', { tenant, brandId }, 'page', page] as const,
};

/** The unread counts of a brand's two tabs. */
export function unreadCountRead(
  api: ApiClients,
  tenant: TenantType,
  brandId: number,
): Read<UnreadNotificationCount> {
  return {
    queryKey: notificationKeys.counts(tenant, brandId),
    queryFn: async () => {
      const result = await unwrap(
        api.brand.GET('/v3/{tenant}/notification/count', {
          params: { path: { tenant }, query: { brandId } },
          headers: HIDE_ERROR_HEADERS,
        }),
      );
      return result.data;
    },
  };
}

/** A page of a tab's notifications. */
export function notificationPageRead(
  api: ApiClients,
  tenant: TenantType,
  request: NotificationPageRequest,
): Read<NotificationPage> {
  const { brandId, type, page, size, sortBy, sortDirection } = request;
  return {
    queryKey: notificationKeys.page(tenant, request),
    queryFn: async ({ signal }) => {
      const result = await unwrap(
        api.brand.GET('/v2/partner/brand/{brandId}/notification/{type}', {
          params: { path: { brandId, type }, query: { page, size, sortBy, sortDirection } },
          headers: HIDE_ERROR_HEADERS,
          signal,
        }),
      );
      return {
        data: result.data.map(toAppNotification),
        metadata: {
          currentPage: result.metadata.currentPage,
          totalPage: result.metadata.totalPage,
        },
      };
    },
  };
}

/** The first page of a tab, as the machine asks for it when a view opens the list. */
function firstPageRequest(brandId: number, type: NotificationContext): NotificationPageRequest {
  return {
    brandId,
    type,
    page: 1,
    size: NOTIFICATION_POPOVER_PAGE_SIZE,
    sortBy: 'created_at',
    sortDirection: 'desc',
  };
}

/**
 * On a reload of /notification: the unread counts and the first page of the address's tab for
 * the brand last worked in, started by the entry beside the app core instead of after the
 * layout's notification entry has loaded and its machine has started.
 */
export function prefetchNotifications(api: ApiClients, url: URL): void {
  const brandId = lastSingleBrandId();
  if (brandId === null) return;
  const tenant = readTenant();
  const client = queryClientOf(api);
  const request = firstPageRequest(brandId, tabFromQuery(url.searchParams.get('selectedTab')));
  void prefetchRead(client, unreadCountRead(api, tenant, brandId));
  void prefetchRead(client, notificationPageRead(api, tenant, request));
}
