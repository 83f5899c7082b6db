import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { App } from '../../app/App';
import { appRoutes } from '../../app/route-table';
import {
  menuEntry,
  quietFallback,
  shellHandlers,
  signInAs,
  startShellServer,
  testBaseUrl,
  testConfig,
  type ShellAccount,
} from '../../test/shell-harness';
import { startAppServices } from '../../app/start-services';
import { createEntryApi } from '../../platform/api';
import { prefetchAnnouncementList } from './announcements-queries';
import { announcementRoutes } from './routes';

const server = startShellServer();
const options = { baseUrl: testBaseUrl };
const slow = { timeout: 8000 };

const seller: ShellAccount = {
  tenant: 'partner',
  brands: [{ id: 101, name: 'Batik Sekar Jagad' }],
  menu: [
    menuEntry('Beranda', '/home', 'home', 'home'),
    menuEntry('Pengumuman', '/announcement', 'announcement', 'announcement', {
      additionalSettings: { index: 2, target: '_self', newMenu: false },
    }),
    menuEntry('Promo Brand', '/announcement/promo', 'promo', 'promo', {
      additionalSettings: { index: 3, target: '_self', newMenu: true },
    }),
  ],
};

const announcement = (id: number, extra: Record<string, unknown> = {}) => ({
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

const detailContent =
  '<p>Produk batik tampil di halaman utama.</p><img src="/media/popup/batik-week.svg" alt="Batik Week" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="https://edukasi.test/batik">pendaftaran</a><a href="javascript:alert(1)">bahaya</a>';

const metadata = (page: number, total: number) => ({
  currentPage: page,
  nextPage: page * 15 < total ? page + 1 : null,
  pageSize: 15,
  previousPage: page > 1 ? page - 1 : null,
  totalItem: total,
  totalPage: Math.max(1, Math.ceil(total / 15)),
});

interface State {
  listQueries: URLSearchParams[];
  reads: string[];
  keys: (string | null)[];
  /** Announcements in the list when no category or search narrows it (newest first). */
  total: number;
  /** Read state of the detail until the read call. */
  detailRead: boolean;
}

const newState = (extra: Partial<State> = {}): State => ({
  listQueries: [],
  reads: [],
  keys: [],
  total: 2,
  detailRead: false,
  ...extra,
});

function handlers(state: State) {
  return [
    mockOperation(options, 'brand', 'get', '/v2/admin/brand-announcement/categories/list', () => ({
      data: [
        { id: 1, name: 'Informasi' },
        { id: 2, name: 'Promo' },
      ],
    })),
    http.get(`${testBaseUrl}/brand/v2/partner/brand/:brandId/brand-announcement`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.listQueries.push(query);
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
        return HttpResponse.json({ data, metadata: metadata(1, 1) });
      }
      if (query.get('q')) {
        const data =
          query.get('q') === 'Harbolnas' ? [announcement(2, { title: 'Kampanye Harbolnas' })] : [];
        return HttpResponse.json({ data, metadata: metadata(1, data.length) });
      }
      const older = Array.from({ length: state.total - 1 }, (_, i) => state.total - 1 - i).map(
        (n) => announcement(200 + n, { title: `Pengumuman ${n}` }),
      );
      const all = [
        announcement(13, { title: 'Batik Week', isRead: state.reads.includes('13') }),
        ...older,
      ];
      return HttpResponse.json({
        data: all.slice((page - 1) * 15, page * 15),
        metadata: metadata(page, all.length),
      });
    }),
    mockOperation(
      options,
      'brand',
      'get',
      '/v2/partner/brand/{brandId}/brand-announcement/{id}',
      ({ params }) => ({
        data: announcement(Number(params.id), {
          title: 'Batik Week',
          isRead: state.detailRead,
          content: detailContent,
          imageUrl: '/media/popup/batik-week.svg',
        }),
      }),
    ),
    mockOperation(
      options,
      'brand',
      'post',
      '/v2/partner/brand/{brandId}/brand-announcement/{id}/read',
      ({ params, request }) => {
        state.reads.push(params.id!);
        state.keys.push(request.headers.get('Idempotency-Key'));
        return {
          data: announcement(Number(params.id), {
            title: 'Batik Week',
            isRead: true,
            content: detailContent,
            imageUrl: '/media/popup/batik-week.svg',
          }),
        };
      },
    ),
  ];
}

