import type { NotificationItem, NotificationTarget } from '@seller/machines';

/**
 * The machine's target plus exactly what the notification is about: for a transaction the order
 * code (searched for, and marked because `source=notification`), for a product the variant id,
 * so the list marks that one variant and never every variant sharing its name.
 */
export function withOrderCode(
  target: NotificationTarget,
  notification: NotificationItem | null,
): NotificationTarget {
  const data = notification?.additionalData;
  if (notification?.context === 'transaction') {
    if (!data?.orderCode) return target;
    return {
      path: target.path,
      query: { ...target.query, q: data.orderCode, source: 'notification' },
    };
  }
  const variantId = data?.variantId;
  if (variantId === undefined || variantId === null || String(variantId) === '') return target;
  return { path: target.path, query: { ...target.query, variantId: String(variantId) } };
}

export function targetHref(target: NotificationTarget): string {
  const query = new URLSearchParams(target.query).toString();
  return query ? `${target.path}?${query}` : target.path;
}
