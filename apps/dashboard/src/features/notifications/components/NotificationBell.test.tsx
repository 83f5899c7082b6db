import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOperation, type MockSuccessBody } from '@seller/api-types/testing';
import { NotificationBell } from './NotificationBell';
import { defaultNotificationSettings } from '../notification-settings';
import { mockOptions, renderWithApp, startMockServer } from '../../../test/app-harness';

type ListBody = MockSuccessBody<'brand', 'get', '/v2/partner/brand/{brandId}/notification/{type}'>;
type Notification = ListBody['data'][number];

const server = startMockServer();
const dayMs = 24 * 60 * 60 * 1000;

function notification(
  overrides: Partial<Notification> & Pick<Notification, 'id' | 'title'>,
): Notification {
  return {
    createdAt: new Date().toISOString(),
    entityId: `ENT-${overrides.id}`,
    icon: null,
    isRead: false,
    message: '<p>Pesan</p>',
    additionalData: {},
    contextTypeCode: 'trx',
    context: 'transaction',
    ...overrides,
  };
}

function page(data: Notification[], currentPage = 1, totalPage = 1): ListBody {
  return {
    data,
    metadata: {
      currentPage,
      nextPage: currentPage < totalPage ? currentPage + 1 : null,
      pageSize: 5,
      previousPage: null,
      totalItem: data.length,
      totalPage,
    },
  };
}

interface Backend {
  counts: { totalTransaction: number; totalProduct: number };
  lists: Record<'transaction' | 'product', Notification[][]>;
  reads: string[];
  readAll: string[];
  listQueries: URLSearchParams[];
}

function serve(backend: Backend) {
  server.use(
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/notification/count', () => ({
      data: {
        totalTransaction: backend.counts.totalTransaction,
        totalProduct: backend.counts.totalProduct,
        totalCount: backend.counts.totalTransaction + backend.counts.totalProduct,
        totalActiveTransaction: 0,
      },
    })),
    mockOperation(
      mockOptions,
      'brand',
      'get',
      '/v2/partner/brand/{brandId}/notification/{type}',
      ({ request, params }) => {
        const query = new URL(request.url).searchParams;
        backend.listQueries.push(query);
        const pages = backend.lists[params.type as 'transaction' | 'product'];
        const number = Number(query.get('page'));
        return page(pages[number - 1] ?? [], number, pages.length);
      },
    ),
    // More literal segments first: read/all must not be taken for read/{id}.
    mockOperation(
      mockOptions,
      'brand',
      'post',
      '/v2/partner/brand/{brandId}/notification/{type}/read/all',
      ({ params }) => {
        backend.readAll.push(`${params.brandId}/${params.type}`);
        const updated =
          params.type === 'transaction'
            ? backend.counts.totalTransaction
            : backend.counts.totalProduct;
        if (params.type === 'transaction') backend.counts.totalTransaction = 0;
        else backend.counts.totalProduct = 0;
        return { data: { updated } };
      },
    ),
    mockOperation(
      mockOptions,
      'brand',
      'post',
      '/v2/partner/brand/{brandId}/notification/{type}/read/{id}',
      ({ params }) => {
        backend.reads.push(`${params.brandId}/${params.type}/${params.id}`);
        const type = params.type as 'transaction' | 'product';
        const key = type === 'transaction' ? 'totalTransaction' : 'totalProduct';
        backend.counts[key] -= 1;
        const found = backend.lists[type].flat().find((item) => String(item.id) === params.id);
        return { data: { ...(found as Notification), isRead: true } };
      },
    ),
  );
}

function backendWith(
  lists: Partial<Backend['lists']>,
  counts = { totalTransaction: 2, totalProduct: 1 },
): Backend {
  return {
    counts,
    lists: { transaction: [], product: [], ...lists },
    reads: [],
    readAll: [],
    listQueries: [],
  };
}

function renderBell() {
  return renderWithApp(
    <NotificationBell brandId="101" tenant="partner" settings={defaultNotificationSettings} />,
  );
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Notifikasi/ }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Panel notifikasi' }) };
}

