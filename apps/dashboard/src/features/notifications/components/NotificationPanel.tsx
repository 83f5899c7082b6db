import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Tabs, vars } from '@seller/design-system';
import type {
  NotificationContext,
  NotificationItem,
  UnreadNotificationCount,
} from '@seller/machines';
import { notificationCopy } from '../copy';
import { NotificationList, type NotificationListStatus } from './NotificationList';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-bottom: 1px solid ${vars.color.borderDefault};
`;

export interface NotificationPanelProps {
  selectedTab: NotificationContext;
  counts: UnreadNotificationCount;
  items: readonly NotificationItem[];
  status: NotificationListStatus;
  hasMore: boolean;
  onSelectTab: (tab: NotificationContext) => void;
  onLoadMore: () => void;
  onRead: (notification: NotificationItem) => void;
  onReadAll: () => void;
  /** Whether 'Tandai semua dibaca' is running. */
  markingAllRead?: boolean;
  /** The list box height; 500 px in the popover, unbounded on the page. */
  maxHeight?: number | 'none';
  footer?: ReactNode;
  now?: Date;
}

function isNotificationContext(value: string): value is NotificationContext {
  return value === 'transaction' || value === 'product';
}

/** Tabs with unread counts, 'Tandai semua dibaca' and the grouped list (spec §2). */
export function NotificationPanel({
  selectedTab,
  counts,
  onSelectTab,
  onReadAll,
  markingAllRead = false,
  footer,
  ...list
}: NotificationPanelProps) {
  const unreadInTab = selectedTab === 'transaction' ? counts.totalTransaction : counts.totalProduct;
  return (
    <div>
      <Tabs
        fitted
        label={notificationCopy.tabsLabel}
        value={selectedTab}
        onValueChange={(value) => {
          if (isNotificationContext(value)) onSelectTab(value);
        }}
        items={[
          {
            value: 'transaction',
            label: notificationCopy.tabTransaction,
            count: counts.totalTransaction,
          },
          { value: 'product', label: notificationCopy.tabProduct, count: counts.totalProduct },
        ]}
      >
        <Toolbar>
          <Button
            variant="ghost"
            size="sm"
            onClick={onReadAll}
            loading={markingAllRead}
            disabled={unreadInTab === 0}
          >
            {notificationCopy.markAllRead}
          </Button>
        </Toolbar>
        <NotificationList {...list} />
      </Tabs>
      {footer}
    </div>
  );
}
