import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writePersisted } from '../../../platform/persisted-state';
import { createTestApi } from '../../../test/app-harness';
import { prefetchAnnouncementList } from '../announcements-queries';
import {
  announcementHandlers,
  newBackend,
  renderAnnouncements,
  startMockServer,
  testBrandId,
} from '../announcements-test-harness';

const server = startMockServer();

const list = () => screen.getByRole('list', { name: 'Daftar pengumuman' });

describe('announcement list', () => {
  it('lists announcements newest first with the unread ones marked, and filters by category', async () => {
    const backend = newBackend();
    server.use(...announcementHandlers(backend));
    const { router } = renderAnnouncements('/announcement');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /^Batik Week/ });
    expect(
      within(list()).getByRole('link', { name: /^Batik Week\s*\(Belum dibaca\)$/ }),
    ).toHaveAttribute('href', '/announcement/13');
    expect(within(list()).getByRole('link', { name: 'Pengumuman 1' })).toBeInTheDocument();
    // The excerpt is plain text, its paragraphs kept apart.
    expect(within(list()).getByText('Isi pengumuman 13. Paragraf kedua.')).toBeInTheDocument();
    expect(backend.listQueries[0]!.get('sortDirection')).toBe('desc');
    expect(backend.listQueries[0]!.get('categoryId')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengumuman' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Kategori pengumuman' });
    await waitFor(() =>
      expect(
        within(categories)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Semua', 'Informasi', 'Promo']),
    );
    expect(within(categories).getByRole('link', { name: 'Semua' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(categories).getByRole('link', { name: 'Informasi' })).toHaveAttribute(
      'href',
      '/announcement?categoryId=1',
    );

    await user.click(within(categories).getByRole('link', { name: 'Promo' }));
    expect(router.state.location.pathname).toBe('/announcement/promo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promo Brand' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /^Promo Gajian\s*\(Belum dibaca\)$/ }),
    ).toBeInTheDocument();
    expect(backend.listQueries.at(-1)!.get('categoryId')).toBe('2');
    expect(
      within(screen.getByRole('navigation', { name: 'Kategori pengumuman' })).getByRole('link', {
        name: 'Promo',
      }),
    ).toHaveAttribute('aria-current', 'page');

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
    const backend = newBackend({ total: 20 });
    server.use(...announcementHandlers(backend));
    const { router } = renderAnnouncements('/announcement');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /^Batik Week/ });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(15);
    const pages = screen.getByRole('navigation', { name: 'Halaman pengumuman' });
    expect(pages).toHaveTextContent('1–15 dari 20 pengumuman');

    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Pengumuman 4' })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    expect(backend.listQueries.at(-1)!.get('page')).toBe('2');
    expect(backend.listQueries.at(-1)!.get('size')).toBe('15');

    // A search starts again on page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Cari pengumuman' }), 'Harbolnas{Enter}');
    expect(router.state.location.search).toBe('?q=Harbolnas');
    expect(await screen.findByRole('link', { name: 'Kampanye Harbolnas' })).toBeInTheDocument();
    expect(backend.listQueries.at(-1)!.get('q')).toBe('Harbolnas');
    expect(backend.listQueries.at(-1)!.get('page')).toBe('1');

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
    void router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Kampanye Harbolnas' })).toBeInTheDocument();
    // The field takes the address's search in the render after the list's cached answer.
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Cari pengumuman' })).toHaveValue('Harbolnas'),
    );
  });

  it('a page past the last one says so and leads to the last page, not to an empty list', async () => {
    const backend = newBackend({ total: 20 });
    server.use(...announcementHandlers(backend));
    const { router } = renderAnnouncements('/announcement?page=999');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Halaman 999 tidak ada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Daftar ini hanya sampai halaman 2.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Belum ada pengumuman' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ke halaman terakhir (2)' }));
    expect(await screen.findByRole('link', { name: 'Pengumuman 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(backend.listQueries.at(-1)!.get('page')).toBe('2');
  });

  it('says in Indonesian when the list fails, and Coba lagi loads it', async () => {
    const backend = newBackend({ listFailures: 1 });
    server.use(...announcementHandlers(backend));
    renderAnnouncements('/announcement');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Pengumuman gagal dimuat.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Server sedang sibuk.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: /^Batik Week/ })).toBeInTheDocument();
  });

  it('Promo Brand never falls back to every announcement when the categories fail', async () => {
    const backend = newBackend({ categoryFailures: 1 });
    server.use(...announcementHandlers(backend));
    renderAnnouncements('/announcement/promo');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Pengumuman gagal dimuat.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kategori tidak tersedia.')).toBeInTheDocument();
    expect(backend.listQueries).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: /^Promo Gajian/ })).toBeInTheDocument();
    expect(backend.listQueries.length).toBeGreaterThan(0);
    expect(backend.listQueries.every((query) => query.get('categoryId') === '2')).toBe(true);
  });

  it('shows an announcement read once the seller comes back from it', async () => {
    const backend = newBackend();
    server.use(...announcementHandlers(backend));
    renderAnnouncements('/announcement');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /^Batik Week\s*\(Belum dibaca\)$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Batik Week' });
    await waitFor(() => expect(backend.reads).toEqual(['13']));
    await user.click(screen.getByRole('link', { name: /Kembali ke daftar pengumuman/ }));
    expect(await screen.findByRole('link', { name: /^Batik Week$/ })).toBeInTheDocument();
    expect(screen.queryByText('Baru')).not.toBeInTheDocument();
  });
});

describe("a reload's prefetch", () => {
  it("shows the list page a reload's entry script asked for, without asking again", async () => {
    const backend = newBackend({ total: 20 });
    server.use(...announcementHandlers(backend));
    writePersisted('brandId', String(testBrandId));
    // The entry script's clients, which the page then takes over.
    const api = createTestApi();
    prefetchAnnouncementList(api, new URL('http://app.test/announcement?page=2'));
    await waitFor(() => expect(backend.listQueries).toHaveLength(1));
    renderAnnouncements('/announcement?page=2', { api });
    expect(await screen.findByRole('link', { name: 'Pengumuman 4' })).toBeInTheDocument();
    expect(backend.listQueries.map((query) => query.get('page'))).toEqual(['2']);
  });

  it('asks for the Promo Brand list of a reload once the categories name the Promo one', async () => {
    const backend = newBackend();
    server.use(...announcementHandlers(backend));
    writePersisted('brandId', String(testBrandId));
    const api = createTestApi();
    prefetchAnnouncementList(api, new URL('http://app.test/announcement/promo'));
    await waitFor(() => expect(backend.listQueries).toHaveLength(1));
    renderAnnouncements('/announcement/promo', { api });
    expect(await screen.findByRole('link', { name: /^Promo Gajian/ })).toBeInTheDocument();
    expect(backend.listQueries.map((query) => query.get('categoryId'))).toEqual(['2']);
  });
});
