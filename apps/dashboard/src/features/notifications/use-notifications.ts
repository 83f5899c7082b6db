import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { NotificationContext } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import { onPush } from '../../platform/push-events';
import type { TenantType } from '../../platform/tenant-profile';
import type { NotificationSettings } from './notification-settings';
import { provideNotificationsMachine } from './notifications-actors';
import type { NotificationListStatus } from './components/NotificationList';
import type { NotificationsActor } from './notifications-slot';
import { inspect } from '../../platform/machine-inspector';

export interface UseNotificationsOptions {
  brandId: string;
  tenant: TenantType;
  settings: NotificationSettings;
  initialTab?: NotificationContext;
}

/** One notifications actor, bound to the API and the router. */
export function useNotificationsActor({
  brandId,
  tenant,
  settings,
  initialTab,
}: UseNotificationsOptions): NotificationsActor {
  const api = useApi();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [logic] = useState(() =>
    provideNotificationsMachine({ api, tenant, navigate: (href) => navigateRef.current(href) }),
  );
  const actor = useActorRef(logic, {
    inspect,
    input: {
      brandId,
      countPollingEnabled: settings.countPollingEnabled,
      pollIntervalMs: settings.pollIntervalMs,
      transactionPath: settings.transactionPath,
      productPath: settings.productPath,
      ...(initialTab ? { selectedTab: initialTab } : {}),
    },
  });

  // Per-brand data is never mixed: a new brand empties the list and refetches the counts.
  const brandRef = useRef(brandId);
  useEffect(() => {
    if (brandRef.current === brandId) return;
    brandRef.current = brandId;
    actor.send({ type: 'notifications.brandChanged', brandId });
  }, [actor, brandId]);
  // Live badges: a pushed change refetches the counts once (debounced); polling stays as the fallback.
  useEffect(
    () => onPush(['notification'], () => actor.send({ type: 'notifications.refreshCounts' })),
    [actor],
  );
  return actor;
}

/** The slices of the notifications actor the views draw. */
export function useNotificationsView(actor: NotificationsActor) {
  const counts = useSelector(actor, (state) => state.context.counts);
  const items = useSelector(actor, (state) => state.context.items);
  const selectedTab = useSelector(actor, (state) => state.context.selectedTab);
  const hasMore = useSelector(actor, (state) => state.context.page < state.context.totalPage);
  const status = useSelector(actor, (state): NotificationListStatus | 'closed' => {
    if (state.matches({ list: { open: 'loading' } })) return 'loading';
    if (state.matches({ list: { open: 'loadingMore' } })) return 'loadingMore';
    if (state.matches({ list: 'open' })) return 'ready';
    return 'closed';
  });
  const markingAllRead = useSelector(actor, (state) =>
    state.matches({ reading: 'markingAllRead' }),
  );

  return { counts, items, selectedTab, hasMore, status, markingAllRead };
}
