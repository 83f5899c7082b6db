import { hashKey, type QueryClient } from '@tanstack/query-core';
import { fromPromise } from 'xstate';
import type { ApiClients } from '@seller/api-types';
import {
  notificationsMachine,
  type FetchNotificationsInput,
  type FetchUnreadCountInput,
  type MarkAllNotificationsReadInput,
  type MarkNotificationReadInput,
  type NotificationPage,
  type UnreadNotificationCount,
} from '@seller/machines';
import { queryClientOf } from '../../platform/data/query-client';
import { fetchRead, type Read } from '../../platform/data/read';
import type { TenantType } from '../../platform/tenant-profile';
import { isAppNotification } from './notification-item';
import {
  brandNumber,
  noUnreadCounts,
  notificationPageRead,
  unreadCountRead,
} from './notifications-queries';
import { markAllNotificationsRead, markNotificationRead } from './notifications-writes';
import { notificationTargetHref } from './urls';

interface NotificationEffects {
  api: ApiClients;
  tenant: TenantType;
  navigate: (href: string) => void;
}

/**
 * One actor's reads through the cache. An answer the actor has not had yet (the entry's prefetch
 * on a reload, another view's) is taken while it is fresh; one it has had is never handed back
 * as new, so a poll, a push, the count refresh after a read and a reopened list ask the server
 * and the badges stay live. A call the machine leaves (a tab switched away from) ends in the
 * cache, where switching back takes it.
 */
function readsOnce(client: QueryClient) {
  const had = new Map<string, number>();
  return async <T>(read: Read<T>): Promise<T> => {
    const key = hashKey(read.queryKey);
    const answeredAt = client.getQueryState(read.queryKey)?.dataUpdatedAt;
    const seen = answeredAt !== undefined && had.get(key) === answeredAt;
    const answer = await fetchRead(client, seen ? { ...read, staleTime: 0 } : read);
    had.set(key, client.getQueryState(read.queryKey)?.dataUpdatedAt ?? 0);
    return answer;
  };
}

/** The notifications machine bound to the brand service (spec §7) and the router. */
export function provideNotificationsMachine({ api, tenant, navigate }: NotificationEffects) {
  const read = readsOnce(queryClientOf(api));
  return notificationsMachine.provide({
    actors: {
      fetchUnreadCount: fromPromise<UnreadNotificationCount, FetchUnreadCountInput>(
        async ({ input }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return noUnreadCounts;
          return read(unreadCountRead(api, tenant, brandId));
        },
      ),
      fetchNotifications: fromPromise<NotificationPage, FetchNotificationsInput>(
        async ({ input }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return { data: [], metadata: { currentPage: 1, totalPage: 0 } };
          return read(notificationPageRead(api, tenant, { ...input, brandId }));
        },
      ),
      markNotificationRead: fromPromise<unknown, MarkNotificationReadInput>(async ({ input }) => {
        const brandId = brandNumber(input.brandId);
        if (brandId === null || !isAppNotification(input.notification)) return null;
        return markNotificationRead(api, brandId, input.notification);
      }),
      markAllNotificationsRead: fromPromise<unknown, MarkAllNotificationsReadInput>(
        async ({ input }) => {
          const brandId = brandNumber(input.brandId);
          if (brandId === null) return null;
          return markAllNotificationsRead(api, brandId, input.type);
        },
      ),
    },
    actions: {
      navigateTo: ({ context }, target) =>
        navigate(notificationTargetHref(target, context.reading)),
      logError: (_, { error }) => console.error('Notifikasi gagal dimuat', error),
    },
  });
}
