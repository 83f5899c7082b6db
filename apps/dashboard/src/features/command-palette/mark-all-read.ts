import { waitFor } from 'xstate';
import type { NotificationContext } from '@seller/machines';
import type { NotificationsActor } from '../notifications/notifications-slot';

const tabs: readonly NotificationContext[] = ['transaction', 'product'];

function isReadingIdle(actor: NotificationsActor) {
  return waitFor(actor, (snapshot) => snapshot.matches({ reading: 'idle' }));
}

/**
 * The panel's 'Tandai semua dibaca' reads the tab on screen; the palette's command promises every
 * notification. So it sends the panel's own events once per tab with unread entries, one after
 * the other (the machine takes one read-all at a time), and then puts the seller's tab back.
 */
export async function markEveryTabRead(actor: NotificationsActor): Promise<void> {
  const { selectedTab, counts } = actor.getSnapshot().context;
  const unread = tabs.filter(
    (tab) => (tab === 'transaction' ? counts.totalTransaction : counts.totalProduct) > 0,
  );
  for (const tab of unread) {
    await isReadingIdle(actor);
    actor.send({ type: 'notifications.selectTab', tab });
    actor.send({ type: 'notifications.readAll' });
    await isReadingIdle(actor);
  }
  if (actor.getSnapshot().context.selectedTab !== selectedTab)
    actor.send({ type: 'notifications.selectTab', tab: selectedTab });
}
