import { useContext, useEffect, type ReactNode } from 'react';
import { NotificationsSlotContext, type NotificationsActor } from '../notifications-slot';
import { useNotificationsActor, type UseNotificationsOptions } from '../use-notifications';

export interface NotificationsScopeProps extends UseNotificationsOptions {
  /** This view creates the brand's actor and offers it to every other view of the layout. */
  owner?: boolean;
  children: (actor: NotificationsActor) => ReactNode;
}

/**
 * The notifications actor a view binds to: the layout's shared one when there is one, else its
 * own (a page outside the layout, a tenant without the bell, a component test).
 */
export function NotificationsScope({
  owner = false,
  children,
  ...options
}: NotificationsScopeProps) {
  const slot = useContext(NotificationsSlotContext);
  if (!owner && slot?.actor) return <>{children(slot.actor)}</>;
  // The owner's chunk is on its way; a second actor now would fetch and count on its own.
  if (!owner && slot?.owned) return null;
  return (
    <OwnNotifications {...options} publish={owner ? slot?.publish : undefined}>
      {children}
    </OwnNotifications>
  );
}

interface OwnNotificationsProps extends UseNotificationsOptions {
  publish: ((actor: NotificationsActor | null) => void) | undefined;
  children: (actor: NotificationsActor) => ReactNode;
}

function OwnNotifications({ publish, children, ...options }: OwnNotificationsProps) {
  const actor = useNotificationsActor(options);
  useEffect(() => {
    if (!publish) return undefined;
    publish(actor);
    return () => publish(null);
  }, [actor, publish]);
  return <>{children(actor)}</>;
}
