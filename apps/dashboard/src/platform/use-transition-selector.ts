import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * What `select` reads from an actor's snapshot, updated as a transition.
 *
 * `useSelector` of @xstate/react is a store subscription, which React renders at once and in one
 * piece, and again in one piece when the actor moved between render and subscription, which an
 * actor started on mount whose answer is already there always does. For parts whose answer does
 * not move the page (a placeholder of the answer's size), this renders the change in short
 * interruptible pieces instead, so a page's first answers do not block a phone's main thread
 * together. Values compare with Object.is, so an unchanged selection renders nothing.
 */
export function useTransitionSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
): T {
  const [value, setValue] = useState(() => select(actor.getSnapshot() as SnapshotFrom<TActor>));
  const read = useEffectEvent(() => select(actor.getSnapshot() as SnapshotFrom<TActor>));
  useEffect(() => {
    const update = () => {
      const next = read();
      startTransition(() => setValue(() => next));
    };
    // The actor may have moved between the render and this subscription.
    update();
    const subscription = actor.subscribe({ next: update, error: update });
    return () => subscription.unsubscribe();
  }, [actor]);
  return value;
}
