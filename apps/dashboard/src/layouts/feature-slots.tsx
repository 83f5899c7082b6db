import { lazy } from 'react';

/**
 * Entry points other features render inside the signed-in layout. They load after the layout
 * has painted, each in its own chunk, so the layout's chunk stays within its budget. Chat and
 * onboarding come through their feature's public index; the notification bell through its
 * module, because the route table imports that feature's index statically (for its routes) and
 * a lazy import of the same index would fold the bell back into the first load.
 */
export const NotificationEntry = lazy(() =>
  import('../features/notifications/NotificationEntry').then((module) => ({ default: module.NotificationEntry })),
);

export const OnboardingAndPromotion = lazy(() =>
  import('../features/onboarding').then((module) => ({ default: module.OnboardingAndPromotion })),
);

export const ChatEntryPoint = lazy(() => import('../features/chat').then((module) => ({ default: module.ChatEntryPoint })));

export const OutboxEntry = lazy(() => import('../platform/outbox/OutboxIndicator').then((module) => ({ default: module.OutboxIndicator })));
