import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from './DefaultLayout';
import { NotificationEntry } from './feature-slots';
import {
  frameHandlers,
  menuEntry,
  recordCalls,
  renderWithSession,
  sellerMenu,
  sessionHandlers,
  signInAs,
  startLayoutServer,
  type LayoutAccount,
} from './layout-test-harness';

const server = startLayoutServer();

const seller: LayoutAccount = {
  tenant: 'partner',
  brands: [
    { id: 101, name: 'Batik Sekar Jagad' },
    { id: 102, name: 'Kopi Nusantara Rasa' },
    { id: 103, name: 'Rumah Hijab Aulia' },
  ],
  config: [
    {
      key: 'discussion.menu',
      configItem: 'Menu diskusi',
      configValue: { isShowForAllBrand: false, brandIds: [101] },
    },
    { key: 'order.activeStatuses', configItem: 'Status aktif', configValue: [1, 2, 3, 8] },
  ],
  orderTotals: [
    { status: 1, total: 40 },
    { status: 2, total: 30 },
    { status: 3, total: 20 },
    { status: 8, total: 15 },
    { status: 6, total: 500 },
  ],
  unansweredQuestions: 7,
};

/** The signed-in layout at `path` for `account`; `pages` are its routed pages. */
function renderLayout(
  account: LayoutAccount,
  path: string,
  pages: Parameters<typeof renderWithSession>[1]['pages'] = [],
) {
  server.use(...sessionHandlers(account), ...frameHandlers);
  return renderWithSession(<DefaultLayout />, { path, pages });
}

async function mainNav() {
  return screen.findByRole('navigation', { name: 'Menu utama' });
}

