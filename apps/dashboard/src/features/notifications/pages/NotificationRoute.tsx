import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TenantType } from '../../../platform/tenant-profile';
import { readTenant } from '../../../platform/tenant-store';
import { SessionContext } from '../../session/session-context';
import { NotificationsScope } from '../components/NotificationsScope';
import type { NotificationSettings } from '../notification-settings';
import type { NotificationsActor } from '../notifications-slot';
import { tabFromQuery, withTab } from '../urls';
import { useNotificationSettings } from '../use-notification-settings';
import { useNotificationsView } from '../use-notifications';
import { NotificationPage } from './NotificationPage';

/** /notification?selectedTab=transaction|product: every notification of the current brand. */
export function NotificationRoute() {
  const brandId = SessionContext.useSelector((state) => state.context.brandId);
  const settings = useNotificationSettings();
  if (!brandId) return <NotificationPage list={null} />;
  return (
    <NotificationFeed key={brandId} brandId={brandId} tenant={readTenant()} settings={settings} />
  );
}

export interface NotificationFeedProps {
  brandId: string;
  tenant: TenantType;
  settings: NotificationSettings;
}

/** The page bound to the brand's notifications actor, the tab kept in `selectedTab`. */
export function NotificationFeed(props: NotificationFeedProps) {
  const [searchParams] = useSearchParams();
  return (
    <NotificationsScope {...props} initialTab={tabFromQuery(searchParams.get('selectedTab'))}>
      {(actor) => <BoundNotificationPage actor={actor} />}
    </NotificationsScope>
  );
}

function BoundNotificationPage({ actor }: { actor: NotificationsActor }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabInUrl = tabFromQuery(searchParams.get('selectedTab'));
  const { status, ...view } = useNotificationsView(actor);

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
    setSearchParams((params) => withTab(params, tab), { replace: true });
  }, [actor, view.selectedTab, tabInUrl, setSearchParams]);

  return (
    <NotificationPage
      list={{
        ...view,
        status: status === 'closed' ? 'loading' : status,
        onSelectTab: (tab) => setSearchParams((params) => withTab(params, tab)),
        onLoadMore: () => actor.send({ type: 'notifications.loadMore' }),
        onRead: (notification) => actor.send({ type: 'notifications.read', notification }),
        onReadAll: () => actor.send({ type: 'notifications.readAll' }),
      }}
    />
  );
}
