import type { ApiClients } from '@seller/api-types';
import {
  NOTIFICATION_POPOVER_PAGE_SIZE,
  type NotificationContext,
  type NotificationPage,
  type UnreadNotificationCount,
} from '@seller/machines';
import { queryClientOf } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId } from '../../platform/data/prefetch-inputs';
import type { TenantType } from '../../platform/tenant-profile';
import { readTenant } from '../../platform/tenant-store';
import {
  fetchNotificationPage,
  fetchUnreadCount,
  type NotificationPageRequest,
} from './notification-calls';
import { tabFromQuery } from './notification-paths';

/*
 * The notification reads. No React here: on a reload of /notification the entry script loads
 * this module before the app core to start the page's first calls beside the session calls.
 */

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
    queryFn: () => fetchUnreadCount(api, tenant, brandId),
  };
}

/** A page of a tab's notifications. */
export function notificationPageRead(
  api: ApiClients,
  tenant: TenantType,
  request: NotificationPageRequest,
): Read<NotificationPage> {
  return {
    queryKey: notificationKeys.page(tenant, request),
    queryFn: ({ signal }) => fetchNotificationPage(api, request, signal),
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
