import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  below,
  Button,
  EmptyState,
  isPastLastPage,
  Pagination,
  PastLastPage,
  Skeleton,
  TextField,
  VisuallyHidden,
  vars,
} from '@seller/design-system';
import { useApi } from '../../platform/api-context';
import { useResource } from '../../platform/data/use-resource';
import { formatServerTime } from '../../platform/datetime';
import { memoByText } from '../../platform/text-memo';
import { SessionContext } from '../session/session-context';
import { announcementPaths } from './announcement-paths';
import {
  announcementListRead,
  categoriesRead,
  promoCategoryOf,
  readListParams,
  type AnnouncementCategory,
  type AnnouncementPage,
} from './announcements-queries';
import { announcementCopy as copy, ANNOUNCEMENT_PAGE_SIZE } from './copy';

export const Page = styled.div`
  display: grid;
  /* A line wider than the page (the category chips) scrolls inside itself, never the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding: ${vars.space['400']};
  max-width: 960px;
  ${below('phablet')} {
    padding: ${vars.space['300']} ${vars.space['200']};
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
`;

const Muted = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

// One line that scrolls sideways where the chips do not fit: the row keeps its height when the
// categories arrive after the page has shown (wrapped, they pushed the list down on a phone).
// The padding leaves room for the focus ring, which the scrolling box would otherwise clip.
const Chips = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  gap: ${vars.space['200']};
  list-style: none;
  margin: -${vars.space['100']};
  padding: ${vars.space['100']};
  overflow-x: auto;
  scrollbar-width: thin;
  & > li {
    flex: none;
  }
