import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { capBadgeCount } from './badge';
import { buildNotificationTarget } from './notification-target';
import type { NotificationItem } from './notification-target';
import { notificationsMachine } from './notifications.machine';
import type {
  FetchNotificationsInput,
  FetchUnreadCountInput,
  MarkAllNotificationsReadInput,
  MarkNotificationReadInput,
  NotificationPage,
  NotificationsInput,
  UnreadNotificationCount,
} from './notifications.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const paths = { transactionPath: '/transaction-v3', productPath: '/product-v3' };

const item = (entityId: string, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  createdAt: '2024-05-01T10:00:00Z',
  entityId,
  title: `Pesanan ${entityId}`,
  isRead: false,
  message: '<p>Pesanan baru</p>',
  context: 'transaction',
  ...overrides,
});

function start(
  input: Partial<NotificationsInput> = {},
  options: { failList?: boolean; pages?: number } = {},
) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const listRequests: FetchNotificationsInput[] = [];
  const navigateTo = vi.fn();
  const logError = vi.fn();
  let countCalls = 0;
  const machine = notificationsMachine.provide({
    actors: {
      fetchUnreadCount: fromPromise<UnreadNotificationCount, FetchUnreadCountInput>(() => {
        countCalls += 1;
        calls.push('count');
        return Promise.resolve({
          totalProduct: 2,
          totalTransaction: countCalls,
          totalCount: 2 + countCalls,
        });
      }),
      fetchNotifications: fromPromise<NotificationPage, FetchNotificationsInput>(({ input }) => {
        listRequests.push(input);
        if (options.failList) return Promise.reject(new Error('Gagal'));
        return Promise.resolve({
          data: [item(`${input.type}-${input.page}`)],
          metadata: { currentPage: input.page, totalPage: options.pages ?? 2 },
        });
      }),
      markNotificationRead: fromPromise<unknown, MarkNotificationReadInput>(({ input }) => {
        calls.push(`read:${input.notification.entityId}`);
        return Promise.resolve({});
      }),
      markAllNotificationsRead: fromPromise<unknown, MarkAllNotificationsReadInput>(({ input }) => {
        calls.push(`readAll:${input.type}`);
        return Promise.resolve({});
      }),
    },
    actions: {
      navigateTo: (_, target) => {
        calls.push('navigate');
        navigateTo(target);
      },
      logError: (_, p) => logError(p.error),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { brandId: '10', countPollingEnabled: true, pollIntervalMs: 30_000, ...paths, ...input },
  }).start();
  return { actor, clock, calls, listRequests, navigateTo, logError, countCalls: () => countCalls };
}

