import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { App } from '../../../app/App';
import { clearOutbox } from '../../../platform/outbox';
import { appRoutes } from '../../../app/route-table';
import {
  quietFallback,
  shellHandlers,
  signInAs,
  startShellServer,
  testBaseUrl,
  testConfig,
  type ShellAccount,
} from '../../../test/shell-harness';
import { discussionRoutes } from '../routes';

const server = startShellServer();
const options = { baseUrl: testBaseUrl };

const seller: ShellAccount = {
  tenant: 'partner',
  brands: [
    { id: 101, name: 'Batik Sekar Jagad' },
    { id: 102, name: 'Kopi Nusantara Rasa' },
  ],
  config: [
    {
      key: 'discussion.menu',
      configItem: 'Menu diskusi',
      configValue: { isShowForAllBrand: false, brandIds: [101] },
    },
  ],
};

interface Question {
  id: number;
  photoUrl: string | null;
  author: string;
  body: string;
  isRead: boolean;
  isAnswered: boolean;
  isReported: boolean;
  isDone: boolean;
  createdDate: string;
  totalComments: number;
  comments: {
    id: number;
    photoUrl: string | null;
    author: string;
    body: string;
    isReported: boolean;
    createdDate: string;
  }[];
}

const question = (id: number, extra: Partial<Question> = {}): Question => ({
  id,
  photoUrl: null,
  author: `Pembeli ${id}`,
  body: `Pertanyaan nomor ${id}?`,
  isRead: true,
  isAnswered: false,
  isReported: false,
  isDone: false,
  createdDate: '2026-11-20T03:00:00Z',
  totalComments: 0,
  comments: [],
  ...extra,
});

const group = (variantId: number, questions: Question[]) => ({
  productModelId: 1000 + variantId,
  productVariantId: variantId,
  productName: `Kemeja Batik ${variantId}`,
  variantName: `Varian ${variantId}`,
  photoUrl: `/media/product/${variantId}.svg`,
  totalQuestion: questions.length,
  questions,
});

const meta = (page: number, totalPage: number, totalItem: number) => ({
  currentPage: page,
  nextPage: page < totalPage ? page + 1 : null,
  pageSize: 10,
  previousPage: page > 1 ? page - 1 : null,
  totalItem,
  totalPage,
});

interface Server {
  counts: { totalNotAnswered: number; totalQuestion: number; totalAnswered: number };
  listCalls: URLSearchParams[];
  replies: { body: unknown; key: string | null }[];
  reports: { path: string; body: unknown }[];
  reads: string[];
  /** Replies applied, by Idempotency-Key. */
  applied?: Map<
    string,
    {
      id: number;
      photoUrl: null;
      author: string;
      body: string;
      isReported: boolean;
      createdDate: string;
    }
  >;
  failReply?: boolean;
  /** The reply call gets no response at all, as when the connection is gone. */
  offline?: boolean;
  /** The question counts answer once this settles. */
  countsHeld?: Promise<void>;
}

