import { assign, setup } from 'xstate';
import { NOTIFICATION_POPOVER_PAGE_SIZE } from './constants';
import { buildNotificationTarget } from './notification-target';
import type {
  NotificationContext,
  NotificationItem,
  NotificationTarget,
  NotificationTargetPaths,
} from './notification-target';
import { providedPromise } from './provided';

/** Unread notification count (spec §3). */
export interface UnreadNotificationCount {
  totalProduct: number;
  totalTransaction: number;
  totalCount: number;
  totalActiveTransaction?: number;
}

export interface NotificationPage {
  data: NotificationItem[];
  metadata: { currentPage: number; totalPage: number };
}

export interface NotificationsInput extends NotificationTargetPaths {
  brandId: string | null;
  /** The count flag: the unread count is polled only when it is on (spec §9). */
  countPollingEnabled: boolean;
  /** Polling interval; the spec does not give the value. */
  pollIntervalMs: number;
  selectedTab?: NotificationContext;
}

export interface NotificationsContext extends NotificationsInput {
  selectedTab: NotificationContext;
  counts: UnreadNotificationCount;
  items: NotificationItem[];
  page: number;
  totalPage: number;
  /** The notification being read. */
  reading: NotificationItem | null;
  /** Where to go once the read and the count refresh are done. */
  pendingTarget: NotificationTarget | null;
  /**
   * How many views show the list now (the bell's popover, the /notification page). One actor
   * serves them all so their counts never disagree; the list closes when the last one does.
   */
  viewers: number;
}

export type NotificationsEvent =
  | { type: 'notifications.open' }
  | { type: 'notifications.close' }
  | { type: 'notifications.selectTab'; tab: NotificationContext }
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.refreshCounts' }
  | { type: 'notifications.read'; notification: NotificationItem }
  | { type: 'notifications.readAll' }
  | { type: 'notifications.brandChanged'; brandId: string };

export interface FetchUnreadCountInput {
  brandId: string | null;
}
export interface FetchNotificationsInput {
  brandId: string | null;
  type: NotificationContext;
  page: number;
  size: number;
  sortBy: 'created_at';
  sortDirection: 'desc';
}
export interface MarkNotificationReadInput {
  brandId: string | null;
  notification: NotificationItem;
}
export interface MarkAllNotificationsReadInput {
  brandId: string | null;
  type: NotificationContext;
}

const EMPTY_COUNT: UnreadNotificationCount = {
  totalProduct: 0,
  totalTransaction: 0,
  totalCount: 0,
};

const listRequest = (context: NotificationsContext, page: number): FetchNotificationsInput => ({
  brandId: context.brandId,
  type: context.selectedTab,
  page,
  size: NOTIFICATION_POPOVER_PAGE_SIZE,
  sortBy: 'created_at',
  sortDirection: 'desc',
});

/**
 * The notification panel (spec §2, §4, §8, §9): two tabs with unread counts, a popover list of
 * 5 per page newest first with infinite scroll, the unread count polled only when the count
 * flag is on, and reading: mark read if unread → refresh the counts → navigate to the list the
 * notification points at. Load failures are logged, never shown.
 */
