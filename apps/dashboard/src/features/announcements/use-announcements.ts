import { useEffect, useState } from 'react';
import { isApiError, unwrap, type ApiClients } from '@seller/api-types';
import { messageOf } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import { ANNOUNCEMENT_PAGE_SIZE } from './copy';

export interface Announcement {
  id: number;
  title: string;
  categoryId: number;
  categoryName: string;
  content: string;
  imageUrl: string | null;
  isRead: boolean;
  publishedAt: string;
}

export interface AnnouncementCategory {
  id: number;
  name: string;
}

/** A failure keeps the §8 message and whether the server said the thing does not exist (404). */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; missing: boolean };

const failed = (error: unknown) => ({
  status: 'failed' as const,
  message: messageOf(error, ''),
  missing: isApiError(error) && error.status === 404,
});

/** Runs `load` whenever `key` changes and keeps the latest answer only. */
function useLoad<T>(
  key: string | null,
  load: (api: ApiClients) => Promise<T>,
  attempt: number,
): Loadable<T> {
  const api = useApi();
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ status: 'loading' });
    load(api).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState(failed(error)),
    );
    return () => {
      current = false;
    };
  }, [api, key, attempt]);
  return state;
}

/** The category chips (GET …/categories/list); `attempt` retries after a failure. */
export function useAnnouncementCategories(attempt: number): Loadable<AnnouncementCategory[]> {
  return useLoad(
    'categories',
    async (api) =>
      (await unwrap(api.brand.GET('/v2/admin/brand-announcement/categories/list'))).data,
    attempt,
  );
}

export interface AnnouncementListQuery {
  brandId: number;
  categoryId: number | null;
  q: string;
  page: number;
}

export interface AnnouncementPage {
  items: Announcement[];
  total: number;
}

/** One page of the brand's announcements, newest first; `null` waits (e.g. for the promo category). */
export function useAnnouncementList(
  query: AnnouncementListQuery | null,
  attempt: number,
): Loadable<AnnouncementPage> {
  const key = query ? JSON.stringify(query) : null;
  return useLoad(
    key,
    async (api) => {
      const { brandId, categoryId, q, page } = query!;
      const result = await unwrap(
        api.brand.GET('/v2/partner/brand/{brandId}/brand-announcement', {
          params: {
            path: { brandId },
            query: {
              page,
              size: ANNOUNCEMENT_PAGE_SIZE,
              sortBy: 'created_at',
              sortDirection: 'desc',
              ...(q ? { q } : {}),
              ...(categoryId ? { categoryId } : {}),
            },
          },
        }),
      );
      return { items: result.data, total: result.metadata.totalItem };
    },
    attempt,
  );
}

/** One announcement; opening it marks it read (POST …/read, one key per opening). */
export function useAnnouncement(
  brandId: number,
  id: number,
  attempt: number,
): Loadable<Announcement> {
  return useLoad(
    `${brandId}/${id}`,
    async (api) => {
      const path = { brandId, id };
      const found = (
        await unwrap(
          api.brand.GET('/v2/partner/brand/{brandId}/brand-announcement/{id}', {
            params: { path },
          }),
        )
      ).data;
      if (found.isRead) return found;
      try {
        const read = await unwrap(
          api.brand.POST('/v2/partner/brand/{brandId}/brand-announcement/{id}/read', {
            params: { path, header: { 'Idempotency-Key': crypto.randomUUID() } },
          }),
        );
        return read.data;
      } catch {
        // The seller still reads it; it stays marked unread until the next opening.
        return found;
      }
    },
    attempt,
  );
}
