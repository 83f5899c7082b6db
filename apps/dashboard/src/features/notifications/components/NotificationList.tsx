import { useDeferredValue, useId } from 'react';
import styled from 'styled-components';
import { EmptyState, Spinner, layout, motion, vars } from '@seller/design-system';
import type { NotificationItem } from '@seller/machines';
import { notificationCopy } from '../copy';
import { groupByDay } from '../group-by-day';
import { NotificationEntryRow } from './NotificationEntryRow';
import { useLoadMoreSentinel } from '../use-load-more-sentinel';

const Scroller = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
`;

// Level 2: on /notification the list sits right under the page's h1, and in the bell's popover
// (a dialog at the end of the page) an h2 follows any heading without skipping a level.
const GroupHeading = styled.h2`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0;
  padding: ${vars.space['200']} ${vars.space['400']};
  background: ${vars.color.bgSubtle};
  color: ${vars.color.textSubdued};
  font-size: 12px;
  font-weight: 600;
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A wait shorter than a blink shows nothing: the spinner fades in only after 150 ms. */
const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space['400']};
  animation: ${motion.fade} 120ms ease-out 150ms both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Before the first background render: no rows drawn yet. */
const noRowsYet: readonly NotificationItem[] = [];

export type NotificationListStatus = 'loading' | 'ready' | 'loadingMore';

export interface NotificationListProps {
  items: readonly NotificationItem[];
  status: NotificationListStatus;
  hasMore: boolean;
  onLoadMore: () => void;
  onRead: (notification: NotificationItem) => void;
  /** Tallest the list grows before it scrolls; the panel's 500 px by default (spec §9). */
  maxHeight?: number | 'none';
  /** "Today" for the day headings; the clock by default. */
  now?: Date;
}

/** Entries grouped by day with infinite scroll inside a bounded box (spec §2). */
export function NotificationList({
  items,
  status,
  hasMore,
  onLoadMore,
  onRead,
  maxHeight = layout.notificationListMaxHeight,
  now,
}: NotificationListProps) {
  const headingId = useId();
  // Rows (each message sanitised, grouped by day) are drawn in a background render React slices:
  // the panel opens and a new page of entries arrives without one long task.
  const rows = useDeferredValue(items, noRowsYet);
  // The sentinel follows the rows drawn, not the items held: it exists only once they are drawn.
  const { rootRef, sentinelRef } = useLoadMoreSentinel<HTMLDivElement>({
    enabled: status === 'ready' && hasMore,
    onVisible: onLoadMore,
    itemCount: rows.length,
    scrollsItself: maxHeight !== 'none',
  });

  // Until the first rows are drawn the list still looks as it does while loading.
  const waiting = status === 'loading' || (rows.length === 0 && items.length > 0);
  if (waiting) {
    return (
      <Loading>
        <Spinner label={notificationCopy.loading} />
      </Loading>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon="notification"
        title={notificationCopy.emptyTitle}
        text={notificationCopy.emptyText}
        headingLevel={2}
      />
    );
  }
  return (
    <Scroller
      ref={rootRef}
      style={{ maxHeight: maxHeight === 'none' ? undefined : `${maxHeight}px` }}
      aria-label={notificationCopy.listLabel}
      aria-busy={status === 'loadingMore'}
      role="region"
    >
      {groupByDay(rows, now).map((group, index) => (
        <section key={`${group.label}-${index}`} aria-labelledby={`${headingId}-${index}`}>
          <GroupHeading id={`${headingId}-${index}`}>{group.label}</GroupHeading>
          <Entries>
            {group.items.map((item) => (
              <NotificationEntryRow key={item.entityId} notification={item} onRead={onRead} />
            ))}
          </Entries>
        </section>
      ))}
      <div ref={sentinelRef} aria-hidden="true" style={{ height: 1 }} />
      {status === 'loadingMore' ? (
        <Loading>
          <Spinner size="sm" label={notificationCopy.loading} />
        </Loading>
      ) : null}
    </Scroller>
  );
}
