import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NotificationContext } from '@seller/machines';
import type { TenantType } from '../../platform/tenant-profile';
import type { NotificationSettings } from './notification-settings';
import { NotificationPanel } from './NotificationPanel';
import { tabFromQuery } from './notification-paths';
import { useNotifications } from './use-notifications';

export interface NotificationFeedProps {
  brandId: string;
  tenant: TenantType;
  settings: NotificationSettings;
}

/** The /notification page body: the panel full width, the tab kept in `selectedTab`. */
export function NotificationFeed({ brandId, tenant, settings }: NotificationFeedProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabInUrl = tabFromQuery(searchParams.get('selectedTab'));
  const { actor, counts, items, selectedTab, hasMore, status, markingAllRead } = useNotifications({
    brandId,
    tenant,
    settings,
    initialTab: tabInUrl,
  });

  useEffect(() => {
    actor.send({ type: 'notifications.open' });
  }, [actor]);

  // Back and forward move between tabs too.
  useEffect(() => {
    if (tabInUrl !== actor.getSnapshot().context.selectedTab) {
      actor.send({ type: 'notifications.selectTab', tab: tabInUrl });
    }
  }, [actor, tabInUrl]);

  const selectTab = (tab: NotificationContext) => {
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('selectedTab', tab);
      return next;
    });
  };

  return (
    <NotificationPanel
      selectedTab={selectedTab}
      counts={counts}
      items={items}
      status={status === 'closed' ? 'loading' : status}
      hasMore={hasMore}
      markingAllRead={markingAllRead}
      maxHeight="none"
      onSelectTab={selectTab}
      onLoadMore={() => actor.send({ type: 'notifications.loadMore' })}
      onRead={(notification) => actor.send({ type: 'notifications.read', notification })}
      onReadAll={() => actor.send({ type: 'notifications.readAll' })}
    />
  );
}