`;

const Chip = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${vars.space['300']};
  border-radius: 999px;
  border: 1px solid ${(p) => (p.$active ? vars.color.actionPrimaryBg : vars.color.borderStrong)};
  background: ${(p) => (p.$active ? vars.color.actionPrimaryBg : vars.color.bgSurface)};
  color: ${(p) => (p.$active ? vars.color.actionPrimaryText : vars.color.textDefault)};
  text-decoration: none;
  font-size: 14px;
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

const Search = styled.form`
  display: flex;
  gap: ${vars.space['200']};
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
`;

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
type ListView =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null; retry: () => void }
  | { status: 'ready'; data: AnnouncementPage };

function categoryLink(
  category: AnnouncementCategory | null,
  promo: AnnouncementCategory | null,
): string {
  if (category === null) return announcementPaths.list;
  if (promo && category.id === promo.id) return announcementPaths.promo;
  return `${announcementPaths.list}?categoryId=${category.id}`;
}

/** /announcement: every category, or the one in `?categoryId=`. */
export function AnnouncementListPage() {
  return <AnnouncementList promo={false} />;
}

/** /announcement/promo: the 'Promo Brand' menu entry, the Promo category. */
export function PromoAnnouncementListPage() {
  return <AnnouncementList promo />;
}

function AnnouncementList({ promo }: { promo: boolean }) {
  const api = useApi();
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const categories = useResource(categoriesRead(api));
  const { q, page, categoryId: requested } = readListParams(params);
  const [searchText, setSearchText] = useState(q);
  // A category chip, the back button or a sidebar link changes `q` without the form.
  useEffect(() => setSearchText(q), [q]);

  const known = categories.data ?? [];
  const promoCat = promoCategoryOf(known);
  const categoryId = promo ? (promoCat?.id ?? null) : requested;
  // Promo Brand needs the Promo category's id: it waits for the categories and fails with them,
  // and never falls back to every announcement under the Promo Brand title.
  const promoMissing = promo && categories.status === 'success' && promoCat === null;
  const waiting = brandId === null || (promo && categories.status !== 'success') || promoMissing;
  // A page or filter change leaves the announcements on screen until the new ones come.
  const loaded = useResource(
    waiting
      ? null
      : announcementListRead({ api, brandId: Number(brandId) }, { categoryId, q, page }),
    { keepData: true },
  );
  const retry = () => {
    if (categories.status === 'error') categories.retry();
    if (loaded.status === 'error') loaded.retry();
  };
  const list: ListView =
    promo && categories.status === 'error'
      ? { status: 'failed', message: categories.errorMessage, retry }
      : promoMissing
        ? { status: 'ready', data: { items: [], total: 0, asked: { categoryId, q, page } } }
        : loaded.status === 'error'
          ? { status: 'failed', message: loaded.errorMessage, retry }
          : loaded.data
            ? { status: 'ready', data: loaded.data }
            : { status: 'loading' };
  const base = promo ? announcementPaths.promo : announcementPaths.list;
  // The detail's back link returns to this very list (category, search and page included).
  const listSearch = params.toString();
  const listHref = listSearch ? `${base}?${listSearch}` : base;

  const go = (change: { q?: string; page?: number }) => {
    const next = new URLSearchParams();
    if (!promo && categoryId) next.set('categoryId', String(categoryId));
    const nextQ = change.q ?? q;
    if (nextQ) next.set('q', nextQ);
    const nextPage = change.page ?? 1;
    if (nextPage > 1) next.set('page', String(nextPage));
    const search = next.toString();
    navigate(search ? `${base}?${search}` : base);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: searchText.trim(), page: 1 });
  };

  return (
    <Page>
      <div>
        <Heading>{promo ? copy.promoTitle : copy.title}</Heading>
        <Muted>{promo ? copy.promoIntro : copy.intro}</Muted>
      </div>
      <nav aria-label={copy.categoriesLabel}>
        <Chips>
          {[null, ...known].map((category) => {
            const active = (category?.id ?? null) === categoryId;
            return (
              <li key={category?.id ?? 'all'}>
                <Chip
                  to={categoryLink(category, promoCat)}
                  $active={active}
                  aria-current={active ? 'page' : undefined}
                >
                  {category?.name ?? copy.allCategories}
                </Chip>
              </li>
            );
          })}
        </Chips>
      </nav>
      <Search role="search" onSubmit={onSearch}>
        <TextField
          label={copy.searchLabel}
          type="search"
          value={searchText}
          maxLength={100}
          placeholder={copy.searchPlaceholder}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="submit" variant="secondary" leadingIcon="search">
          {copy.searchButton}
        </Button>
      </Search>
      {list.status === 'loading' ? (
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
      ) : list.status === 'failed' ? (
        <EmptyState
          icon="announcement"
          title={copy.loadFailed}
          text={list.message || undefined}
          action={<Button onClick={list.retry}>{copy.retry}</Button>}
          headingLevel={2}
        />
      ) : list.data.items.length === 0 &&
        isPastLastPage(list.data.asked.page, list.data.total, 0) ? (
        // An old link or a shrunken list: the announcements exist, the page does not.
        <PastLastPage
          page={list.data.asked.page}
          totalPages={Math.ceil(list.data.total / ANNOUNCEMENT_PAGE_SIZE)}
          onGoToLast={() => go({ page: Math.ceil(list.data.total / ANNOUNCEMENT_PAGE_SIZE) })}
          headingLevel={2}
        />
      ) : list.data.items.length === 0 ? (
        list.data.asked.q ? (
          <EmptyState
            icon="announcement"
            title={copy.emptySearchTitle}
            text={copy.emptySearchText(list.data.asked.q)}
            headingLevel={2}
          />
        ) : (
          <EmptyState
            icon="announcement"
            title={copy.emptyTitle}
            text={copy.emptyText}
            headingLevel={2}
          />
        )
      ) : (
        <>
          <List aria-label={copy.listLabel}>
            {list.data.items.map((item) => (
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
            total={list.data.total}
            onPageChange={(next) => go({ page: next })}
            label={copy.paginationLabel}
            formatRange={copy.range}
          />
        </>
      )}
    </Page>
  );
}
