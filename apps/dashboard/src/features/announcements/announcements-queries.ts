import { isApiError, unwrap, type ApiClients } from '@seller/api-types';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId } from '../../platform/data/prefetch-inputs';
import { ANNOUNCEMENT_PAGE_SIZE, PROMO_CATEGORY_NAME } from './copy';
import type {
  Announcement,
  AnnouncementCategory,
  AnnouncementListQuery,
  AnnouncementPage,
} from './announcement-types';
import { announcementPaths, readListParams } from './urls';

/*
 * The announcement pages' reads. No React here: on a reload the entry script may load this
 * module before the app core to start a page's calls beside the session calls.
 */

/** Whose announcements: the brand the list and the detail calls name. */
export interface AnnouncementScope {
  api: ApiClients;
  brandId: number;
}

export const announcementKeys = {
  /** The chip list is the marketplace's, the same for every brand. */
  categories: () => ['announcements', {}, 'categories'] as const,
  /** Every list page read for the brand: what marking one announcement read changes. */
  lists: ({ brandId }: AnnouncementScope) => ['announcements', { brandId }, 'list'] as const,
  list: (scope: AnnouncementScope, query: AnnouncementListQuery) =>
    [...announcementKeys.lists(scope), query] as const,
  announcement: ({ brandId }: AnnouncementScope, id: number) =>
    ['announcements', { brandId }, 'announcement', id] as const,
};

export const promoCategoryOf = (categories: AnnouncementCategory[]) =>
  categories.find((c) => c.name.toLowerCase() === PROMO_CATEGORY_NAME.toLowerCase()) ?? null;

/** The category chips (GET …/categories/list). */
export function categoriesRead(api: ApiClients): Read<AnnouncementCategory[]> {
  return {
    queryKey: announcementKeys.categories(),
    queryFn: async () =>
      (await unwrap(api.brand.GET('/v2/admin/brand-announcement/categories/list'))).data,
  };
}

/** One page of the brand's announcements, newest first. */
export function announcementListRead(
  scope: AnnouncementScope,
  query: AnnouncementListQuery,
): Read<AnnouncementPage> {
  return {
    queryKey: announcementKeys.list(scope, query),
    queryFn: async ({ signal }) => {
      const { categoryId, q, page } = query;
      const result = await unwrap(
        scope.api.brand.GET('/v2/partner/brand/{brandId}/brand-announcement', {
          params: {
            path: { brandId: scope.brandId },
            query: {
              page,
              size: ANNOUNCEMENT_PAGE_SIZE,
              sortBy: 'created_at',
              sortDirection: 'desc',
              ...(q ? { q } : {}),
              ...(categoryId ? { categoryId } : {}),
            },
          },
          signal,
        }),
      );
      return { items: result.data, total: result.metadata.totalItem, asked: query };
    },
  };
}

/**
 * One announcement, `null` when the server says it does not exist (404). Opening it marks it
 * read (POST …/read, one key per opening), and the brand's lists ask again for its new state.
 */
export function announcementRead(scope: AnnouncementScope, id: number): Read<Announcement | null> {
  return {
    queryKey: announcementKeys.announcement(scope, id),
    queryFn: async () => {
      const path = { brandId: scope.brandId, id };
      let found: Announcement;
      try {
        found = (
          await unwrap(
            scope.api.brand.GET('/v2/partner/brand/{brandId}/brand-announcement/{id}', {
              params: { path },
            }),
          )
        ).data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
      if (found.isRead) return found;
      try {
        const read = await unwrap(
          scope.api.brand.POST('/v2/partner/brand/{brandId}/brand-announcement/{id}/read', {
            params: { path, header: { 'Idempotency-Key': crypto.randomUUID() } },
          }),
        );
        void refreshAnswers(queryClientOf(scope.api), announcementKeys.lists(scope));
        return read.data;
      } catch {
        // The seller still reads it; it stays marked unread until the next opening.
        return found;
      }
    },
  };
}

/** The brand last worked in, when it is one brand: announcements are read per brand. */
function lastScope(api: ApiClients): AnnouncementScope | null {
  const brandId = lastSingleBrandId();
  return brandId === null ? null : { api, brandId };
}

/**
 * /announcement and /announcement/promo: the chips and the page of the list the address names.
 * The promo list needs the Promo category's id, so it is asked for once the chips have come.
 */
export function prefetchAnnouncementList(api: ApiClients, url: URL): void {
  const scope = lastScope(api);
  if (!scope) return;
  const client = queryClientOf(api);
  const { q, page, categoryId } = readListParams(url.searchParams);
  const chips = prefetchRead(client, categoriesRead(api));
  if (url.pathname !== announcementPaths.promo) {
    void prefetchRead(client, announcementListRead(scope, { categoryId, q, page }));
    return;
  }
  void chips.then(() => {
    const categories = client.getQueryData<AnnouncementCategory[]>(announcementKeys.categories());
    const promo = categories ? promoCategoryOf(categories) : null;
    if (promo)
      void prefetchRead(client, announcementListRead(scope, { categoryId: promo.id, q, page }));
  });
}
