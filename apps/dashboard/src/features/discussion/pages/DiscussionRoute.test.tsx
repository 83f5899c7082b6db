import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOutbox } from '../../../platform/outbox';
import {
  discussionHandlers,
  gate,
  newServer,
  type DiscussionServer,
} from '../discussion-test-fixtures';
import { renderDiscussion, startMockServer } from '../discussion-test-harness';

const server = startMockServer();

beforeEach(async () => {
  await clearOutbox();
});

function serve(extra: Partial<DiscussionServer> = {}): DiscussionServer {
  const state = newServer(extra);
  server.use(...discussionHandlers(state));
  return state;
}

const nav = () => screen.getByRole('navigation', { name: 'Menu utama' });
const groupHeadings = () =>
  screen.queryAllByRole('heading', { level: 2, name: /^Kemeja Batik/ }).map((h) => h.textContent);
const thread = () => within(screen.getByRole('region', { name: 'Percakapan pertanyaan' }));
/** The article of a reply in the open thread, found by its text. */
const replyArticle = async (text: string) =>
  (await thread().findByText(text, { selector: 'p' })).closest('article')!;

describe('product questions page', () => {
  it('merges the next page onto the list, replaces it on a tab change, and shows an empty search', async () => {
    const state = serve();
    const { router } = await renderDiscussion('/discussion-product');
    const user = userEvent.setup();
    await waitFor(() => expect(groupHeadings()).toHaveLength(10));
    expect(state.listCalls[0]!.get('size')).toBe('10');
    expect(state.listCalls[0]!.get('sortDirection')).toBe('desc');
    expect(state.listCalls[0]!.get('status')).toBe('not-answered');
    // The counts come from the brand switch, which asks for them once the page has painted.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Belum Dijawab/ })).toHaveTextContent('12'),
    );

    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(groupHeadings()).toHaveLength(12));
    expect(groupHeadings()[0]).toBe('Kemeja Batik 1');
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Sudah Dijawab/ }));
    await waitFor(() => expect(groupHeadings()).toEqual(['Kemeja Batik 50']));
    expect(router.state.location.search).toBe('?tab=answered');

    await user.type(
      screen.getByRole('searchbox', { name: 'Cari produk atau pertanyaan' }),
      'tidak ada{Enter}',
    );
    expect(
      await screen.findByRole('heading', { name: 'Pertanyaan tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(groupHeadings()).toHaveLength(0);
    expect(router.state.location.search).toBe('?tab=answered&q=tidak+ada');
    expect(state.listCalls.at(-1)!.get('q')).toBe('tidak ada');
  });

  it("holds the tab badges' places while the first counts are on their way, so the tabs do not move when they come", async () => {
    const counts = gate();
    serve({ countsHeld: counts.held });
    await renderDiscussion('/discussion-product');
    const tabs = await screen.findByRole('tablist');
    expect(tabs.querySelectorAll('[data-skeleton="count"]')).toHaveLength(3);
    expect(within(tabs).getByRole('tab', { name: /Belum Dijawab/ })).not.toHaveTextContent(/\d/);

    counts.release();
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Belum Dijawab/ })).toHaveTextContent('12'),
    );
    expect(tabs.querySelectorAll('[data-skeleton="count"]')).toHaveLength(0);
  });

  it('answers a question: one request for a double submit, the question leaves the tab, the tab count and the sidebar badge drop by one', async () => {
    const reply = gate();
    const state = serve({ replyHeld: reply.held });
    // The sidebar is the layout's, rendered beside the page: the two share only the brand switch.
    const { router } = await renderDiscussion('/discussion-product', { sidebar: true });
    const user = userEvent.setup();
    const badge = await within(nav()).findByRole('link', { name: /Diskusi Produk/ });
    await waitFor(() => expect(badge).toHaveTextContent('12'));
    await user.click(
      await screen.findByRole('button', { name: /Buka pertanyaan dari Pembeli 2:/ }),
    );
    expect(router.state.location.search).toBe('?selectedDiscussion=2');
    expect(await screen.findByText('Ditunggu jawabannya ya')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Tulis jawaban' });
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Jawaban tidak boleh kosong.');
    await user.type(box, 'Masih ada, Kak. Silakan dipesan.');
    expect(screen.getByText('32/1000')).toBeInTheDocument();
    const countCallsBefore = state.countCalls;
    // The server holds the first reply, so the second click lands while it is on its way.
    await user.dblClick(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(state.replies).toHaveLength(1));
    reply.release();
    expect(
      await screen.findByText('Masih ada, Kak. Silakan dipesan.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(state.replies).toHaveLength(1);
    expect(state.replies[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(box).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Belum Dijawab/ })).toHaveTextContent('11'),
    );
    await waitFor(() => expect(badge).toHaveTextContent('11'));
    expect(state.countCalls).toBeGreaterThan(countCallsBefore);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /Buka pertanyaan dari Pembeli 2:/ }),
      ).not.toBeInTheDocument(),
    );
    expect(state.replies).toHaveLength(1);
  });

  it('keeps the typed reply when sending fails, and sends it again with the same key', async () => {
    const state = serve({ failReply: true });
    await renderDiscussion('/discussion-product?selectedDiscussion=3');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Tulis jawaban' });
    await user.type(box, 'Bahannya katun primisima.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await screen.findByText(/Jawaban gagal dikirim. Teks Anda masih tersimpan/),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Bahannya katun primisima.');
    state.failReply = false;
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(state.replies).toHaveLength(2);
    expect(state.replies[1]!.key).toBe(state.replies[0]!.key);
  });

  it('keeps a reply that got no response, shows it in the thread as "Menunggu koneksi" (also after a reload), and sends it once with its key when online', async () => {
    const state = serve({ offline: true });
    // The outbox panel is the layout's: it replays kept writes at start and on `online`.
    const first = await renderDiscussion('/discussion-product?selectedDiscussion=3', {
      outbox: true,
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Tulis jawaban' });
    await screen.findByText('Ditunggu jawabannya ya');
    await user.type(box, 'Bahannya katun primisima.');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const kept = await replyArticle('Bahannya katun primisima.');
    expect(within(kept).getByText('Menunggu koneksi')).toBeInTheDocument();
    // The reply lives in the outbox now: the box is free for the next answer, and no error shows.
    expect(box).toHaveValue('');
    expect(screen.queryByText(/Jawaban gagal dikirim/)).not.toBeInTheDocument();
    expect(await screen.findByText('1 perubahan menunggu koneksi')).toBeInTheDocument();
    expect(state.replies.length).toBeGreaterThanOrEqual(1);
    const key = state.replies[0]!.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

    // A reload: the page starts afresh and reads the kept reply back from IndexedDB.
    first.unmount();
    await renderDiscussion('/discussion-product?selectedDiscussion=3', { outbox: true });
    await screen.findByText('Ditunggu jawabannya ya');
    const keptAgain = await replyArticle('Bahannya katun primisima.');
    expect(within(keptAgain).getByText('Menunggu koneksi')).toBeInTheDocument();
    // The start-up replay still found no connection (and on a busy machine a timed try may
    // have come after it, 2 s on).
    await waitFor(() => expect(state.replies.length).toBeGreaterThanOrEqual(2));

    const triesOffline = state.replies.length;
    state.offline = false;
    window.dispatchEvent(new Event('online'));

    expect(
      await screen.findByText('Perubahan tersimpan setelah koneksi kembali.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(thread().queryByText('Menunggu koneksi')).not.toBeInTheDocument());
    const landed = await replyArticle('Bahannya katun primisima.');
    expect(within(landed).getByText('Penjual')).toBeInTheDocument();
    expect(thread().getAllByText('Bahannya katun primisima.', { selector: 'p' })).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Belum Dijawab/ })).toHaveTextContent('11'),
    );
    // Sent once on `online`, with the same key as every earlier try, and applied once.
    expect(state.replies.length - triesOffline).toBe(1);
    expect(new Set(state.replies.map((reply) => reply.key))).toEqual(new Set([key]));
    expect(state.applied.size).toBe(1);
    expect(screen.queryByText('1 perubahan menunggu koneksi')).not.toBeInTheDocument();
  });

  it('shows a kept reply the server refused on replay with its message, in the thread and in the outbox panel', async () => {
    const state = serve({ offline: true });
    await renderDiscussion('/discussion-product?selectedDiscussion=4', { outbox: true });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Tulis jawaban' });
    await screen.findByText('Ditunggu jawabannya ya');
    await user.type(box, 'Ukuran L masih ada.');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await thread().findByText('Menunggu koneksi')).toBeInTheDocument();

    state.offline = false;
    state.failReply = true;
    window.dispatchEvent(new Event('online'));

    expect(
      await thread().findByText('Ditolak server: Layanan diskusi sedang bermasalah.'),
    ).toBeInTheDocument();
    expect(thread().getByText('Ukuran L masih ada.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 perubahan ditolak server')).toBeInTheDocument();
    expect(state.replies.map((reply) => reply.key)).toEqual([
      state.replies[0]!.key,
      state.replies[0]!.key,
    ]);
  });

  it('opens a deep-linked unread question, marks it read, and reports a comment with a reason', async () => {
    const state = serve();
    await renderDiscussion('/discussion-product?selectedDiscussion=1');
    const user = userEvent.setup();
    expect(await screen.findByText('Ditunggu jawabannya ya')).toBeInTheDocument();
    expect(state.reads).toEqual(['1']);
    // Opening read it: the thread says so next to the time, and the list drops its unread tag.
    expect(thread().getByText('Dibaca')).toBeInTheDocument();
    expect(thread().queryByText('Belum dibaca')).not.toBeInTheDocument();
    // The brand's own answer is marked as the seller's and cannot be reported by the seller.
    const own = screen.getByText('Sebentar ya, Kak.').closest('article')!;
    expect(within(own).getByText('Penjual')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Laporkan balasan dari Batik Sekar Jagad' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Laporkan balasan dari Sari Dewi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Laporkan diskusi' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pilih salah satu alasan.');
    expect(state.reports).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('radio', { name: 'Kata-kata kasar atau tidak pantas' }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Catatan (opsional)' }),
      '  Menghina penjual.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Laporkan diskusi' })).not.toBeInTheDocument(),
    );
    expect(state.reports).toEqual([
      { path: '1/7001', body: { brandId: 101, reasonId: 2, note: 'Menghina penjual.' } },
    ]);
    expect(screen.getByText('Dilaporkan')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Laporkan balasan dari Sari Dewi' }),
    ).not.toBeInTheDocument();
  });

  it('shows an opened question as unread, as the list does, when marking it read fails', async () => {
    const state = serve({ failRead: true });
    await renderDiscussion('/discussion-product');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Buka pertanyaan dari Pembeli 1:/ }),
    );
    expect(await screen.findByText('Ditunggu jawabannya ya')).toBeInTheDocument();
    expect(state.reads).toEqual(['1']);
    expect(thread().getByText('Belum dibaca')).toBeInTheDocument();
    expect(thread().queryByText('Dibaca')).not.toBeInTheDocument();
    const entry = screen.getByRole('button', { name: /Buka pertanyaan dari Pembeli 1:/ });
    expect(within(entry).getByText('Belum dibaca')).toBeInTheDocument();
  });

  it('is not there for a brand off the allow list: no menu entry, and the route is a 404', async () => {
    const state = serve();
    await renderDiscussion('/discussion-product', { brandId: '102', sidebar: true });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    // The same menu shows its other entries; only the discussion entry is left out.
    expect(within(nav()).getByRole('link', { name: /Beranda/ })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: /Diskusi Produk/ })).not.toBeInTheDocument();
    expect(state.listCalls).toHaveLength(0);
  });
});