/** A small stateful discussion backend: 12 unanswered questions over two pages, 1 answered. */
function discussionHandlers(state: Server) {
  const unanswered = Array.from({ length: 12 }, (_, i) =>
    group(i + 1, [question(i + 1, { isRead: i !== 0 })]),
  );
  const answered = [group(50, [question(50, { isAnswered: true })])];
  const answeredIds = new Set<number>();
  return [
    mockOperation(options, 'product', 'get', '/v3/{tenant}/question/summary', async () => {
      await state.countsHeld;
      return { data: state.counts };
    }),
    http.get(`${testBaseUrl}/product/v3/:tenant/discussion`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.listCalls.push(query);
      if (query.get('q') === 'tidak ada')
        return HttpResponse.json({ data: [], metadata: meta(1, 0, 0) });
      const page = Number(query.get('page'));
      const source =
        query.get('status') === 'answered'
          ? answered
          : unanswered.filter((g) => !answeredIds.has(g.productVariantId));
      const slice = source.slice((page - 1) * 10, page * 10);
      return HttpResponse.json({
        data: slice,
        metadata: meta(page, Math.ceil(source.length / 10), source.length),
      });
    }),
    mockOperation(
      options,
      'product',
      'patch',
      '/v3/{tenant}/question/{id}/{action}',
      ({ params }) => {
        state.reads.push(params.id!);
        return { data: question(Number(params.id), { isRead: true }) };
      },
    ),
    mockOperation(options, 'product', 'get', '/v3/{tenant}/question/{id}/comment', () => ({
      data: [
        {
          id: 7001,
          photoUrl: null,
          author: 'Sari Dewi',
          body: 'Ditunggu jawabannya ya',
          isReported: false,
          createdDate: '2026-11-20T05:00:00Z',
        },
        {
          id: 7002,
          photoUrl: null,
          author: 'Batik Sekar Jagad',
          body: 'Sebentar ya, Kak.',
          isReported: false,
          createdDate: '2026-11-20T06:00:00Z',
        },
      ],
      metadata: meta(1, 1, 2),
    })),
    mockOperation(
      options,
      'product',
      'post',
      '/v3/{tenant}/question/{id}/comment',
      async ({ request, params }) => {
        const body = (await request.json()) as { body: string };
        const key = request.headers.get('Idempotency-Key');
        state.replies.push({ body, key });
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (state.offline) return HttpResponse.error();
        // A repeat of a key the server already applied is answered from its record.
        const known = key === null ? undefined : state.applied?.get(key);
        if (known) return { data: known };
        if (state.failReply) return errorResponse(500, 'Layanan diskusi sedang bermasalah.');
        answeredIds.add(Number(params.id));
        state.counts = {
          ...state.counts,
          totalNotAnswered: state.counts.totalNotAnswered - 1,
          totalAnswered: state.counts.totalAnswered + 1,
        };
        const comment = {
          id: 9001,
          photoUrl: null,
          author: 'Batik Sekar Jagad',
          body: body.body,
          isReported: false,
          createdDate: '2026-11-24T03:00:00Z',
        };
        if (key !== null) (state.applied ??= new Map()).set(key, comment);
        return { data: comment };
      },
    ),
    mockOperation(options, 'product', 'get', '/v3/{tenant}/report/reason', () => ({
      data: [
        { id: 1, reason: 'Spam atau promosi' },
        { id: 2, reason: 'Kata-kata kasar atau tidak pantas' },
      ],
    })),
    http.post(
      `${testBaseUrl}/product/v3/:tenant/question/:id/comment/:commentId/report`,
      async ({ request, params }) => {
        state.reports.push({
          path: `${String(params.id)}/${String(params.commentId)}`,
          body: await request.json(),
        });
        return HttpResponse.json({ data: { id: Number(params.commentId), isReported: true } });
      },
    ),
  ];
}

function newState(): Server {
  return {
    counts: { totalNotAnswered: 12, totalQuestion: 13, totalAnswered: 1 },
    listCalls: [],
    replies: [],
    reports: [],
    reads: [],
  };
}

function renderApp(path: string) {
  return renderAppWith(path).router;
}

function renderAppWith(path: string) {
  const router = createMemoryRouter(appRoutes({ signedIn: discussionRoutes, public: [] }), {
    initialEntries: [path],
  });
  const view = render(<App config={testConfig} createRouter={() => router} />);
  return { router, unmount: view.unmount };
}

beforeEach(async () => {
  await clearOutbox();
});

const nav = () => screen.getByRole('navigation', { name: 'Menu utama' });
const groupHeadings = () =>
  screen.queryAllByRole('heading', { level: 2, name: /^Kemeja Batik/ }).map((h) => h.textContent);

