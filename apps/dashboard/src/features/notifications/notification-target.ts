import type { NotificationItem, NotificationTarget } from '@seller/machines';

/**
 * The machine's target plus the order code for transactions, so the orders page can find and
 * highlight the order the notification is about.
 */
export function withOrderCode(target: NotificationTarget, notification: NotificationItem | null): NotificationTarget {
  const orderCode = notification?.additionalData?.orderCode;
  if (notification?.context !== 'transaction' || !orderCode) return target;
  return { path: target.path, query: { ...target.query, q: orderCode } };
}

export function targetHref(target: NotificationTarget): string {
  const query = new URLSearchParams(target.query).toString();
  return query ? `${target.path}?${query}` : target.path;
}
