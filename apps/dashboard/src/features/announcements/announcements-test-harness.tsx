import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ApiClients } from '@seller/api-types';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { DesignSystemProvider } from '@seller/design-system';
import { ApiContext } from '../../platform/api-context';
import { CurrentLocation, createTestApi, mockOptions } from '../../test/app-harness';
import { SessionContext } from '../session/session-context';
import type { Announcement } from './announcement-types';
import { AnnouncementDetailRoute } from './pages/AnnouncementDetailRoute';
import { AnnouncementListRoute, PromoAnnouncementListRoute } from './pages/AnnouncementListRoute';
import { announcementPaths } from './urls';
import { heldSessionMachine } from '../../test/held-session';

export { startMockServer } from '../../test/app-harness';

/** The brand the seller works in: the one the list and detail calls name. */
export const testBrandId = 101;

export const announcement = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Pengumuman ${id}`,
  categoryId: 1,
  categoryName: 'Informasi',
  content: `<p>Isi pengumuman ${id}.</p><p>Paragraf kedua.</p>`,
  imageUrl: null,
  isRead: true,
  publishedAt: '2026-11-20T03:00:00Z',
  ...extra,
});

/** A body with an inline copy of the cover, a script, an event handler and a javascript: link. */
export const detailContent =
  '<p>Produk batik tampil di halaman utama.</p><img src="/media/popup/batik-week.svg" alt="Batik Week" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="https://edukasi.test/batik">pendaftaran</a><a href="javascript:alert(1)">bahaya</a>';

const metadata = (page: number, total: number) => ({
  currentPage: page,
  nextPage: page * 15 < total ? page + 1 : null,
  pageSize: 15,
  previousPage: page > 1 ? page - 1 : null,
  totalItem: total,
  totalPage: Math.max(1, Math.ceil(total / 15)),
});

/** What the announcement backend was asked, and how it answers. */
export interface AnnouncementBackend {
  listQueries: URLSearchParams[];
  /** Ids the detail call was asked for. */
  details: string[];
  /** Ids of the announcements the read call marked. */
  reads: string[];
  /** Idempotency-Key of each read call. */
  keys: (string | null)[];
  /** Announcements in the list when no category or search narrows it (newest first). */
  total: number;
  /** Read state of the detail until the read call. */
  detailRead: boolean;
  /** How many list calls fail (500) before the list answers. */
  listFailures: number;
  /** How many category calls fail (500) before they answer. */
  categoryFailures: number;
  /** The detail call's status: 200 answers, 404 says there is no such announcement. */
  detailStatus: 200 | 404 | 500;
  /** The read call's status: 200 marks it read. */
  readStatus: 200 | 503;
}

export const newBackend = (extra: Partial<AnnouncementBackend> = {}): AnnouncementBackend => ({
  listQueries: [],
  details: [],
  reads: [],
  keys: [],
  total: 2,
  detailRead: false,
  listFailures: 0,
  categoryFailures: 0,
  detailStatus: 200,
  readStatus: 200,
  ...extra,
});

const detailOf = (id: number, isRead: boolean) =>
  announcement(id, {
    title: 'Batik Week',
    isRead,
    content: detailContent,
    imageUrl: '/media/popup/batik-week.svg',
  });

/**
 * The announcement calls of the contract: categories Informasi (1) and Promo (2); the Promo
 * category holds 'Promo Gajian' (unread), the search 'Harbolnas' finds 'Kampanye Harbolnas', and
 * the full list is 'Batik Week' (13, unread until read) then 'Pengumuman n' down to 1.
 */
export function announcementHandlers(backend: AnnouncementBackend) {
  return [
    mockOperation(
      mockOptions,
      'brand',
      'get',
      '/v2/admin/brand-announcement/categories/list',
      () => {
        if (backend.categoryFailures-- > 0) return errorResponse(500, 'Kategori tidak tersedia.');
        return {
          data: [
            { id: 1, name: 'Informasi' },
            { id: 2, name: 'Promo' },
          ],
        };
      },
    ),
    mockOperation(
      mockOptions,
      'brand',
      'get',
      '/v2/partner/brand/{brandId}/brand-announcement',
      ({ request, params }) => {
        const query = new URL(request.url).searchParams;
        backend.listQueries.push(query);
        if (backend.listFailures-- > 0) return errorResponse(500, 'Server sedang sibuk.');
        if (params.brandId !== String(testBrandId)) return errorResponse(403, 'Brand lain.');
        const page = Number(query.get('page') ?? '1');
        if (query.get('categoryId') === '2') {
          const data = [
            announcement(6, {
              title: 'Promo Gajian',
              categoryId: 2,
              categoryName: 'Promo',
              isRead: false,
            }),
          ];
          return { data, metadata: metadata(1, 1) };
        }
        if (query.get('q')) {
          const data =
            query.get('q') === 'Harbolnas'
              ? [announcement(2, { title: 'Kampanye Harbolnas' })]
              : [];
          return { data, metadata: metadata(1, data.length) };
        }
        const older = Array.from(
          { length: backend.total - 1 },
          (_, i) => backend.total - 1 - i,
        ).map((n) => announcement(200 + n, { title: `Pengumuman ${n}` }));
        const all = [
          announcement(13, { title: 'Batik Week', isRead: backend.reads.includes('13') }),
          ...older,
        ];
        return {
          data: all.slice((page - 1) * 15, page * 15),
          metadata: metadata(page, all.length),
        };
      },
    ),
    mockOperation(
      mockOptions,
      'brand',
      'get',
      '/v2/partner/brand/{brandId}/brand-announcement/{id}',
      ({ params }) => {
        backend.details.push(params.id!);
        if (backend.detailStatus === 404)
          return errorResponse(404, 'Pengumuman tidak ditemukan.', 'NOT_FOUND');
        if (backend.detailStatus === 500) return errorResponse(500, 'Server sedang sibuk.');
        return { data: detailOf(Number(params.id), backend.detailRead) };
      },
    ),
    mockOperation(
      mockOptions,
      'brand',
      'post',
      '/v2/partner/brand/{brandId}/brand-announcement/{id}/read',
      ({ params, request }) => {
        if (backend.readStatus !== 200) return errorResponse(503, 'Server sedang sibuk.');
        backend.reads.push(params.id!);
        backend.keys.push(request.headers.get('Idempotency-Key'));
        return { data: detailOf(Number(params.id), true) };
      },
    ),
  ];
}

/**
 * The announcement route containers (list, Promo Brand, detail) at `path`, for a seller of brand
 * 101, with the typed clients against MSW; every other path shows where it led. `api` gives
 * clients made before (whose cache a prefetch filled).
 */
export function renderAnnouncements(path: string, { api: given }: { api?: ApiClients } = {}) {
  const toasts: string[] = [];
  const api = given ?? createTestApi(toasts);
  const router = createMemoryRouter(
    [
      { path: announcementPaths.list, element: <AnnouncementListRoute /> },
      { path: announcementPaths.promo, element: <PromoAnnouncementListRoute /> },
      { path: announcementPaths.detailPattern, element: <AnnouncementDetailRoute /> },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ApiContext.Provider value={api}>
        <SessionContext.Provider
          logic={heldSessionMachine}
          options={{
            input: {
              hasSessionToken: true,
              stored: { brandId: String(testBrandId), showProductVideoBanner: false },
            },
          }}
        >
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ApiContext.Provider>
    </DesignSystemProvider>,
  );
  return { ...view, router, api, toasts };
}
