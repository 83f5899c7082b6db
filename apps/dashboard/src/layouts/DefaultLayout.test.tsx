import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { appRoutes } from '../app/route-table';
import {
  menuEntry,
  quietFallback,
  renderShell,
  sellerMenu,
  shellHandlers,
  signInAs,
  startShellServer,
  testConfig,
  type ShellAccount,
} from '../test/shell-harness';
import { render } from '@testing-library/react';

const server = startShellServer();

const seller: ShellAccount = {
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

function mainNav() {
  return screen.getByRole('navigation', { name: 'Menu utama' });
}

describe('route guard', () => {
  it('shows the 404 page inside the layout for a path outside the user menu', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/report/stockist');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
  });

  it('lets a menu path through to its page', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/settings');
    expect(
      await screen.findByRole('heading', { name: 'Halaman ini sedang disiapkan' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in, remembering where they were going', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    const { router } = renderShell('/settings?tab=akun');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/settings?tab=akun')}`,
    );
  });
});

describe('sidebar badges', () => {
  it('sums the four configured statuses into the transaction badge and caps it at 99+', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/home');
    const transaction = await within(await waitFor(mainNav)).findByRole('link', {
      name: /Transaksi/,
    });
    await waitFor(() => expect(transaction).toHaveTextContent('99+'));
    expect(within(transaction).getByText('Ada transaksi aktif')).toBeInTheDocument();
  });

  it('shows the exact active count when it is 99 or less', async () => {
    server.use(
      ...shellHandlers({
        ...seller,
        orderTotals: [
          { status: 1, total: 4 },
          { status: 2, total: 5 },
          { status: 6, total: 900 },
        ],
      }),
      quietFallback,
    );
    signInAs('partner', '101');
    renderShell('/home');
    const transaction = await within(await waitFor(mainNav)).findByRole('link', {
      name: /Transaksi/,
    });
    await waitFor(() => expect(transaction).toHaveTextContent(/9\s*transaksi aktif/));
  });

  it('shows the discussion entry with its unanswered count for a brand on the allow list', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/home');
    const discussion = await within(await waitFor(mainNav)).findByRole('link', {
      name: /Diskusi Produk/,
    });
    await waitFor(() => expect(discussion).toHaveTextContent(/7\s*pertanyaan belum dijawab/));
    expect(within(discussion).getByText('BARU')).toBeInTheDocument();
  });

  it('hides the discussion entry for a brand that is not on the allow list', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '102');
    renderShell('/home');
    const nav = await waitFor(mainNav);
    await within(nav).findByRole('link', { name: /Pengaturan/ });
    expect(within(nav).queryByRole('link', { name: /Diskusi Produk/ })).not.toBeInTheDocument();
  });

  it('shows the discussion entry for every brand when configured for all brands', async () => {
    server.use(
      ...shellHandlers({
        ...seller,
        config: [
          {
            key: 'discussion.menu',
            configItem: 'Menu diskusi',
            configValue: { isShowForAllBrand: true, brandIds: [] },
          },
        ],
      }),
      quietFallback,
    );
    signInAs('partner', '103');
    renderShell('/home');
    expect(
      await within(await waitFor(mainNav)).findByRole('link', { name: /Diskusi Produk/ }),
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
    server.use(
      ...shellHandlers({
        ...seller,
        tenant: 'stockist',
        brands: [{ id: 201, name: 'Stockist Surabaya Timur', brandType: 'stockist' }],
        menu: stockistMenu,
      }),
      quietFallback,
    );
    signInAs('stockist', '201');
    renderShell('/transaction-offline/add');
    const nav = await waitFor(mainNav);
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
  it('marks a stockist account and searches stockists', async () => {
    server.use(
      ...shellHandlers({
        tenant: 'stockist',
        brands: [
          { id: 201, name: 'Stockist Surabaya Timur', brandType: 'stockist' },
          { id: 202, name: 'Stockist Bandung Raya', brandType: 'stockist' },
        ],
        menu: sellerMenu,
      }),
      quietFallback,
    );
    signInAs('stockist', '201');
    renderShell('/home');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Stockist')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: /Pilih Stockist/ }));
    expect(await screen.findByRole('combobox', { name: 'Cari nama Stockist' })).toBeInTheDocument();
  });

  it('has no notification entry for mofasa', async () => {
    server.use(
      ...shellHandlers({
        tenant: 'mofasa',
        brands: [{ id: 301, name: 'Mofasa Herbal Sehat', brandType: 'mofasa' }],
      }),
      quietFallback,
    );
    signInAs('mofasa', '301');
    renderShell('/home');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: /Menu akun Rina Wulandari/ });
    // The partner build of the same header has the bell (see the next test); mofasa never does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(banner).queryByRole('button', { name: /Notifikasi/i })).not.toBeInTheDocument();
    expect(within(banner).queryByText('Stockist')).not.toBeInTheDocument();
  });

  it('has a notification entry for a partner', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/home');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: /Notifikasi/i })).toBeInTheDocument();
  });

  it('has the command palette button, and none when the build switched it off', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const first = renderShell('/home');
    const shown = await screen.findByRole('banner', {}, { timeout: 10_000 });
    expect(
      await within(shown).findByRole('button', { name: /^Cari/ }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    first.unmount();

    vi.stubEnv('VITE_COMMAND_PALETTE', 'off');
    try {
      renderShell('/home');
      const banner = await screen.findByRole('banner', {}, { timeout: 10_000 });
      await within(banner).findByRole('button', { name: /Menu akun/ }, { timeout: 10_000 });
      expect(within(banner).queryByRole('button', { name: /^Cari/ })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('shows no brand dropdown to a user with a single brand', async () => {
    server.use(
      ...shellHandlers({ tenant: 'partner', brands: [{ id: 401, name: 'Sambal Bu Ratna' }] }),
      quietFallback,
    );
    signInAs('partner', '401');
    renderShell('/home');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: /Menu akun/ });
    expect(within(banner).queryByRole('button', { name: /Pilih Brand/ })).not.toBeInTheDocument();
  });

  it('offers Log Out in the user menu and the education centre with its tooltip', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/home');
    const banner = await screen.findByRole('banner');
    const education = await within(banner).findByRole('button', { name: 'Pusat Edukasi' });
    await userEvent.hover(education);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pusat Edukasi');
    await userEvent.click(within(banner).getByRole('button', { name: /Menu akun Rina Wulandari/ }));
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });
});

describe('brand dropdown', () => {
  it('filters brands by the search and says when nothing matches', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/home');
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: /Pilih Brand/ }));
    const search = await screen.findByRole('combobox', { name: 'Cari nama Brand' });
    await userEvent.type(search, 'kopi');
    expect(screen.getByRole('option', { name: 'Kopi Nusantara Rasa' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Rumah Hijab Aulia' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'sepatu');
    expect(screen.getByText('Kata Kunci tidak ditemukan')).toBeInTheDocument();
  });
});

describe('brand switch', () => {
  async function pickBrand(name: string) {
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: /Pilih Brand/ }));
    await userEvent.click(await screen.findByRole('option', { name }));
  }

  it('asks before leaving a create page; Cancel keeps the brand', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/product-v3/create');
    await pickBrand('Kopi Nusantara Rasa');
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent(
      'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Warning' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('button', { name: /Pilih Brand Batik Sekar Jagad/ }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('brandId')).toBe('"101"');
  });

  it('switches after OK, says Reset completed and stores the new brand', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    renderShell('/product-v3/create');
    await pickBrand('Kopi Nusantara Rasa');
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Reset completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Pilih Brand Kopi Nusantara Rasa/ }),
      ).toBeInTheDocument(),
    );
    expect(localStorage.getItem('brandId')).toBe('"102"');
  });

  it('empties the form on the page after OK, so nothing typed is saved under the new brand', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const createPage = { path: '/product-v3/create', element: <input aria-label="Nama Produk" /> };
    const router = createMemoryRouter(appRoutes({ signedIn: [createPage], public: [] }), {
      initialEntries: ['/product-v3/create'],
    });
    render(<App config={testConfig} createRouter={() => router} />);
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
      expect(screen.getByRole('textbox', { name: 'Nama Produk' })).toHaveValue(''),
    );
  });

  it('keeps what was typed when the seller cancels', async () => {
    server.use(...shellHandlers(seller), quietFallback);
    signInAs('partner', '101');
    const createPage = { path: '/product-v3/create', element: <input aria-label="Nama Produk" /> };
    const router = createMemoryRouter(appRoutes({ signedIn: [createPage], public: [] }), {
      initialEntries: ['/product-v3/create'],
    });
    render(<App config={testConfig} createRouter={() => router} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nama Produk' }), 'Kemeja');
    await pickBrand('Kopi Nusantara Rasa');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Warning' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nama Produk' })).toHaveValue('Kemeja');
  });

  it('switches at once elsewhere and refetches the counts for the new brand', async () => {
    const asked: string[] = [];
    server.use(...shellHandlers(seller), quietFallback);
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/order-list/v2/count'))
        asked.push(new URL(request.url).searchParams.get('brandId') ?? '');
    });
    signInAs('partner', '101');
    renderShell('/settings');
    await waitFor(() => expect(asked).toContain('101'));
    await pickBrand('Rumah Hijab Aulia');
    expect(screen.queryByRole('alertdialog', { name: 'Warning' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('103'));
    await waitFor(() => expect(localStorage.getItem('brandId')).toBe('"103"'));
    server.events.removeAllListeners();
  });
});