// Each test renders the whole signed-in app (layout, brand switch, lazy routes) and allows its
// first screen 15 s: the split into route and page did not make that lighter. On a shared
// two-core machine the reply test took 14 s (5 s when idle), too near the project's 20 s.
describe('product questions page', { timeout: 45_000 }, () => {
  it('merges the next page onto the list, replaces it on a tab change, and shows an empty search', async () => {
    const state = newState();
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const router = renderApp('/discussion-product');
    const user = userEvent.setup();
    await waitFor(() => expect(groupHeadings()).toHaveLength(10), { timeout: 15_000 });
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
  });

  it("holds the tab badges' places while the first counts are on their way, so the tabs do not move when they come", async () => {
    let release: () => void = () => undefined;
    const state = {
      ...newState(),
      countsHeld: new Promise<void>((resolve) => (release = resolve)),
    };
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderApp('/discussion-product');
    const tabs = await screen.findByRole('tablist', {}, { timeout: 15_000 });
    expect(tabs.querySelectorAll('[data-skeleton="count"]')).toHaveLength(3);
    expect(within(tabs).getByRole('tab', { name: /Belum Dijawab/ })).not.toHaveTextContent(/\d/);

    release();
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Belum Dijawab/ })).toHaveTextContent('12'),
    );
    expect(tabs.querySelectorAll('[data-skeleton="count"]')).toHaveLength(0);
  });

  it('answers a question: one request for a double submit, the question leaves the tab, the tab count and the sidebar badge drop by one', async () => {
    const state = newState();
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const router = renderApp('/discussion-product');
    const user = userEvent.setup();
    const badge = await within(await waitFor(nav, { timeout: 15_000 })).findByRole(
      'link',
      { name: /Diskusi Produk/ },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(badge).toHaveTextContent('12'));
    await user.click(
      await screen.findByRole('button', { name: /Buka pertanyaan dari Pembeli 2:/ }),
    );
    expect(router.state.location.search).toBe('?selectedDiscussion=2');
    expect(
      await screen.findByText('Ditunggu jawabannya ya', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Tulis jawaban' });
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Jawaban tidak boleh kosong.');
    await user.type(box, 'Masih ada, Kak. Silakan dipesan.');
    expect(screen.getByText('32/1000')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Kirim' });
    await user.dblClick(send);
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
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /Buka pertanyaan dari Pembeli 2:/ }),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps the typed reply when sending fails, and sends it again with the same key', async () => {
    const state = { ...newState(), failReply: true };
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderApp('/discussion-product?selectedDiscussion=3');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Tulis jawaban' }, { timeout: 15_000 });
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
    const state: Server = { ...newState(), offline: true };
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const first = renderAppWith('/discussion-product?selectedDiscussion=3');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Tulis jawaban' }, { timeout: 15_000 });
    await screen.findByText('Ditunggu jawabannya ya', {}, { timeout: 15_000 });
    await user.type(box, 'Bahannya katun primisima.');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const thread = () => within(screen.getByRole('region', { name: 'Percakapan pertanyaan' }));
    const keptReply = async () =>
      (await thread().findByText('Bahannya katun primisima.', { selector: 'p' })).closest(
        'article',
      )!;
    expect(within(await keptReply()).getByText('Menunggu koneksi')).toBeInTheDocument();
    // The reply lives in the outbox now: the box is free for the next answer, and no error shows.
    expect(box).toHaveValue('');
    expect(screen.queryByText(/Jawaban gagal dikirim/)).not.toBeInTheDocument();
    expect(await screen.findByText('1 perubahan menunggu koneksi')).toBeInTheDocument();
    expect(state.replies.length).toBeGreaterThanOrEqual(1);
    const key = state.replies[0]!.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

    // A reload: the page starts afresh and reads the kept reply back from IndexedDB.
    first.unmount();
    renderAppWith('/discussion-product?selectedDiscussion=3');
    await screen.findByText('Ditunggu jawabannya ya', {}, { timeout: 15_000 });
    expect(within(await keptReply()).getByText('Menunggu koneksi')).toBeInTheDocument();
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
    const landed = await keptReply();
    expect(within(landed).getByText('Penjual')).toBeInTheDocument();
    expect(thread().getAllByText('Bahannya katun primisima.', { selector: 'p' })).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Belum Dijawab/ })).toHaveTextContent('11'),
    );
    // Sent once on `online`, with the same key as every earlier try, and applied once.
    expect(state.replies.length - triesOffline).toBe(1);
    expect(new Set(state.replies.map((reply) => reply.key))).toEqual(new Set([key]));
    expect(state.applied?.size).toBe(1);
    expect(screen.queryByText('1 perubahan menunggu koneksi')).not.toBeInTheDocument();
  });

  it('shows a kept reply the server refused on replay with its message, in the thread and in the outbox panel', async () => {
    const state: Server = { ...newState(), offline: true };
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderApp('/discussion-product?selectedDiscussion=4');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Tulis jawaban' }, { timeout: 15_000 });
    await screen.findByText('Ditunggu jawabannya ya', {}, { timeout: 15_000 });
    await user.type(box, 'Ukuran L masih ada.');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    const thread = within(screen.getByRole('region', { name: 'Percakapan pertanyaan' }));
    expect(await thread.findByText('Menunggu koneksi')).toBeInTheDocument();

    state.offline = false;
    state.failReply = true;
    window.dispatchEvent(new Event('online'));

    expect(
      await thread.findByText('Ditolak server: Layanan diskusi sedang bermasalah.'),
    ).toBeInTheDocument();
    expect(thread.getByText('Ukuran L masih ada.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 perubahan ditolak server')).toBeInTheDocument();
    expect(state.replies.map((reply) => reply.key)).toEqual([
      state.replies[0]!.key,
      state.replies[0]!.key,
    ]);
  });

  it('opens a deep-linked unread question, marks it read, and reports a comment with a reason', async () => {
    const state = newState();
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderApp('/discussion-product?selectedDiscussion=1');
    const user = userEvent.setup();
    expect(
      await screen.findByText('Ditunggu jawabannya ya', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(state.reads).toEqual(['1']);
    // Opening read it: the thread says so next to the time, and the list drops its unread tag.
    const thread = screen.getByRole('region', { name: 'Percakapan pertanyaan' });
    expect(within(thread).getByText('Dibaca')).toBeInTheDocument();
    expect(within(thread).queryByText('Belum dibaca')).not.toBeInTheDocument();
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
    const state = newState();
    server.use(
      mockOperation(
        options,
        'product',
        'patch',
        '/v3/{tenant}/question/{id}/{action}',
        ({ params }) => {
          state.reads.push(params.id!);
          return errorResponse(500, 'Layanan diskusi sedang bermasalah.');
        },
      ),
      ...discussionHandlers(state),
      ...shellHandlers(seller),
      quietFallback,
    );
    signInAs('partner', '101');
    renderApp('/discussion-product');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: /Buka pertanyaan dari Pembeli 1:/ },
        { timeout: 15_000 },
      ),
    );
    expect(
      await screen.findByText('Ditunggu jawabannya ya', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(state.reads).toEqual(['1']);
    const thread = screen.getByRole('region', { name: 'Percakapan pertanyaan' });
    expect(within(thread).getByText('Belum dibaca')).toBeInTheDocument();
    expect(within(thread).queryByText('Dibaca')).not.toBeInTheDocument();
    const entry = screen.getByRole('button', { name: /Buka pertanyaan dari Pembeli 1:/ });
    expect(within(entry).getByText('Belum dibaca')).toBeInTheDocument();
  });

  it('is not there for a brand off the allow list: no menu entry, and the route is a 404', async () => {
    const state = newState();
    server.use(...discussionHandlers(state), ...shellHandlers(seller), quietFallback);
    signInAs('partner', '102');
    renderApp('/discussion-product');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This page could not be found' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(
      within(await waitFor(nav)).queryByRole('link', { name: /Diskusi Produk/ }),
    ).not.toBeInTheDocument();
    expect(state.listCalls).toHaveLength(0);
  });
});
