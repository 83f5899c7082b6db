import { lazyPart } from '../platform/later-part';

/**
 * Entry points other features render inside the signed-in layout. They load after the layout
 * has painted, each in its own chunk, so the layout's chunk stays within its budget. Chat and
 * onboarding come through their feature's public index; the notification bell through its
 * module, because the route table imports that feature's index statically (for its routes) and
 * a lazy import of the same index would fold the bell back into the first load. The bell, chat
 * and onboarding are each held in an `IdlePart` (they mount once the main thread is idle), the
 * outbox in a `LaterPart` (it replays kept writes at start-up); one whose chunk cannot be loaded
 * (the connection dropped) is left out and comes once the connection is back.
 */
export const NotificationEntry = lazyPart(() =>
  import('../features/notifications/NotificationEntry').then((module) => module.NotificationEntry),
);

export const OnboardingAndPromotion = lazyPart(() =>
  import('../features/onboarding').then((module) => module.OnboardingAndPromotion),
);

export const ChatEntryPoint = lazyPart(() =>
  import('../features/chat').then((module) => module.ChatEntryPoint),
);

export const OutboxEntry = lazyPart(() =>
  import('../platform/outbox/OutboxIndicator').then((module) => module.OutboxIndicator),
);