export const notificationsMachine = setup({
  types: {
    input: {} as NotificationsInput,
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    fetchUnreadCount: providedPromise<UnreadNotificationCount, FetchUnreadCountInput>(
      'fetchUnreadCount',
    ),
    fetchNotifications: providedPromise<NotificationPage, FetchNotificationsInput>(
      'fetchNotifications',
    ),
    markNotificationRead: providedPromise<unknown, MarkNotificationReadInput>(
      'markNotificationRead',
    ),
    markAllNotificationsRead: providedPromise<unknown, MarkAllNotificationsReadInput>(
      'markAllNotificationsRead',
    ),
  },
  actions: {
    assignCounts: assign((_, params: { counts: UnreadNotificationCount }) => ({
      counts: params.counts,
    })),
    assignTab: assign({
      selectedTab: ({ context, event }) =>
        event.type === 'notifications.selectTab' ? event.tab : context.selectedTab,
    }),
    assignBrand: assign({
      brandId: ({ context, event }) =>
        event.type === 'notifications.brandChanged' ? event.brandId : context.brandId,
      counts: () => EMPTY_COUNT,
      items: () => [],
      // The list closes for the new brand, so no view is counted as showing it any more.
      viewers: () => 0,
    }),
    replaceItems: assign((_, params: { page: NotificationPage }) => ({
      items: params.page.data,
      page: params.page.metadata.currentPage,
      totalPage: params.page.metadata.totalPage,
    })),
    appendItems: assign(({ context }, params: { page: NotificationPage }) => ({
      items: [...context.items, ...params.page.data],
      page: params.page.metadata.currentPage,
      totalPage: params.page.metadata.totalPage,
    })),
    assignReading: assign(({ context, event }) =>
      event.type === 'notifications.read'
        ? {
            reading: event.notification,
            pendingTarget: buildNotificationTarget(event.notification, context),
          }
        : {},
    ),
    clearReading: assign({ reading: () => null, pendingTarget: () => null }),
    addViewer: assign({ viewers: ({ context }) => context.viewers + 1 }),
    removeViewer: assign({ viewers: ({ context }) => Math.max(0, context.viewers - 1) }),
    markItemRead: assign({
      items: ({ context }) =>
        context.items.map((item) =>
          item.entityId === context.reading?.entityId ? { ...item, isRead: true } : item,
        ),
    }),
    markAllItemsRead: assign({
      items: ({ context }) => context.items.map((item) => ({ ...item, isRead: true })),
    }),
    navigateTo: (_, _params: NotificationTarget) => {},
    /** Console only (spec §8). */
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isCountPollingOn: ({ context }) => context.countPollingEnabled,
    hasMorePages: ({ context }) => context.page < context.totalPage,
    isUnread: ({ event }) => event.type === 'notifications.read' && !event.notification.isRead,
    hasPendingTarget: ({ context }) => context.pendingTarget !== null,
    isLastViewer: ({ context }) => context.viewers <= 1,
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
}).createMachine({
  id: 'notifications',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    selectedTab: input.selectedTab ?? 'transaction',
    counts: EMPTY_COUNT,
    items: [],
    page: 0,
    totalPage: 0,
    reading: null,
    pendingTarget: null,
    viewers: 0,
  }),
  on: {
    'notifications.brandChanged': {
      target: ['.counts.loading', '.list.closed'],
      actions: 'assignBrand',
    },
  },
  states: {
    counts: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchUnreadCount',
            src: 'fetchUnreadCount',
            input: ({ context }) => ({ brandId: context.brandId }),
            onDone: {
              target: 'waiting',
              actions: { type: 'assignCounts', params: ({ event }) => ({ counts: event.output }) },
            },
            onError: {
              target: 'waiting',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {
          after: { pollInterval: { guard: 'isCountPollingOn', target: 'loading' } },
          on: { 'notifications.refreshCounts': 'loading' },
        },
      },
    },
    list: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'notifications.open': { target: 'open', actions: 'addViewer' },
            'notifications.selectTab': { actions: 'assignTab' },
          },
        },
        open: {
          initial: 'loading',
          on: {
            // A second view joins the list as it is; only the last one leaving closes it.
            'notifications.open': { actions: 'addViewer' },
            'notifications.close': [
              { guard: 'isLastViewer', target: 'closed', actions: 'removeViewer' },
              { actions: 'removeViewer' },
            ],
            'notifications.selectTab': { target: '.loading', actions: 'assignTab' },
          },
          states: {
            loading: {
              invoke: {
                id: 'fetchNotifications',
                src: 'fetchNotifications',
                input: ({ context }) => listRequest(context, 1),
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'replaceItems',
                    params: ({ event }) => ({ page: event.output }),
                  },
                },
                onError: {
                  target: 'ready',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            ready: {
              on: { 'notifications.loadMore': { guard: 'hasMorePages', target: 'loadingMore' } },
            },
            loadingMore: {
              invoke: {
                id: 'fetchMoreNotifications',
                src: 'fetchNotifications',
                input: ({ context }) => listRequest(context, context.page + 1),
                onDone: {
                  target: 'ready',
                  actions: { type: 'appendItems', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'ready',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    reading: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'notifications.read': [
              { guard: 'isUnread', target: 'markingRead', actions: 'assignReading' },
              { target: 'refreshingCounts', actions: 'assignReading' },
            ],
            'notifications.readAll': { target: 'markingAllRead', actions: 'clearReading' },
          },
        },
        markingRead: {
          invoke: {
            id: 'markNotificationRead',
            src: 'markNotificationRead',
            input: ({ context }) => ({
              brandId: context.brandId,
              notification: context.reading as NotificationItem,
            }),
            onDone: { target: 'refreshingCounts', actions: 'markItemRead' },
            onError: {
              target: 'refreshingCounts',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        markingAllRead: {
          invoke: {
            id: 'markAllNotificationsRead',
            src: 'markAllNotificationsRead',
            input: ({ context }) => ({ brandId: context.brandId, type: context.selectedTab }),
            onDone: { target: 'refreshingCounts', actions: 'markAllItemsRead' },
            onError: {
              target: 'idle',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        refreshingCounts: {
          invoke: {
            id: 'refreshUnreadCount',
            src: 'fetchUnreadCount',
            input: ({ context }) => ({ brandId: context.brandId }),
            onDone: {
              target: 'navigating',
              actions: { type: 'assignCounts', params: ({ event }) => ({ counts: event.output }) },
            },
            onError: {
              target: 'navigating',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        navigating: {
          always: [
            {
              guard: 'hasPendingTarget',
              target: 'idle',
              actions: [
                {
                  type: 'navigateTo',
                  params: ({ context }) => context.pendingTarget as NotificationTarget,
                },
                'clearReading',
              ],
            },
            { target: 'idle', actions: 'clearReading' },
          ],
        },
      },
    },
  },
});
