import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  below,
  Button,
  EmptyState,
  isPastLastPage,
  Pagination,
  PastLastPage,
  Skeleton,
  VisuallyHidden,
  vars,
} from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { memoByText } from '../../../platform/text-memo';
import type { AnnouncementPage } from '../announcement-types';
import { announcementCopy as copy, ANNOUNCEMENT_PAGE_SIZE } from '../copy';
import { announcementPaths } from '../urls';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  overflow: hidden;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${vars.space['300']};
  padding: ${vars.space['300']};
  border-top: 1px solid ${vars.color.borderDefault};
  background: ${(p) => (p.$unread ? vars.color.statusInfoBg : vars.color.bgSurface)};
  &:first-child {
    border-top: 0;
  }
  ${below('mobile')} {
    grid-template-columns: 56px 1fr;
  }
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: 8px;
  background: ${vars.color.bgSubtle};
`;

const TitleLink = styled(Link)<{ $unread: boolean }>`
  color: ${vars.color.textDefault};
  font-weight: ${(p) => (p.$unread ? 700 : 500)};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['100']} ${vars.space['200']};
  margin-top: ${vars.space['100']};
  color: ${vars.color.textSubdued};
  font-size: 13px;
`;

const NewPill = styled.span`
  padding: 0 ${vars.space['200']};
  border-radius: 999px;
  background: ${vars.color.badgeBg};
  color: ${vars.color.badgeText};
  font-size: 12px;
  font-weight: 600;
  line-height: 20px;
`;

const Excerpt = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/**
 * Plain text of the server HTML for the two-line excerpt (never rendered as HTML). A template's
 * content is inert (no script runs, no image loads) and costs less than a whole parsed document;
 * block ends get a space so two paragraphs do not run into one word. The list renders again as
 * its calls answer: each body is read once.
 */
const excerptOf = memoByText(200, (html) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const block of template.content.querySelectorAll(
    'p, br, li, h1, h2, h3, h4, div, blockquote, tr, td, th',
  ))
    block.append(' ');
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
});

/** What the list area shows: placeholders, a failure with its §8 message, or a page. */
export type AnnouncementListView =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; data: AnnouncementPage };

export interface AnnouncementListProps {
  list: AnnouncementListView;
  /** The page in the URL (the pagination's current page). */
  page: number;
  /** This very list's address, for the detail's back link. */
  listHref: string;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/** The announcements of one page with the pagination, or why there are none. */
export function AnnouncementList({
  list,
  page,
  listHref,
  onPageChange,
  onRetry,
}: AnnouncementListProps) {
  if (list.status === 'loading') {
    return (
      <List aria-busy="true" aria-label={copy.listLabel}>
        {[0, 1, 2, 3].map((i) => (
          <Item key={i} $unread={false}>
            <Skeleton width={72} height={72} />
            <div>
              <Skeleton width="70%" height={18} />
              <Skeleton width="40%" height={14} />
              <Skeleton width="90%" height={14} />
            </div>
          </Item>
        ))}
      </List>
    );
  }
  if (list.status === 'failed') {
    return (
      <EmptyState
        icon="announcement"
        title={copy.loadFailed}
        text={list.message || undefined}
        action={<Button onClick={onRetry}>{copy.retry}</Button>}
        headingLevel={2}
      />
    );
  }
  const { items, total, asked } = list.data;
  if (items.length === 0 && isPastLastPage(asked.page, total, 0)) {
    // An old link or a shrunken list: the announcements exist, the page does not.
    const last = Math.ceil(total / ANNOUNCEMENT_PAGE_SIZE);
    return (
      <PastLastPage
        page={asked.page}
        totalPages={last}
        onGoToLast={() => onPageChange(last)}
        headingLevel={2}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon="announcement"
        title={asked.q ? copy.emptySearchTitle : copy.emptyTitle}
        text={asked.q ? copy.emptySearchText(asked.q) : copy.emptyText}
        headingLevel={2}
      />
    );
  }
  return (
    <>
      <List aria-label={copy.listLabel}>
        {items.map((item) => (
          <Item key={item.id} $unread={!item.isRead}>
            {item.imageUrl ? (
              <Thumb src={item.imageUrl} alt="" width={72} height={72} loading="lazy" />
            ) : (
              <span />
            )}
            <div>
              <TitleLink
                to={announcementPaths.detail(item.id)}
                state={{ from: listHref }}
                $unread={!item.isRead}
              >
                {item.title}
                {item.isRead ? null : <VisuallyHidden> ({copy.unreadLabel})</VisuallyHidden>}
              </TitleLink>
              <Meta>
                {item.isRead ? null : <NewPill aria-hidden="true">{copy.unread}</NewPill>}
                <span>{item.categoryName}</span>
                <span>{formatServerTime(item.publishedAt)}</span>
              </Meta>
              <Excerpt>{excerptOf(item.content)}</Excerpt>
            </div>
          </Item>
        ))}
      </List>
      <Pagination
        page={page}
        pageSize={ANNOUNCEMENT_PAGE_SIZE}
        total={total}
        onPageChange={onPageChange}
        label={copy.paginationLabel}
        formatRange={copy.range}
      />
    </>
  );
}
