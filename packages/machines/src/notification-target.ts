import { NOTIFICATION_TARGET_PAGE_SIZE, ORDER_STATUS_ALL } from './constants';

export type NotificationContext = 'transaction' | 'product';

/** A notification entry (spec §3). */
export interface NotificationItem {
  createdAt: string;
  entityId: string;
  title: string;
  icon?: string;
  isRead: boolean;
  /** Server HTML; sanitised by the app before it renders. */
  message: string;
  additionalData?: {
    orderCode?: string;
    variantId?: string;
    variantName?: string;
    stockStatus?: string;
    qcStatus?: string;
    selectedTab?: string;
  };
  /** `vph` or `vpm` mean stock-related. */
  contextTypeCode?: string;
  context: NotificationContext;
}

/** Where a notification click goes: a path and its list query. */
export interface NotificationTarget {
  path: string;
  query: Readonly<Record<string, string>>;
}

export interface NotificationTargetPaths {
  /** `/transaction`, or `/transaction-v3` when the transaction activation flag is on. */
  transactionPath: string;
  productPath: string;
}

/**
 * The list a notification opens (spec §2, §4, §9): orders with page 1, size 25, status -1;
 * products with source=notification, q = variant name, page 1, size 25, selectedTab and the
 * stock status when there is one.
 */
export function buildNotificationTarget(
  notification: Pick<NotificationItem, 'context' | 'additionalData'>,
  paths: NotificationTargetPaths,
): NotificationTarget {
  const page = '1';
  const size = String(NOTIFICATION_TARGET_PAGE_SIZE);
  if (notification.context === 'transaction') {
    return { path: paths.transactionPath, query: { page, size, status: String(ORDER_STATUS_ALL) } };
  }
  const data = notification.additionalData ?? {};
  return {
    path: paths.productPath,
    query: {
      source: 'notification',
      q: data.variantName ?? '',
      page,
      size,
      ...(data.selectedTab ? { selectedTab: data.selectedTab } : {}),
      ...(data.stockStatus ? { stockStatus: data.stockStatus } : {}),
    },
  };
}
