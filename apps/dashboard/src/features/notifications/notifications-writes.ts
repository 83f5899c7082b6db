import { unwrap, type ApiClients } from '@seller/api-types';
import type { NotificationContext } from '@seller/machines';
import type { AppNotification } from './notification-item';

/** Marks one notification read (spec §7). */
export function markNotificationRead(
  api: ApiClients,
  brandId: number,
  notification: AppNotification,
): Promise<unknown> {
  return unwrap(
    api.brand.POST('/v2/partner/brand/{brandId}/notification/{type}/read/{id}', {
      params: { path: { brandId, type: notification.context, id: notification.id } },
    }),
  );
}

/** Marks every notification of one tab read ('Tandai semua dibaca'). */
export function markAllNotificationsRead(
  api: ApiClients,
  brandId: number,
  type: NotificationContext,
): Promise<unknown> {
  return unwrap(
    api.brand.POST('/v2/partner/brand/{brandId}/notification/{type}/read/all', {
      params: { path: { brandId, type } },
    }),
  );
}
