import type { NotificationContext } from '@seller/machines';

export const notificationPagePath = '/notification';

/** The `selectedTab` query of /notification (spec §2); anything else means transactions. */
export function tabFromQuery(value: string | null): NotificationContext {
  return value === 'product' ? 'product' : 'transaction';
}
