import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NotificationContext } from '@seller/machines';
import { NotificationPanel } from './NotificationPanel';
import type { TenantType } from '../../platform/tenant-profile';
import type { NotificationSettings } from './notification-settings';
import { tabFromQuery } from './notification-paths';
import type { NotificationsActor } from './notifications-slot';
import { NotificationsScope } from './NotificationsScope';
import { useNotificationsView } from './use-notifications';

export interface NotificationFeedProps {
  brandId: string;
  tenant: TenantType;
  settings: NotificationSettings;
}

/** The /notification page body: the panel full width, the tab kept in `selectedTab`. */
export function NotificationFeed(props: NotificationFeedProps) {
  const [searchParams] = useSearchParams();
  const tab = tabFromQuery(searchParams.get('selectedTab'));
  return (
    <NotificationsScope {...props} initialTab={tab}>
      {(actor) => <NotificationFeedView actor={actor} />}
    </NotificationsScope>
  );
}

function NotificationFeedView({ actor }: { actor: NotificationsActor }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabInUrl = tabFromQuery(searchParams.get('selectedTab'));
  const { counts, items, selectedTab, hasMore, status, markingAllRead } =
    useNotificationsView(actor);

  // Back and forward move between tabs too. Declared before the open below, so a shared actor
  // loads the URL's tab once instead of its previous tab first.
  useEffect(() => {
    if (tabInUrl !== actor.getSnapshot().context.selectedTab) {
      actor.send({ type: 'notifications.selectTab', tab: tabInUrl });
    }
  }, [actor, tabInUrl]);

  // The page is one view of the list; the bell's popover may be another.
  useEffect(() => {
    actor.send({ type: 'notifications.open' });
    return () => {
      if (actor.getSnapshot().status === 'active') actor.send({ type: 'notifications.close' });
    };
  }, [actor]);

  // A tab chosen in the bell's panel while the page shows is the page's tab too: the URL follows.
  // It reads the actor, not `selectedTab`, which the URL effect above may just have moved on.
  useEffect(() => {
    const tab = actor.getSnapshot().context.selectedTab;
    if (tab === tabInUrl) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('selectedTab', tab);
        return next;
      },
      { replace: true },
    );
  }, [actor, selectedTab, tabInUrl, setSearchParams]);

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
