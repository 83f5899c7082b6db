import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Skeleton, vars } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { sanitizeArticleHtml } from '../../../platform/sanitize-html';
import type { Announcement } from '../announcement-types';
import { announcementCopy as copy } from '../copy';
import { Page } from '../components/AnnouncementListPage.styles';

const Back = styled(Link)`
  color: ${vars.color.textLink};
  justify-self: start;
`;

const Article = styled.article`
  display: grid;
  gap: ${vars.space['300']};
  padding: ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 22px;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
  font-size: 14px;
`;

const Cover = styled.img`
  width: 100%;
  max-height: 320px;
  object-fit: cover;
  border-radius: 8px;
  background: ${vars.color.bgSubtle};
`;

const Body = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${vars.color.textLink};
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  td,
  th {
    border: 1px solid ${vars.color.borderDefault};
    padding: ${vars.space['100']} ${vars.space['200']};
  }
`;

/** What the page shows: placeholders, a failure with its §8 message, no such announcement, or it. */
export type AnnouncementDetailView =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'missing' }
  | { status: 'ready'; announcement: Announcement };

export interface AnnouncementDetailPageProps {
  detail: AnnouncementDetailView;
  /** The list the seller came from (its category, search and page), else the full list. */
  backHref: string;
  onRetry: () => void;
}

/** The cover is left out when the body itself shows the same picture (a banner repeated inline). */
const showsImage = (html: string, src: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('img')].some(
    (image) => image.getAttribute('src') === src,
  );
};

/** /announcement/:id: the announcement's sanitised HTML body. */
export function AnnouncementDetailPage({ detail, backHref, onRetry }: AnnouncementDetailPageProps) {
  const found = detail.status === 'ready' ? detail.announcement : null;
  const html = useMemo(() => (found ? sanitizeArticleHtml(found.content) : ''), [found]);
  const cover = found?.imageUrl && !showsImage(html, found.imageUrl) ? found.imageUrl : null;
  return (
    <Page>
      <Back to={backHref}>← {copy.back}</Back>
      {detail.status === 'loading' ? (
        <Article aria-busy="true">
          <Skeleton width="80%" height={28} />
          <Skeleton width="40%" height={16} />
          <Skeleton width="100%" height={200} />
        </Article>
      ) : detail.status === 'failed' ? (
        <EmptyState
          icon="announcement"
          title={copy.detailFailed}
          text={detail.message || undefined}
          action={<Button onClick={onRetry}>{copy.retry}</Button>}
          headingLevel={1}
        />
      ) : found === null ? (
        // The address names no announcement, or the server says there is no such one (404).
        <EmptyState icon="announcement" title={copy.notFound} headingLevel={1} />
      ) : (
        <Article>
          <Title>{found.title}</Title>
          <Meta>
            {found.categoryName} · {formatServerTime(found.publishedAt)}
          </Meta>
          {cover ? <Cover src={cover} alt={copy.imageAlt(found.title)} /> : null}
          <Body dangerouslySetInnerHTML={{ __html: html }} />
        </Article>
      )}
    </Page>
  );
}