describe('notifications', () => {
  it('loads the unread counts of both tabs at start; the badge caps at 99+', async () => {
    const { actor } = start();
    await settle();
    expect(actor.getSnapshot().context.counts).toEqual({
      totalProduct: 2,
      totalTransaction: 1,
      totalCount: 3,
    });
    expect(capBadgeCount(100)).toBe('99+');
    expect(capBadgeCount(99)).toBe('99');
  });

  it('polls the unread count on the injected interval when the count flag is on', async () => {
    const { clock, countCalls } = start({ pollIntervalMs: 15_000 });
    await settle();
    clock.increment(14_999);
    await settle();
    expect(countCalls()).toBe(1);
    clock.increment(1);
    await settle();
    expect(countCalls()).toBe(2);
  });

  it('does not poll when the count flag is off', async () => {
    const { clock, countCalls } = start({ countPollingEnabled: false });
    await settle();
    clock.increment(10 * 60_000);
    await settle();
    expect(countCalls()).toBe(1);
  });

  it('lists 5 per page sorted by created_at descending, with infinite scroll appending pages', async () => {
    const { actor, listRequests } = start();
    actor.send({ type: 'notifications.open' });
    await settle();
    expect(listRequests[0]).toEqual({
      brandId: '10',
      type: 'transaction',
      page: 1,
      size: 5,
      sortBy: 'created_at',
      sortDirection: 'desc',
    });
    actor.send({ type: 'notifications.loadMore' });
    await settle();
    expect(listRequests[1]?.page).toBe(2);
    expect(actor.getSnapshot().context.items.map((n) => n.entityId)).toEqual([
      'transaction-1',
      'transaction-2',
    ]);
    actor.send({ type: 'notifications.loadMore' });
    await settle();
    expect(listRequests).toHaveLength(2);
  });

  it('switches between the transaction and product tabs', async () => {
    const { actor, listRequests } = start();
    actor.send({ type: 'notifications.open' });
    await settle();
    actor.send({ type: 'notifications.selectTab', tab: 'product' });
    await settle();
    expect(listRequests[1]).toMatchObject({ type: 'product', page: 1 });
    expect(actor.getSnapshot().context.items.map((n) => n.entityId)).toEqual(['product-1']);
  });

  it('logs a load failure and shows nothing else', async () => {
    const { actor, logError } = start({}, { failList: true });
    actor.send({ type: 'notifications.open' });
    await settle();
    expect(logError).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(actor.getSnapshot().matches({ list: { open: 'ready' } })).toBe(true);
  });

  it('reading an unread order notification marks it read, refreshes the counts, then opens the orders page 1, size 25, status -1', async () => {
    const { actor, calls, navigateTo } = start();
    await settle();
    calls.length = 0;
    actor.send({ type: 'notifications.read', notification: item('o1') });
    await settle();
    expect(calls).toEqual(['read:o1', 'count', 'navigate']);
    expect(navigateTo).toHaveBeenCalledWith({
      path: '/transaction-v3',
      query: { page: '1', size: '25', status: '-1' },
    });
    expect(actor.getSnapshot().context.counts.totalTransaction).toBe(2);
  });

  it('reading a notification that is already read skips the mark but still refreshes and navigates', async () => {
    const { actor, calls } = start();
    await settle();
    calls.length = 0;
    actor.send({ type: 'notifications.read', notification: item('o2', { isRead: true }) });
    await settle();
    expect(calls).toEqual(['count', 'navigate']);
  });

  it('opens the product page with source=notification, the variant name, selectedTab and stockStatus', () => {
    expect(
      buildNotificationTarget(
        {
          context: 'product',
          additionalData: {
            variantName: 'Kaos Merah XL',
            selectedTab: 'active',
            stockStatus: 'empty',
          },
        },
        paths,
      ),
    ).toEqual({
      path: '/product-v3',
      query: {
        source: 'notification',
        q: 'Kaos Merah XL',
        page: '1',
        size: '25',
        selectedTab: 'active',
        stockStatus: 'empty',
      },
    });
    expect(
      buildNotificationTarget(
        { context: 'product', additionalData: { variantName: 'Topi' } },
        paths,
      ),
    ).toEqual({
      path: '/product-v3',
      query: { source: 'notification', q: 'Topi', page: '1', size: '25' },
    });
  });

  it('marks the read item in the open list', async () => {
    const { actor } = start();
    actor.send({ type: 'notifications.open' });
    await settle();
    const first = actor.getSnapshot().context.items[0] as NotificationItem;
    actor.send({ type: 'notifications.read', notification: first });
    await settle();
    expect(actor.getSnapshot().context.items[0]?.isRead).toBe(true);
  });

  it('reads all of the current tab, refreshes the counts and stays on the page', async () => {
    const { actor, calls, navigateTo } = start();
    actor.send({ type: 'notifications.open' });
    await settle();
    calls.length = 0;
    actor.send({ type: 'notifications.readAll' });
    await settle();
    expect(calls).toEqual(['readAll:transaction', 'count']);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.items.every((n) => n.isRead)).toBe(true);
  });

  it('keeps the list open while another view still shows it, and closes it with the last one', async () => {
    const { actor, listRequests } = start();
    actor.send({ type: 'notifications.open' });
    await settle();
    // The bell's popover opens over the /notification page and closes again.
    actor.send({ type: 'notifications.open' });
    actor.send({ type: 'notifications.close' });
    expect(actor.getSnapshot().matches({ list: { open: 'ready' } })).toBe(true);
    expect(listRequests).toHaveLength(1);
    actor.send({ type: 'notifications.close' });
    expect(actor.getSnapshot().matches({ list: 'closed' })).toBe(true);
  });

  it('starts over for a new brand', async () => {
    const { actor, countCalls } = start();
    actor.send({ type: 'notifications.open' });
    await settle();
    actor.send({ type: 'notifications.brandChanged', brandId: '20' });
    expect(actor.getSnapshot().context).toMatchObject({
      brandId: '20',
      items: [],
      counts: { totalCount: 0 },
    });
    expect(actor.getSnapshot().matches({ list: 'closed' })).toBe(true);
    await settle();
    expect(countCalls()).toBe(2);
  });
});
