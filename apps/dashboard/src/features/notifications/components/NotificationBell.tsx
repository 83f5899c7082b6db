import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  afterNextPaint,
  CountBadge,
  IconButton,
  Popover,
  StyleWarmup,
  vars,
} from '@seller/design-system';
import type { TenantType } from '../../../platform/tenant-profile';
import { notificationCopy } from '../copy';
import type { NotificationSettings } from '../notification-settings';
import type { NotificationListStatus } from './NotificationList';
import { NotificationPanel } from './NotificationPanel';
import { notificationPageUrl } from '../urls';
import type { NotificationsActor } from '../notifications-slot';
import { NotificationsScope } from './NotificationsScope';
import { useNotificationsView } from '../use-notifications';

const Footer = styled.div`
  padding: ${vars.space['300']} ${vars.space['400']};
  border-top: 1px solid ${vars.color.borderDefault};
  text-align: center;

  a {
    color: ${vars.color.textLink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export interface NotificationBellProps {
  brandId: string;
  tenant: TenantType;
  settings: NotificationSettings;
}

/** The header's bell: unread total badge and the popover panel (spec §2). */
export function NotificationBell(props: NotificationBellProps) {
  return (
    <NotificationsScope {...props}>
      {(actor) => <NotificationBellView actor={actor} />}
    </NotificationsScope>
  );
}

/** The bell bound to a notifications actor it shares with the page and the rest of the layout. */
export function NotificationBellView({ actor }: { actor: NotificationsActor }) {
  const [open, setOpen] = useState(false);
  // The list is the panel's heavy part (a sanitised message and a row per entry, grouped by day):
  // it renders just after the panel opens, in a render React can interrupt, so the click paints
  // the panel at once instead of after the whole list (a 300 ms task on a slow phone).
  const listShown = useDeferredValue(open);
  const { counts, items, selectedTab, hasMore, status, markingAllRead } =
    useNotificationsView(actor);

  // The list's call starts once the opened panel has painted, so the click shows it without
  // waiting for the request to be set up; a close before then simply cancels it.
  const pendingOpen = useRef<{ cancelled: boolean } | null>(null);
  useEffect(
    () => () => {
      if (pendingOpen.current) pendingOpen.current.cancelled = true;
    },
    [],
  );
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      if (pendingOpen.current) return;
      const pending = { cancelled: false };
      pendingOpen.current = pending;
      afterNextPaint(() => {
        if (pending.cancelled) return;
        pendingOpen.current = null;
        actor.send({ type: 'notifications.open' });
      });
    } else if (pendingOpen.current) {
      pendingOpen.current.cancelled = true;
      pendingOpen.current = null;
    } else {
      actor.send({ type: 'notifications.close' });
    }
  };

  const panel = (listStatus: NotificationListStatus) => (
    <NotificationPanel
      selectedTab={selectedTab}
      counts={counts}
      items={items}
      status={listStatus}
      hasMore={hasMore}
      markingAllRead={markingAllRead}
      onSelectTab={(tab) => actor.send({ type: 'notifications.selectTab', tab })}
      onLoadMore={() => actor.send({ type: 'notifications.loadMore' })}
      onRead={(notification) => {
        onOpenChange(false);
        actor.send({ type: 'notifications.read', notification });
      }}
      onReadAll={() => actor.send({ type: 'notifications.readAll' })}
      footer={
        <Footer>
          <Link to={notificationPageUrl(selectedTab)} onClick={() => onOpenChange(false)}>
            {notificationCopy.seeMore}
          </Link>
        </Footer>
      }
    />
  );

  return (
    <>
      <Popover
        label={notificationCopy.panelLabel}
        open={open}
        onOpenChange={onOpenChange}
        width={400}
        trigger={
          <IconButton
            label={notificationCopy.bellLabel}
            icon="notification"
            variant="ghost"
            badge={
              <CountBadge count={counts.totalCount} label={notificationCopy.unreadBadgeLabel} />
            }
          />
        }
      >
        {panel(status === 'closed' || !listShown ? 'loading' : status)}
      </Popover>
      {/* The panel as the first click shows it, its styles in place before that click. */}
      <StyleWarmup>{panel('loading')}</StyleWarmup>
    </>
  );
}
