import type { NotificationContext, NotificationItem, NotificationTarget } from '@seller/machines';

export const notificationPagePath = '/notification';

/** The `selectedTab` query of /notification (spec §2); anything else means transactions. */
export function tabFromQuery(value: string | null): NotificationContext {
  return value === 'product' ? 'product' : 'transaction';
}

/** /notification on one tab, as the bell's 'Lihat Selengkapnya' opens it. */
export function notificationPageUrl(tab: NotificationContext): string {
  return `${notificationPagePath}?selectedTab=${tab}`;
}

/** The page's search params with another tab; the rest of the query stays. */
export function withTab(params: URLSearchParams, tab: NotificationContext): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('selectedTab', tab);
  return next;
}

/**
 * Where reading a notification goes: the machine's target plus exactly what the notification is
 * about. For a transaction the order code (searched for, and marked because
 * `source=notification`), for a product the variant id, so the list marks that one variant and
 * never every variant sharing its name.
 */
export function notificationTargetHref(
  target: NotificationTarget,
  notification: NotificationItem | null,
): string {
  const query = new URLSearchParams(target.query);
  const data = notification?.additionalData;
  if (notification?.context === 'transaction') {
    if (data?.orderCode) {
      query.set('q', data.orderCode);
      query.set('source', 'notification');
    }
  } else {
    const variantId = data?.variantId;
    if (variantId !== undefined && variantId !== null && String(variantId) !== '')
      query.set('variantId', String(variantId));
  }
  const search = query.toString();
  return search ? `${target.path}?${search}` : target.path;
}
