import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NotificationContext } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import { drawnAnswer } from '../../platform/drawn-answers';
import { isDrawingFirstScreen } from '../../platform/drawn-list';
import { useDrawnAnswerHold } from '../../platform/use-drawn-list-hold';
import type { TenantType } from '../../platform/tenant-profile';
import type { NotificationSettings } from './notification-settings';
import { earlyNotificationKeys, firstPageRequest } from './early-notification-calls';
import { brandNumber, fetchNotificationPage, fetchUnreadCount, noUnreadCounts } from './notification-calls';
import { NotificationPanel } from './NotificationPanel';
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
  // A drawing stays up until the list's first page is drawn here (it is the bell's machine's,
  // whose part may still be loading).
  const [shown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  useDrawnAnswerHold(shown ? 'ready' : 'loading');
  if (isDrawingFirstScreen()) return <DrawnNotificationFeed {...props} tab={tab} />;
  return (
    <NotificationsScope {...props} initialTab={tab}>
      {(actor) => <NotificationFeedView actor={actor} onShown={show} />}
    </NotificationsScope>
  );
}

/**
 * The server's drawing of the page: the machine starts only in the browser, so the drawing shows
 * the first page and the unread counts the page carries (the calls the entry script starts on a
 * reload), as the machine will show them.
 */
function DrawnNotificationFeed({ brandId, tenant, tab }: NotificationFeedProps & { tab: NotificationContext }) {
  const api = useApi();
  const id = brandNumber(brandId);
  const request = id === null ? null : firstPageRequest(id, tab);
  const counts = id === null ? undefined : drawnAnswer(earlyNotificationKeys.counts(tenant, id), () => fetchUnreadCount(api, tenant, id));
  const page = request && drawnAnswer(earlyNotificationKeys.page(request), () => fetchNotificationPage(api, request));
  return (
    <NotificationPanel
      selectedTab={tab}
      counts={counts?.value ?? noUnreadCounts}
      items={page?.value.data ?? []}
      status={page ? 'ready' : 'loading'}
      hasMore={page ? page.value.metadata.currentPage < page.value.metadata.totalPage : false}
      maxHeight="none"
      onSelectTab={ignore}
      onLoadMore={ignore}
      onRead={ignore}
      onReadAll={ignore}
    />
  );
}

const ignore = () => undefined;

function NotificationFeedView({ actor, onShown }: { actor: NotificationsActor; onShown: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabInUrl = tabFromQuery(searchParams.get('selectedTab'));
  const { counts, items, selectedTab, hasMore, status, markingAllRead } = useNotificationsView(actor);

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
      onListShown={onShown}
      onSelectTab={selectTab}
      onLoadMore={() => actor.send({ type: 'notifications.loadMore' })}
      onRead={(notification) => actor.send({ type: 'notifications.read', notification })}
      onReadAll={() => actor.send({ type: 'notifications.readAll' })}
    />
  );
}
