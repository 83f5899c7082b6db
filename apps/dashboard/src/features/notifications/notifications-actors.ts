import { fromPromise } from 'xstate';
import { unwrap, type ApiClients } from '@seller/api-types';
import {
  notificationsMachine,
  type FetchNotificationsInput,
  type FetchUnreadCountInput,
  type MarkAllNotificationsReadInput,
  type MarkNotificationReadInput,
  type NotificationPage,
  type UnreadNotificationCount,
} from '@seller/machines';
import { takeEarly } from '../../platform/early-requests';
import type { TenantType } from '../../platform/tenant-profile';
import { earlyNotificationKeys } from './early-notification-calls';
import {
  brandNumber,
  fetchNotificationPage,
  fetchUnreadCount,
  noUnreadCounts,
} from './notification-calls';
import { isAppNotification } from './notification-item';
import { targetHref, withOrderCode } from './notification-target';

interface NotificationEffects {
  api: ApiClients;
  tenant: TenantType;
  navigate: (href: string) => void;
}

/** The notifications machine bound to the brand service (spec §7) and the router. */
export function provideNotificationsMachine({ api, tenant, navigate }: NotificationEffects) {
  return notificationsMachine.provide({
    actors: {
      fetchUnreadCount: fromPromise<UnreadNotificationCount, FetchUnreadCountInput>(
        async ({ input }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return noUnreadCounts;
          return (
            takeEarly<UnreadNotificationCount>(earlyNotificationKeys.counts(tenant, brandId)) ??
            fetchUnreadCount(api, tenant, brandId)
          );
        },
      ),
      fetchNotifications: fromPromise<NotificationPage, FetchNotificationsInput>(
        async ({ input, signal }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return { data: [], metadata: { currentPage: 1, totalPage: 0 } };
          const request = { ...input, brandId };
          return (
            takeEarly<NotificationPage>(earlyNotificationKeys.page(request)) ??
            fetchNotificationPage(api, request, signal)
          );
        },
      ),
      markNotificationRead: fromPromise<unknown, MarkNotificationReadInput>(async ({ input }) => {
        const brandId = brandNumber(input.brandId);
        if (brandId === null || !isAppNotification(input.notification)) return null;
        return unwrap(
          api.brand.POST('/v2/partner/brand/{brandId}/notification/{type}/read/{id}', {
            params: {
              path: { brandId, type: input.notification.context, id: input.notification.id },
            },
          }),
        );
      }),
      markAllNotificationsRead: fromPromise<unknown, MarkAllNotificationsReadInput>(
        async ({ input }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return null;
          return unwrap(
            api.brand.POST('/v2/partner/brand/{brandId}/notification/{type}/read/all', {
              params: { path: { brandId, type: input.type } },
            }),
          );
        },
      ),
    },
    actions: {
      navigateTo: ({ context }, target) =>
        navigate(targetHref(withOrderCode(target, context.reading))),
      logError: (_, { error }) => console.error('Notifikasi gagal dimuat', error),
    },
  });
}