function renderApp(path: string, services?: ReturnType<typeof startAppServices>) {
  const router = createMemoryRouter(appRoutes({ signedIn: announcementRoutes, public: [] }), {
    initialEntries: [path],
  });
  render(<App config={testConfig} services={services} createRouter={() => router} />);
  return router;
}

/** A reload's entry script: its clients start `prefetch`, then the app takes them over. */
async function afterEntryPrefetch(
  prefetch: (api: ReturnType<typeof createEntryApi>['api'], url: URL) => void,
  path: string,
  started: () => boolean,
) {
  const entry = createEntryApi(testConfig);
  prefetch(entry.api, new URL(`http://app.test${path}`));
  await waitFor(() => expect(started()).toBe(true));
  const services = startAppServices(testConfig, entry);
  renderApp(path, services);
  return services;
}

/** Names of the sidebar entries marked as the current page. */
const activeEntries = () =>
  within(screen.getByRole('navigation', { name: 'Menu utama' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('announcements', () => {
  it('lists announcements newest first with the unread ones marked, and filters by category', async () => {
    const state = newState();
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const router = renderApp('/announcement');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /^Batik Week/ }, slow);
    const list = screen.getByRole('list', { name: 'Daftar pengumuman' });
    expect(
      within(list).getByRole('link', { name: /^Batik Week\s*\(Belum dibaca\)$/ }),
    ).toHaveAttribute('href', '/announcement/13');
    expect(within(list).getByRole('link', { name: 'Pengumuman 1' })).toBeInTheDocument();
    // The excerpt is plain text, its paragraphs kept apart.
    expect(within(list).getByText('Isi pengumuman 13. Paragraf kedua.')).toBeInTheDocument();
    expect(state.listQueries[0]!.get('sortDirection')).toBe('desc');
    expect(state.listQueries[0]!.get('categoryId')).toBeNull();
    const categories = screen.getByRole('navigation', { name: 'Kategori pengumuman' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Semua', 'Informasi', 'Promo']);
    expect(within(categories).getByRole('link', { name: 'Semua' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(categories).getByRole('link', { name: 'Informasi' })).toHaveAttribute(
      'href',
      '/announcement?categoryId=1',
    );
    expect(activeEntries()).toEqual(['Pengumuman']);

    await user.click(screen.getByRole('link', { name: 'Promo' }));
    expect(router.state.location.pathname).toBe('/announcement/promo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promo Brand' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /^Promo Gajian\s*\(Belum dibaca\)$/ }),
    ).toBeInTheDocument();
    expect(state.listQueries.at(-1)!.get('categoryId')).toBe('2');
    expect(screen.getByRole('link', { name: 'Promo' })).toHaveAttribute('aria-current', 'page');
    expect(activeEntries()).toEqual([expect.stringContaining('Promo Brand')]);

    // The detail's back link returns to the list it was opened from.
    await user.click(screen.getByRole('link', { name: /^Promo Gajian/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batik Week' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke daftar pengumuman/ })).toHaveAttribute(
      'href',
      '/announcement/promo',
    );
  });

  it('searches and pages through the URL; a search without a match says so', async () => {
    const state = newState({ total: 20 });
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const router = renderApp('/announcement');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /^Batik Week/ }, slow);
    expect(
      within(screen.getByRole('list', { name: 'Daftar pengumuman' })).getAllByRole('listitem'),
    ).toHaveLength(15);
    const pages = screen.getByRole('navigation', { name: 'Halaman pengumuman' });
    expect(pages).toHaveTextContent('1–15 dari 20 pengumuman');

    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Pengumuman 4' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Daftar pengumuman' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(state.listQueries.at(-1)!.get('page')).toBe('2');
    expect(state.listQueries.at(-1)!.get('size')).toBe('15');

    // A search starts again on page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Cari pengumuman' }), 'Harbolnas{Enter}');
    expect(router.state.location.search).toBe('?q=Harbolnas');
    expect(await screen.findByRole('link', { name: 'Kampanye Harbolnas' })).toBeInTheDocument();
    expect(state.listQueries.at(-1)!.get('q')).toBe('Harbolnas');
    expect(state.listQueries.at(-1)!.get('page')).toBe('1');

    const search = screen.getByRole('searchbox', { name: 'Cari pengumuman' });
    await user.clear(search);
    await user.type(search, 'tidak ada');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(
      await screen.findByRole('heading', { name: 'Pengumuman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tidak ada pengumuman yang cocok dengan "tidak ada".'),
    ).toBeInTheDocument();

    // Back restores the earlier search in the field as well as in the list.
    router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Kampanye Harbolnas' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari pengumuman' })).toHaveValue('Harbolnas');
  });

  it('a page past the last one says so and leads to the last page, not to an empty list', async () => {
    const state = newState({ total: 20 });
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const router = renderApp('/announcement?page=999');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Halaman 999 tidak ada' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Daftar ini hanya sampai halaman 2.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Belum ada pengumuman' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ke halaman terakhir (2)' }));
    expect(await screen.findByRole('link', { name: 'Pengumuman 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(state.listQueries.at(-1)!.get('page')).toBe('2');
  });

  it('opens an announcement: sanitised body with its image and link, no script, marked read once', async () => {
    const state = newState();
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderApp('/announcement/13');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Batik Week' }, slow);
    const article = heading.closest('article')!;
    expect(within(article).getByText('Produk batik tampil di halaman utama.')).toBeInTheDocument();
    // The body shows the cover picture itself, so it is shown once, not twice.
    expect(within(article).getAllByRole('img')).toHaveLength(1);
    const image = within(article).getByRole('img', { name: 'Batik Week' });
    expect(image).toHaveAttribute('src', '/media/popup/batik-week.svg');
    expect(image).not.toHaveAttribute('onerror');
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|__hacked/);
    const link = within(article).getByRole('link', { name: 'pendaftaran' });
    expect(link).toHaveAttribute('href', 'https://edukasi.test/batik');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(article).getByText('bahaya')).not.toHaveAttribute('href');
    await waitFor(() => expect(state.reads).toEqual(['13']));
    expect(state.keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    // A detail belongs to Pengumuman, never to both entries.
    expect(activeEntries()).toEqual(['Pengumuman']);
    expect(screen.getByRole('link', { name: /Kembali ke daftar pengumuman/ })).toHaveAttribute(
      'href',
      '/announcement',
    );
  });

  it('does not mark an already read announcement again', async () => {
    const state = newState({ detailRead: true });
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderApp('/announcement/13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batik Week' }, slow),
    ).toBeInTheDocument();
    expect(state.reads).toEqual([]);
  });

  it('shows the announcement even when the read call fails', async () => {
    const state = newState();
    server.use(
      http.post(`${testBaseUrl}/brand/v2/partner/brand/:brandId/brand-announcement/:id/read`, () =>
        HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 503 }),
      ),
      ...handlers(state),
      ...shellHandlers(seller),
      quietFallback,
    );
    signInAs('partner', '101');
    renderApp('/announcement/13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batik Week' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Produk batik tampil di halaman utama.')).toBeInTheDocument();
  });

  it('says in Indonesian when the list fails, and Coba lagi loads it', async () => {
    const state = newState();
    let failures = 1;
    server.use(
      http.get(`${testBaseUrl}/brand/v2/partner/brand/:brandId/brand-announcement`, () => {
        if (failures-- > 0)
          return HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 500 });
        return undefined;
      }),
      ...handlers(state),
      ...shellHandlers(seller),
      quietFallback,
    );
    signInAs('partner', '101');
    renderApp('/announcement');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Pengumuman gagal dimuat.' }, slow),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Server sedang sibuk.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: /^Batik Week/ })).toBeInTheDocument();
  });

  it('Promo Brand never falls back to every announcement when the categories fail', async () => {
    const state = newState();
    let failures = 1;
    server.use(
      http.get(`${testBaseUrl}/brand/v2/admin/brand-announcement/categories/list`, () => {
        if (failures-- > 0)
          return HttpResponse.json({ message: 'Kategori tidak tersedia.' }, { status: 500 });
        return undefined;
      }),
      ...handlers(state),
      ...shellHandlers(seller),
      quietFallback,
    );
    signInAs('partner', '101');
    renderApp('/announcement/promo');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Pengumuman gagal dimuat.' }, slow),
    ).toBeInTheDocument();
    expect(state.listQueries).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: /^Promo Gajian/ })).toBeInTheDocument();
    expect(state.listQueries.every((query) => query.get('categoryId') === '2')).toBe(true);
  });

  it('an unknown or malformed announcement says it is not found; another failure offers Coba lagi', async () => {
    const state = newState();
    let status = 404;
    server.use(
      http.get(`${testBaseUrl}/brand/v2/partner/brand/:brandId/brand-announcement/:id`, () =>
        status === 200
          ? undefined
          : HttpResponse.json(
              { message: status === 404 ? 'Pengumuman tidak ditemukan.' : 'Server sedang sibuk.' },
              { status },
            ),
      ),
      ...handlers(state),
      ...shellHandlers(seller),
      quietFallback,
    );
    signInAs('partner', '101');
    const router = renderApp('/announcement/999');
    const user = userEvent.setup();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Pengumuman ini tidak ditemukan atau sudah tidak tersedia.' },
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(state.reads).toEqual([]);

    await router.navigate('/announcement/abc');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Pengumuman ini tidak ditemukan atau sudah tidak tersedia.',
      }),
    ).toBeInTheDocument();

    status = 500;
    await router.navigate('/announcement/7');
    expect(
      await screen.findByRole('heading', { name: 'Pengumuman gagal dimuat.' }),
    ).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batik Week' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(state.reads).toEqual(['7']));
  });
  it('shows an announcement read once the seller comes back from it', async () => {
    const state = newState();
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderApp('/announcement');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('link', { name: /^Batik Week\s*\(Belum dibaca\)$/ }, slow),
    );
    await screen.findByRole('heading', { level: 1, name: 'Batik Week' });
    await waitFor(() => expect(state.reads).toEqual(['13']));
    await user.click(screen.getByRole('link', { name: /Kembali ke daftar pengumuman/ }));
    expect(await screen.findByRole('link', { name: /^Batik Week$/ })).toBeInTheDocument();
    expect(screen.queryByText('Baru')).not.toBeInTheDocument();
  });

  it("shows the list page a reload's entry script asked for, without asking again", async () => {
    const state = newState({ total: 20 });
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const services = await afterEntryPrefetch(
      prefetchAnnouncementList,
      '/announcement?page=2',
      () => state.listQueries.length === 1,
    );
    try {
      expect(await screen.findByRole('link', { name: 'Pengumuman 4' }, slow)).toBeInTheDocument();
      expect(state.listQueries.map((query) => query.get('page'))).toEqual(['2']);
    } finally {
      services.session.stop();
    }
  });

  it('asks for the Promo Brand list of a reload once the categories name the Promo one', async () => {
    const state = newState();
    server.use(...handlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const services = await afterEntryPrefetch(
      prefetchAnnouncementList,
      '/announcement/promo',
      () => state.listQueries.length === 1,
    );
    try {
      expect(await screen.findByRole('link', { name: /^Promo Gajian/ }, slow)).toBeInTheDocument();
      expect(state.listQueries.map((query) => query.get('categoryId'))).toEqual(['2']);
    } finally {
      services.session.stop();
    }
  });
});
