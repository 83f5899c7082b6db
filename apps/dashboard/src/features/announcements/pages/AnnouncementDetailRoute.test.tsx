import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  announcementHandlers,
  newBackend,
  renderAnnouncements,
  startMockServer,
} from '../announcements-test-harness';

const server = startMockServer();

const notFound = 'Pengumuman ini tidak ditemukan atau sudah tidak tersedia.';

describe('announcement detail', () => {
  it('opens an announcement: sanitised body with its image and link, no script, marked read once', async () => {
    const backend = newBackend();
    server.use(...announcementHandlers(backend));
    renderAnnouncements('/announcement/13');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Batik Week' });
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
    await waitFor(() => expect(backend.reads).toEqual(['13']));
    expect(backend.keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    // Opened directly, the back link leads to the full list.
    expect(screen.getByRole('link', { name: /Kembali ke daftar pengumuman/ })).toHaveAttribute(
      'href',
      '/announcement',
    );
  });

  it('does not mark an already read announcement again', async () => {
    const backend = newBackend({ detailRead: true });
    server.use(...announcementHandlers(backend));
    renderAnnouncements('/announcement/13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batik Week' }),
    ).toBeInTheDocument();
    expect(backend.reads).toEqual([]);
  });

  it('shows the announcement even when the read call fails', async () => {
    const backend = newBackend({ readStatus: 503 });
    server.use(...announcementHandlers(backend));
    renderAnnouncements('/announcement/13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batik Week' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Produk batik tampil di halaman utama.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(backend.reads).toEqual([]);
  });

  it('an unknown or malformed announcement says it is not found; another failure offers Coba lagi', async () => {
    const backend = newBackend({ detailStatus: 404 });
    server.use(...announcementHandlers(backend));
    const { router } = renderAnnouncements('/announcement/999');
    const user = userEvent.setup();
    const unknown = await screen.findByRole('heading', { level: 1, name: notFound });
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(backend.reads).toEqual([]);

    // An id that cannot exist is not even asked for: the page says so at once.
    await router.navigate('/announcement/abc');
    await waitFor(() => expect(unknown).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: notFound })).toBeInTheDocument();
    expect(backend.details).toEqual(['999']);

    backend.detailStatus = 500;
    await router.navigate('/announcement/7');
    expect(
      await screen.findByRole('heading', { name: 'Pengumuman gagal dimuat.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Server sedang sibuk.')).toBeInTheDocument();
    backend.detailStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batik Week' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(backend.reads).toEqual(['7']));
  });
});
