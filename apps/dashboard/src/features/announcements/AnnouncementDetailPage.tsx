import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Skeleton, vars } from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import { useResource } from '../../platform/data/use-resource';
import { formatServerTime } from '../../platform/datetime';
import { sanitizeArticleHtml } from '../../platform/sanitize-html';
import { SessionContext } from '../session/session-context';
import { announcementPaths } from './announcement-paths';
import { Page } from './AnnouncementListPage';
import { announcementIdOf, announcementRead } from './announcements-queries';
import { announcementCopy as copy } from './copy';

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

/** /announcement/:id: the announcement's sanitised HTML body; opening it marks it read. */
export function AnnouncementDetailPage() {
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const { announcementId = '' } = useParams();
  const back = useBackHref();
  const id = announcementIdOf(announcementId);
  if (brandId === null || id === null) {
    return (
      <Page>
        <Back to={back}>← {copy.back}</Back>
        <EmptyState icon="announcement" title={copy.notFound} headingLevel={1} />
      </Page>
    );
  }
  return (
    <AnnouncementDetail key={`${brandId}/${id}`} brandId={Number(brandId)} id={id} back={back} />
  );
}

/** Back to the list the seller came from (its category, search and page), else the full list. */
function useBackHref(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(announcementPaths.list)
    ? from
    : announcementPaths.list;
}

/** The cover is left out when the body itself shows the same picture (a banner repeated inline). */
const showsImage = (html: string, src: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('img')].some(
    (image) => image.getAttribute('src') === src,
  );
};

function AnnouncementDetail({ brandId, id, back }: { brandId: number; id: number; back: string }) {
  const api = useApi();
  const state = useResource(announcementRead({ api, brandId }, id));
  const found = state.status === 'success' ? state.data : null;
  const html = useMemo(() => (found ? sanitizeArticleHtml(found.content) : ''), [found]);
  const cover = found?.imageUrl && !showsImage(html, found.imageUrl) ? found.imageUrl : null;
  return (
    <Page>
      <Back to={back}>← {copy.back}</Back>
      {state.status === 'loading' ? (
        <Article aria-busy="true">
          <Skeleton width="80%" height={28} />
          <Skeleton width="40%" height={16} />
          <Skeleton width="100%" height={200} />
        </Article>
      ) : state.status === 'error' ? (
        <EmptyState
          icon="announcement"
          title={copy.detailFailed}
          text={state.errorMessage || undefined}
          action={<Button onClick={state.retry}>{copy.retry}</Button>}
          headingLevel={1}
        />
      ) : found === null ? (
        // The server says there is no such announcement (404).
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