describe('route guard', () => {
  it('shows the 404 page inside the layout for a path outside the user menu', async () => {
    signInAs('partner', '101');
    renderLayout(seller, '/report/stockist', [{ path: '*', element: <h1>Laporan Stockist</h1> }]);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(await mainNav()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Laporan Stockist' })).not.toBeInTheDocument();
  });

  it('lets a menu path through to its page', async () => {
    signInAs('partner', '101');
    renderLayout(seller, '/settings', [
      { path: '/settings', element: <h1>Halaman Pengaturan</h1> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Halaman Pengaturan' })).toBeInTheDocument();
    expect(within(await mainNav()).getByRole('link', { name: /Pengaturan/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('sidebar badges', () => {
  it('sums the four configured statuses into the transaction badge and caps it at 99+', async () => {
    signInAs('partner', '101');
    renderLayout(seller, '/home');
    const transaction = await within(await mainNav()).findByRole('link', { name: /Transaksi/ });
    await waitFor(() => expect(transaction).toHaveTextContent('99+'));
    expect(within(transaction).getByText('Ada transaksi aktif')).toBeInTheDocument();
  });

  it('shows the exact active count when it is 99 or less', async () => {
    signInAs('partner', '101');
    renderLayout(
      {
        ...seller,
        orderTotals: [
          { status: 1, total: 4 },
          { status: 2, total: 5 },
          { status: 6, total: 900 },
        ],
      },
      '/home',
    );
    const transaction = await within(await mainNav()).findByRole('link', { name: /Transaksi/ });
    await waitFor(() => expect(transaction).toHaveTextContent(/9\s*transaksi aktif/));
  });

  it('shows the discussion entry with its unanswered count for a brand on the allow list', async () => {
    signInAs('partner', '101');
    renderLayout(seller, '/home');
    const discussion = await within(await mainNav()).findByRole('link', {
      name: /Diskusi Produk/,
    });
    await waitFor(() => expect(discussion).toHaveTextContent(/7\s*pertanyaan belum dijawab/));
    expect(within(discussion).getByText('BARU')).toBeInTheDocument();
  });

  it('hides the discussion entry for a brand that is not on the allow list', async () => {
    signInAs('partner', '102');
    renderLayout(seller, '/home');
    const nav = await mainNav();
    await within(nav).findByRole('link', { name: /Pengaturan/ });
    expect(within(nav).queryByRole('link', { name: /Diskusi Produk/ })).not.toBeInTheDocument();
  });

  it('shows the discussion entry for every brand when configured for all brands', async () => {
    signInAs('partner', '103');
    renderLayout(
      {
        ...seller,
        config: [
          {
            key: 'discussion.menu',
            configItem: 'Menu diskusi',
            configValue: { isShowForAllBrand: true, brandIds: [] },
          },
        ],
      },
      '/home',
    );
    expect(
      await within(await mainNav()).findByRole('link', { name: /Diskusi Produk/ }),
    ).toBeInTheDocument();
  });
});

describe('stockist sidebar', () => {
  const stockistMenu = [
    menuEntry('Beranda', '/home', 'home', 'home'),
    menuEntry('Transaksi Offline', '/transaction-offline', 'transaction', 'transaction-offline', {
      additionalSettings: { index: 2, target: '_self', newMenu: true },
      children: [
        menuEntry(
          'Daftar Transaksi Offline',
          '/transaction-offline',
          'transaction',
          'transaction-offline-list',
        ),
        menuEntry(
          'Tambah Transaksi Offline',
          '/transaction-offline/add',
          'transaction',
          'transaction-offline-add',
        ),
      ],
    }),
    menuEntry('Transaksi', '/transaction-v3', 'transaction', 'transaction', {
      additionalSettings: { index: 3, target: '_self', newMenu: false },
    }),
  ];

  it('puts the online active-order count on Transaksi only, never on the offline entries', async () => {
    signInAs('stockist', '201');
    renderLayout(
      {
        ...seller,
        tenant: 'stockist',
        brands: [{ id: 201, name: 'Stockist Surabaya Timur', brandType: 'stockist' }],
        menu: stockistMenu,
      },
      '/transaction-offline/add',
    );
    const nav = await mainNav();
    const online = await within(nav).findByRole('link', { name: /^Transaksi/ });
    await waitFor(() => expect(online).toHaveTextContent('99+'));
    const offline = within(nav).getByRole('button', { name: /Transaksi Offline/ });
    expect(offline).not.toHaveTextContent('99+');
    expect(within(nav).getByRole('link', { name: 'Tambah Transaksi Offline' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Daftar Transaksi Offline' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });
});

describe('header', () => {
  // The bell is one of the frame's idle parts: it mounts once the main thread has been idle.
  beforeEach(async () => {
    await NotificationEntry.preload();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Past the frame's idle moment: every part due then has its code and has mounted. */
  async function afterFrameIdle() {
    await act(() => vi.advanceTimersByTimeAsync(2_000));
  }

  it('marks a stockist account and searches stockists', async () => {
    signInAs('stockist', '201');
    renderLayout(
      {
        tenant: 'stockist',
        brands: [
          { id: 201, name: 'Stockist Surabaya Timur', brandType: 'stockist' },
          { id: 202, name: 'Stockist Bandung Raya', brandType: 'stockist' },
        ],
        menu: sellerMenu,
      },
      '/home',
    );
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Stockist')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: /Pilih Stockist/ }));
    expect(await screen.findByRole('combobox', { name: 'Cari nama Stockist' })).toBeInTheDocument();
  });

  it('has no notification entry for mofasa', async () => {
    signInAs('mofasa', '301');
    const calls = recordCalls(server);
    renderLayout(
      { tenant: 'mofasa', brands: [{ id: 301, name: 'Mofasa Herbal Sehat', brandType: 'mofasa' }] },
      '/home',
    );
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: /Menu akun Rina Wulandari/ });
    // The partner build of the same header has the bell at this point (the next test).
    await afterFrameIdle();
    expect(within(banner).queryByRole('button', { name: /Notifikasi/i })).not.toBeInTheDocument();
    expect(calls).not.toContainEqual(expect.stringMatching(/notification/));
    expect(within(banner).queryByText('Stockist')).not.toBeInTheDocument();
  });

  it('has a notification entry for a partner', async () => {
    signInAs('partner', '101');
    renderLayout(seller, '/home');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: /Menu akun Rina Wulandari/ });
    await afterFrameIdle();
    expect(within(banner).getByRole('button', { name: /Notifikasi/i })).toBeInTheDocument();
  });

  it('has the command palette button, and none when the build switched it off', async () => {
    signInAs('partner', '101');
    const first = renderLayout(seller, '/home');
    const shown = await screen.findByRole('banner');
    expect(await within(shown).findByRole('button', { name: /^Cari/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K',
    );
    first.unmount();

    vi.stubEnv('VITE_COMMAND_PALETTE', 'off');
    try {
      renderLayout(seller, '/home');
      const banner = await screen.findByRole('banner');
      await within(banner).findByRole('button', { name: /Menu akun/ });
      expect(within(banner).queryByRole('button', { name: /^Cari/ })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('brand switch on a page of the layout', () => {
  const createPage = { path: '/product-v3/create', element: <input aria-label="Nama Produk" /> };

  async function pickBrand(name: string) {
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: /Pilih Brand/ }));
    await userEvent.click(await screen.findByRole('option', { name }));
  }

  it('empties the form on the page after OK, so nothing typed is saved under the new brand', async () => {
    signInAs('partner', '101');
    renderLayout(seller, '/product-v3/create', [createPage]);
    const name = await screen.findByRole('textbox', { name: 'Nama Produk' });
    await userEvent.type(name, 'Kemeja Batik Parang');
    await pickBrand('Kopi Nusantara Rasa');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Warning' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(await screen.findByText('Reset completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Pilih Brand Kopi Nusantara Rasa/ })).toBeVisible(),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nama Produk' })).toHaveValue(''),
    );
  });

  it('keeps what was typed when the seller cancels', async () => {
    signInAs('partner', '101');
    renderLayout(seller, '/product-v3/create', [createPage]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nama Produk' }), 'Kemeja');
    await pickBrand('Kopi Nusantara Rasa');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Warning' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nama Produk' })).toHaveValue('Kemeja');
    expect(screen.getByRole('button', { name: /Pilih Brand Batik Sekar Jagad/ })).toBeVisible();
  });
});
