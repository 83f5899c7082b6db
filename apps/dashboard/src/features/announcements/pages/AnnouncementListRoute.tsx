import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../platform/api-context';
import { useResource } from '../../../platform/data/use-resource';
import { SessionContext } from '../../session/session-context';
import { announcementListRead, categoriesRead, promoCategoryOf } from '../announcements-queries';
import type { AnnouncementListView } from '../components/AnnouncementList';
import { announcementListHref, announcementPaths, readListParams } from '../urls';
import { AnnouncementListPage } from './AnnouncementListPage';

/** /announcement: every category, or the one in `?categoryId=`. */
export function AnnouncementListRoute() {
  return <AnnouncementListScreen promo={false} />;
}

/** /announcement/promo: the 'Promo Brand' menu entry, the Promo category. */
export function PromoAnnouncementListRoute() {
  return <AnnouncementListScreen promo />;
}

function AnnouncementListScreen({ promo }: { promo: boolean }) {
  const api = useApi();
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const categories = useResource(categoriesRead(api));
  const { q, page, categoryId: requested } = readListParams(params);

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
  const list: AnnouncementListView =
    promo && categories.status === 'error'
      ? { status: 'failed', message: categories.errorMessage }
      : promoMissing
        ? { status: 'ready', data: { items: [], total: 0, asked: { categoryId, q, page } } }
        : loaded.status === 'error'
          ? { status: 'failed', message: loaded.errorMessage }
          : loaded.data
            ? { status: 'ready', data: loaded.data }
            : { status: 'loading' };
  const base = promo ? announcementPaths.promo : announcementPaths.list;
  // The detail's back link returns to this very list (category, search and page included).
  const listSearch = params.toString();
  const go = (change: { q?: string; page?: number }) =>
    navigate(announcementListHref(base, { categoryId, q: change.q ?? q, page: change.page ?? 1 }));

  return (
    <AnnouncementListPage
      promo={promo}
      categories={known}
      categoryId={categoryId}
      promoId={promoCat?.id ?? null}
      q={q}
      page={page}
      list={list}
      listHref={listSearch ? `${base}?${listSearch}` : base}
      onSearch={(next) => go({ q: next, page: 1 })}
      onPageChange={(next) => go({ page: next })}
      onRetry={() => {
        if (categories.status === 'error') categories.retry();
        if (loaded.status === 'error') loaded.retry();
      }}
    />
  );
}