describe('NotificationBell', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the unread total on the bell and each tab with its unread count', async () => {
    serve(
      backendWith(
        { transaction: [[notification({ id: 1, title: 'Pesanan baru' })]] },
        { totalTransaction: 4, totalProduct: 7 },
      ),
    );
    renderBell();
    expect(await screen.findByRole('button', { name: /Notifikasi.*11/ })).toBeInTheDocument();
    const { panel } = await openPanel();
    expect(within(panel).getByRole('tab', { name: /Transaksi.*4/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel).getByRole('tab', { name: /Produk.*7/ })).toBeInTheDocument();
    expect(await within(panel).findByText('Pesanan baru')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Lihat Selengkapnya' })).toHaveAttribute(
      'href',
      '/notification?selectedTab=transaction',
    );
  });

  it('asks for five entries per page, newest first, and loads the product tab on switching', async () => {
    const backend = backendWith({
      transaction: [[notification({ id: 1, title: 'Pesanan baru' })]],
      product: [[notification({ id: 2, title: 'Stok menipis', context: 'product' })]],
    });
    serve(backend);
    renderBell();
    const { user, panel } = await openPanel();
    await within(panel).findByText('Pesanan baru');
    const first = backend.listQueries[0];
    expect([
      first?.get('page'),
      first?.get('size'),
      first?.get('sortBy'),
      first?.get('sortDirection'),
    ]).toEqual(['1', '5', 'created_at', 'desc']);
    await user.click(within(panel).getByRole('tab', { name: /Produk/ }));
    expect(await within(panel).findByText('Stok menipis')).toBeInTheDocument();
    expect(within(panel).queryByText('Pesanan baru')).not.toBeInTheDocument();
  });

  it('shows the opened panel before its list call goes out, and a panel closed before its first frame asks for nothing', async () => {
    const backend = backendWith({
      transaction: [[notification({ id: 1, title: 'Pesanan baru' })]],
    });
    serve(backend);
    // Frames are let through by hand, so the test decides when the opened panel has painted.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const paint = () => {
      for (const callback of frames.splice(0)) callback(performance.now());
    };
    renderBell();
    const { user, panel } = await openPanel();
    expect(within(panel).getByRole('tab', { name: /Transaksi/ })).toBeInTheDocument();
    expect(backend.listQueries).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Panel notifikasi' })).not.toBeInTheDocument(),
    );
    paint();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.listQueries).toHaveLength(0);

    const reopened = await openPanel();
    paint();
    expect(await within(reopened.panel).findByText('Pesanan baru')).toBeInTheDocument();
    expect(backend.listQueries).toHaveLength(1);
  });

  it('asks again each time the panel opens, so a notification that came meanwhile shows', async () => {
    const backend = backendWith({
      transaction: [[notification({ id: 1, title: 'Pesanan lama' })]],
    });
    serve(backend);
    renderBell();
    const first = await openPanel();
    expect(await within(first.panel).findByText('Pesanan lama')).toBeInTheDocument();
    await first.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Panel notifikasi' })).not.toBeInTheDocument(),
    );

    backend.lists.transaction = [
      [
        notification({ id: 2, title: 'Pesanan baru' }),
        notification({ id: 1, title: 'Pesanan lama' }),
      ],
    ];
    const second = await openPanel();
    expect(await within(second.panel).findByText('Pesanan baru')).toBeInTheDocument();
    expect(backend.listQueries).toHaveLength(2);
  });

  it('groups entries under Hari ini, Kemarin and the full date', async () => {
    serve(
      backendWith({
        transaction: [
          [
            notification({ id: 1, title: 'Baru saja' }),
            notification({
              id: 2,
              title: 'Sehari lalu',
              createdAt: new Date(Date.now() - dayMs).toISOString(),
            }),
            notification({ id: 3, title: 'Lama sekali', createdAt: '2026-01-05T03:00:00Z' }),
          ],
        ],
      }),
    );
    renderBell();
    const { panel } = await openPanel();
    const today = await within(panel).findByRole('region', { name: 'Hari ini' });
    expect(within(today).getByText('Baru saja')).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('region', { name: 'Kemarin' })).getByText('Sehari lalu'),
    ).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('region', { name: '5 Januari 2026' })).getByText(
        'Lama sekali',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state when a tab has no notifications', async () => {
    serve(backendWith({}, { totalTransaction: 0, totalProduct: 0 }));
    renderBell();
    const { panel } = await openPanel();
    expect(await within(panel).findByText('Tidak ada Notifikasi')).toBeInTheDocument();
    expect(
      within(panel).getByText('Saat ini kamu tidak memiliki notifikasi apapun.'),
    ).toBeInTheDocument();
  });

  it('announces unread entries in words and renders the message HTML sanitised', async () => {
    serve(
      backendWith({
        transaction: [
          [
            notification({
              id: 1,
              title: 'Belum dilihat',
              message:
                '<p>Pesanan <b>ORD-1</b> masuk</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
            }),
            notification({ id: 2, title: 'Sudah dilihat', isRead: true }),
          ],
        ],
      }),
    );
    renderBell();
    const { panel } = await openPanel();
    const unreadTitle = await within(panel).findByRole('button', { name: /Belum dilihat/ });
    expect(unreadTitle).toHaveAccessibleName('Belum dilihat Belum dibaca');
    expect(within(panel).getByRole('button', { name: 'Sudah dilihat' })).toBeInTheDocument();
    expect(within(panel).getByText('ORD-1').tagName).toBe('B');
    expect(panel.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('reads a transaction notification: marks it read, refreshes the counts, opens the orders with its code', async () => {
    const backend = backendWith({
      transaction: [
        [
          notification({
            id: 11,
            title: 'Pesanan ORD-11',
            additionalData: { orderCode: 'ORD-11' },
          }),
        ],
      ],
    });
    serve(backend);
    renderBell();
    await screen.findByRole('button', { name: /Notifikasi.*3/ });
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: /Pesanan ORD-11/ }));
    expect(
      await screen.findByText(
        'Lokasi: /transaction?page=1&size=25&status=-1&q=ORD-11&source=notification',
      ),
    ).toBeInTheDocument();
    expect(backend.reads).toEqual(['101/transaction/11']);
    expect(screen.queryByRole('button', { name: /Notifikasi.*3/ })).not.toBeInTheDocument();
  });

  it('reads a product notification into the product list with the notification query and its variant id', async () => {
    const backend = backendWith({
      product: [
        [
          notification({
            id: 21,
            title: 'Stok habis',
            context: 'product',
            isRead: true,
            additionalData: {
              variantId: 4417,
              variantName: 'Kaos Merah XL',
              selectedTab: 'inactive',
              stockStatus: 'empty',
            },
          }),
        ],
      ],
    });
    serve(backend);
    renderBell();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: /Produk/ }));
    await user.click(await within(panel).findByRole('button', { name: 'Stok habis' }));
    expect(
      await screen.findByText(
        'Lokasi: /product-v3?source=notification&q=Kaos+Merah+XL&page=1&size=25&selectedTab=inactive&stockStatus=empty&variantId=4417',
      ),
    ).toBeInTheDocument();
    // An entry already read is not marked again.
    expect(backend.reads).toEqual([]);
  });

  it("marks every entry of the tab read with 'Tandai semua dibaca' and zeroes its count", async () => {
    const backend = backendWith({
      transaction: [
        [notification({ id: 1, title: 'Pesanan A' }), notification({ id: 2, title: 'Pesanan B' })],
      ],
    });
    serve(backend);
    renderBell();
    const { user, panel } = await openPanel();
    await within(panel).findByRole('button', { name: /Pesanan A/ });
    await user.click(within(panel).getByRole('button', { name: 'Tandai semua dibaca' }));
    // The badge leaves the tab once its unread count is zero.
    expect(await within(panel).findByRole('tab', { name: 'Transaksi' })).toBeInTheDocument();
    expect(backend.readAll).toEqual(['101/transaction']);
    // The list is a deferred render and may follow the tab's count a moment later.
    expect(await within(panel).findByRole('button', { name: 'Pesanan A' })).toBeInTheDocument();
    expect(within(panel).queryByText('Belum dibaca')).not.toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: /Produk.*1/ })).toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    serve(
      backendWith({
        transaction: [
          [1, 2, 3, 4, 5].map((id) => notification({ id, title: `Pesanan ${id}` })),
          [notification({ id: 6, title: 'Pesanan 6' })],
        ],
      }),
    );
    renderBell();
    const { panel } = await openPanel();
    await within(panel).findByRole('button', { name: /Pesanan 5/ });
    expect(within(panel).queryByRole('button', { name: /Pesanan 6/ })).not.toBeInTheDocument();
    // The sentinel's observer starts in an effect after the rows' commit: on a busy machine the
    // rows can be found before it exists.
    await waitFor(() => expect(observers.at(-1)?.target?.isConnected).toBe(true));
    const last = observers[observers.length - 1];
    last?.callback(
      [{ isIntersecting: true, target: last.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(await within(panel).findByRole('button', { name: /Pesanan 6/ })).toBeInTheDocument();
  });
});
