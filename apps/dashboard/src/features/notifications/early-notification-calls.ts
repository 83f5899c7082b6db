import type { ApiClients } from '@seller/api-types';
import { NOTIFICATION_POPOVER_PAGE_SIZE, type NotificationContext } from '@seller/machines';
import { startEarly } from '../../platform/early-requests';
import { lastSingleBrandId } from '../../platform/early-list';
import type { TenantType } from '../../platform/tenant-profile';
import { readTenant } from '../../platform/tenant-store';
import {
  fetchNotificationPage,
  fetchUnreadCount,
  type NotificationPageRequest,
} from './notification-calls';
import { tabFromQuery } from './notification-paths';

/** Keys the entry starts the page's first calls under and the notifications machine takes them by. */
export const earlyNotificationKeys = {
  counts: (tenant: TenantType, brandId: number) => `notifications:counts:${tenant}:${brandId}`,
  page: ({ brandId, type, page, size, sortBy, sortDirection }: NotificationPageRequest) =>
    `notifications:page:${brandId}:${type}:${page}:${size}:${sortBy}:${sortDirection}`,
};

/** The first page of a tab, as the machine asks for it when a view opens the list. */
export function firstPageRequest(
  brandId: number,
  type: NotificationContext,
): NotificationPageRequest {
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
export function startEarlyNotificationCalls(api: ApiClients, url: URL): void {
  const brandId = lastSingleBrandId();
  if (brandId === null) return;
  const tenant = readTenant();
  const request = firstPageRequest(brandId, tabFromQuery(url.searchParams.get('selectedTab')));
  startEarly(earlyNotificationKeys.counts(tenant, brandId), () =>
    fetchUnreadCount(api, tenant, brandId),
  );
  startEarly(earlyNotificationKeys.page(request), () => fetchNotificationPage(api, request));
}
