import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Dot, VisuallyHidden, vars } from '@seller/design-system';
import type { NotificationItem } from '@seller/machines';
import { formatServerTime } from '../../../platform/datetime';
import { sanitizeMessageHtml } from '../../../platform/sanitize-html';
import { notificationCopy } from '../copy';

const Row = styled.li`
  position: relative;
  border-bottom: 1px solid ${vars.color.borderDefault};
  background: ${vars.color.bgSurface};
  cursor: pointer;

  &[data-unread] {
    background: ${vars.color.bgSurfaceSelected};
  }
  &:hover {
    background: ${vars.color.bgSurfaceHover};
  }
`;

const EntryButton = styled.button`
  display: flex;
  width: 100%;
  align-items: flex-start;
  gap: ${vars.space['200']};
  padding: ${vars.space['300']} ${vars.space['400']} ${vars.space['100']};
  border: 0;
  background: transparent;
  color: ${vars.color.textDefault};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;

const Title = styled.span`
  flex: 1;
  font-weight: 600;
`;

const Marker = styled.span`
  display: inline-flex;
  padding-top: 6px;
`;

const Message = styled.div`
  padding: 0 ${vars.space['400']};
  color: ${vars.color.textDefault};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  a {
    color: ${vars.color.textLink};
  }
`;

const Time = styled.p`
  margin: 0;
  padding: ${vars.space['100']} ${vars.space['400']} ${vars.space['300']};
  color: ${vars.color.textSubdued};
  font-size: 12px;
`;

export interface NotificationEntryRowProps {
  notification: NotificationItem;
  /** Starts the read flow: mark read, refresh counts, navigate. */
  onRead: (notification: NotificationItem) => void;
}

/** One notification; unread entries are tinted and also say so in words for screen readers. */
export function NotificationEntryRow({ notification, onRead }: NotificationEntryRowProps) {
  const unread = !notification.isRead;
  // The whole row is a mouse target; the title button is the keyboard one. Links inside the
  // message open on their own and do not start the read flow.
  const onRowClick = (event: MouseEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    onRead(notification);
  };
  return (
    <Row data-unread={unread ? '' : undefined} onClick={onRowClick}>
      <EntryButton type="button" onClick={() => onRead(notification)}>
        <Title>{notification.title}</Title>
        {unread ? (
          <Marker>
            <Dot aria-hidden="true" />
            <VisuallyHidden>{notificationCopy.unread}</VisuallyHidden>
          </Marker>
        ) : null}
      </EntryButton>
      <Message dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(notification.message) }} />
      <Time>{formatServerTime(notification.createdAt)}</Time>
    </Row>
  );
}
