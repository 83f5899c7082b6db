import type { Schema } from '@seller/api-types';
import type { NotificationItem } from '@seller/machines';

type ContractNotification = Schema<'brand', 'Notification'>;

/** A notification as the panel keeps it: the machine's shape plus the id the read call needs. */
export interface AppNotification extends NotificationItem {
  id: number;
}

export function isAppNotification(item: NotificationItem): item is AppNotification {
  return typeof (item as Partial<AppNotification>).id === 'number';
}

/**
 * Contract → machine shape. The machine keys entries by `entityId`; several notifications can
 * point at the same order, so the notification's own id is the key here.
 */
export function toAppNotification(notification: ContractNotification): AppNotification {
  const data = notification.additionalData;
  return {
    id: notification.id,
    entityId: String(notification.id),
    createdAt: notification.createdAt,
    title: notification.title,
    ...(notification.icon ? { icon: notification.icon } : {}),
    isRead: notification.isRead,
    message: notification.message,
    contextTypeCode: notification.contextTypeCode,
    context: notification.context,
    additionalData: {
      ...(data.orderCode ? { orderCode: data.orderCode } : {}),
      ...(data.variantId != null ? { variantId: String(data.variantId) } : {}),
      ...(data.variantName ? { variantName: data.variantName } : {}),
      ...(data.stockStatus ? { stockStatus: data.stockStatus } : {}),
      ...(data.qcStatus ? { qcStatus: data.qcStatus } : {}),
      ...(data.selectedTab ? { selectedTab: data.selectedTab } : {}),
    },
  };
}
