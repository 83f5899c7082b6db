import { createContext, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '@seller/machines';

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/**
 * Where the signed-in layout keeps the brand's one notifications actor, so the bell, its panel
 * and the /notification page read the same counts (issue 16: a read-all on the page left the
 * bell's number stale until a reload). Type imports only: the layout's chunk stays free of the
 * machine, which arrives with the bell's lazy chunk.
 */
export interface NotificationsSlot {
  /** The layout mounts an owner (the header's entry) for this brand; its actor may still be loading. */
  owned: boolean;
  actor: NotificationsActor | null;
  publish: (actor: NotificationsActor | null) => void;
}

export const NotificationsSlotContext = createContext<NotificationsSlot | null>(null);

/** The slot a layout provides; `owned` when it renders the notification entry. */
export function useNotificationsSlot(owned: boolean): NotificationsSlot {
  const [actor, publish] = useState<NotificationsActor | null>(null);
  return useMemo(() => ({ owned, actor: owned ? actor : null, publish }), [owned, actor]);
}
