import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  notificationsMachine,
  type FetchNotificationsInput,
  type FetchUnreadCountInput,
  type MarkAllNotificationsReadInput,
  type NotificationPage,
  type UnreadNotificationCount,
} from '@seller/machines';
import { markEveryTabRead } from './mark-all-read';

function start(counts: UnreadNotificationCount) {
  const readAll: string[] = [];
  const machine = notificationsMachine.provide({
    actors: {
      fetchUnreadCount: fromPromise<UnreadNotificationCount, FetchUnreadCountInput>(() =>
        Promise.resolve(
          readAll.length === 0 ? counts : { totalProduct: 0, totalTransaction: 0, totalCount: 0 },
        ),
      ),
      fetchNotifications: fromPromise<NotificationPage, FetchNotificationsInput>(() =>
        Promise.resolve({ data: [], metadata: { currentPage: 1, totalPage: 1 } }),
      ),
      markAllNotificationsRead: fromPromise<unknown, MarkAllNotificationsReadInput>(({ input }) => {
        readAll.push(input.type);
        return Promise.resolve(null);
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      brandId: '101',
      countPollingEnabled: false,
      pollIntervalMs: 30_000,
      transactionPath: '/transaction-v3',
      productPath: '/product-v3',
      selectedTab: 'product',
    },
  });
  actor.start();
  return { actor, readAll };
}

describe('mark every notification read', () => {
  it('reads each tab with unread entries through the machine, then returns to the seller’s tab', async () => {
    const { actor, readAll } = start({ totalProduct: 2, totalTransaction: 3, totalCount: 5 });
    await waitFor(actor, (snapshot) => snapshot.context.counts.totalCount === 5);
    await markEveryTabRead(actor);
    expect(readAll).toEqual(['transaction', 'product']);
    expect(actor.getSnapshot().context.selectedTab).toBe('product');
    actor.stop();
  });

  it('skips a tab without unread entries', async () => {
    const { actor, readAll } = start({ totalProduct: 0, totalTransaction: 4, totalCount: 4 });
    await waitFor(actor, (snapshot) => snapshot.context.counts.totalCount === 4);
    await markEveryTabRead(actor);
    expect(readAll).toEqual(['transaction']);
    actor.stop();
  });
});
