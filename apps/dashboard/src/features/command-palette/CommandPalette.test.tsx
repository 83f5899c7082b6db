import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { makeOrder, pageOf } from '../orders/order-fixtures';
import {
  menuEntry,
  quietFallback,
  renderShell,
  sellerMenu,
  shellHandlers,
  signInAs,
  startShellServer,
  testBaseUrl,
  type ShellAccount,
} from '../../test/shell-harness';

const server = startShellServer();
const options = { baseUrl: testBaseUrl };

beforeAll(() => {
  // cmdk measures its list; jsdom does not lay out.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const seller: ShellAccount = {
  tenant: 'partner',
  brands: [
    { id: 101, name: 'Toko Sekar' },
    { id: 102, name: 'Kopi Nusantara Rasa' },
  ],
  config: [
    // Discussion is allowed for another brand only: the sidebar hides it, so must the palette.
    {
      key: 'discussion.menu',
      configItem: 'Menu diskusi',
      configValue: { isShowForAllBrand: false, brandIds: [999] },
    },
    { key: 'transaction.v3.enable', configItem: 'Transaksi v3', configValue: true },
  ],
};

function variant(id: number, productName: string, name: string, sku: string) {
  return {
    id,
    productId: id * 10,
    productName,
    name,
    sku,
    price: 125000,
    stock: 4,
    stockStatus: 'in-stock' as const,
    isActive: true,
    imageUrl: null,
    updatedAt: '2026-11-20T03:00:00.000Z',
  };
}

const paging = (total: number) => ({
  currentPage: 1,
  nextPage: null,
  pageSize: 15,
  previousPage: null,
  totalItem: total,
  totalPage: 1,
});

/** The shell plus the palette's two searches; every product and order query is recorded. */
function serve(account: ShellAccount = seller) {
  const productQueries: string[] = [];
  const orderQueries: string[] = [];
  server.use(
    ...shellHandlers(account),
    mockOperation(options, 'product', 'get', '/v3/{tenant}/variant/list', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      productQueries.push(q);
      const rows = q.toLowerCase().startsWith('batik')
        ? [
            variant(11, 'Batik Tulis Parang', 'Merah / L', 'BTK-PRG-L'),
            variant(12, 'Batik Tulis Parang', 'Biru / M', 'BTK-PRG-M'),
          ]
        : [];
      return { data: rows, metadata: paging(rows.length) };
    }),
    mockOperation(options, 'product', 'get', '/v3/{tenant}/product', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return {
        data: q.toLowerCase().startsWith('batik') ? [{ id: 77, name: 'Batik Tulis Parang' }] : [],
      };
    }),
    mockOperation(options, 'brand', 'get', '/v3/{tenant}/order/list', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      orderQueries.push(q);
      return pageOf(
        q.startsWith('INV')
          ? [makeOrder({ orderCode: 'INV-2026-0042', buyerName: 'Dewi Lestari' })]
          : [],
      );
    }),
    quietFallback,
  );
  return { productQueries, orderQueries };
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('navigation', { name: 'Menu utama' });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Palet perintah' });
}

function optionNames(dialog: HTMLElement): string[] {
  return within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('command palette: pages of the menu', () => {
  it('lists exactly the pages the sidebar offers, and the commands the menu allows', async () => {
    serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    renderShell('/settings');
    const dialog = await openPalette(user);
    const input = within(dialog).getByRole('combobox', {
      name: 'Cari halaman, produk, pesanan, atau perintah',
    });
    await waitFor(() => expect(input).toHaveFocus());
    const names = optionNames(await within(dialog).findByRole('listbox'));
    expect(names).toEqual(
      expect.arrayContaining([
        'Beranda',
        expect.stringContaining('Daftar Produk'),
        'Transaksi',
        'Pengaturan',
      ]),
    );
    // Hidden by the discussion allow list, absent from the menu, or offered once as a command.
    expect(names.some((name) => name.includes('Diskusi Produk'))).toBe(false);
    expect(names).not.toContain('Tarik Dana');
    expect(names.filter((name) => name.startsWith('Tambah Produk'))).toHaveLength(1);
    expect(names).toContain('Ganti ke Kopi Nusantara Rasa');
    expect(names).not.toContain('Ganti ke Toko Sekar');

    await user.type(within(dialog).getByRole('combobox'), 'Laporan');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Tidak ada hasil'),
    );
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  });

  it("offers 'Tarik Dana' when /withdrawal is in the menu", async () => {
    serve({
      ...seller,
      menu: [...sellerMenu, menuEntry('Penarikan Dana', '/withdrawal', 'withdrawal', 'withdrawal')],
    });
    signInAs('partner', '101');
    const user = userEvent.setup();
    renderShell('/settings');
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'dana');
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Tarik Dana']));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Palet perintah' })).not.toBeInTheDocument(),
    );
  });
});

describe('command palette: server search', () => {
  it('asks the server once per typed word, then opens the chosen product with the keyboard', async () => {
    const calls = serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    const { router } = renderShell('/settings');
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'batik');
    expect(await within(dialog).findByRole('option', { name: /Biru \/ M/ })).toBeInTheDocument();
    // Debounced: five keys, one call, for the whole word.
    expect(calls.productQueries).toEqual(['batik']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 hasil');

    expect(within(dialog).getByRole('option', { name: /Merah \/ L/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('option', { name: /Biru \/ M/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/product-v3?q=BTK-PRG-M',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Palet perintah' })).not.toBeInTheDocument();
  });

  it('opens a product found by its name on its detail page when the menu has that page', async () => {
    serve({
      ...seller,
      menu: [
        ...sellerMenu,
        menuEntry('Detail Produk', '/detail-product', 'product', 'detail-product'),
      ],
    });
    signInAs('partner', '101');
    const user = userEvent.setup();
    const { router } = renderShell('/settings');
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'batik tulis');
    const named = await within(dialog).findByRole('option', {
      name: /^Batik Tulis Parang\s*Lihat detail produk$/,
    });
    expect(named).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail-product/77'));
  });

  it('finds an order by its code and opens the queue filtered by it', async () => {
    const calls = serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    const { router } = renderShell('/settings');
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'INV-2026');
    expect(
      await within(dialog).findByRole('option', { name: /Pesanan INV-2026-0042/ }),
    ).toBeInTheDocument();
    expect(calls.orderQueries).toEqual(['INV-2026']);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/transaction-v3?q=INV-2026-0042',
      ),
    );
  });
});

describe('command palette: recent items', () => {
  it('lists what the seller chose last first, kept per user', async () => {
    serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    const { router } = renderShell('/settings');
    let dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'transaksi');
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Transaksi']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/transaction-v3'));

    dialog = await openPalette(user);
    const recent = within(dialog).getAllByRole('group')[0]!;
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Transaksi']);
    expect(optionNames(dialog)[0]).toBe('Transaksi');
    expect(optionNames(dialog).filter((name) => name === 'Transaksi')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('commandPalette.recent.1') ?? '[]')).toHaveLength(1);
  });
});

describe('command palette: opening and closing', () => {
  it('opens from the header button and gives focus back to it on Escape', async () => {
    serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    renderShell('/settings');
    const button = await screen.findByRole('button', { name: /Cari/ });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Palet perintah' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Palet perintah' })).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
  });
});

describe('keyboard shortcuts', () => {
  it("'?' lists the shortcuts, and 'g' then a letter goes to a menu page", async () => {
    serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    const { router } = renderShell('/settings');
    await screen.findByRole('navigation', { name: 'Menu utama' });
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Pintasan keyboard' });
    expect(within(help).getByRole('cell', { name: 'Ke Produk' })).toBeInTheDocument();
    expect(within(help).getByRole('cell', { name: 'Buka palet perintah' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pintasan keyboard' })).not.toBeInTheDocument(),
    );

    await user.keyboard('gp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-v3'));
    await user.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/transaction-v3'));
  });

  it('never fires while the seller types in a field', async () => {
    serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    const { router } = renderShell('/settings');
    await screen.findByRole('navigation', { name: 'Menu utama' });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Catatan');
    document.body.append(field);
    try {
      await user.click(field);
      await user.keyboard('?gpgo');
      expect(field).toHaveValue('?gpgo');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings');
    } finally {
      field.remove();
    }
  });

  it('leads nowhere outside the menu: no home page in the menu, no jump', async () => {
    serve({ ...seller, menu: sellerMenu.filter((entry) => entry.path !== '/home') });
    signInAs('partner', '101');
    const user = userEvent.setup();
    const { router } = renderShell('/settings');
    await screen.findByRole('navigation', { name: 'Menu utama' });
    await user.keyboard('gh');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/settings');
  });
});

describe('brand switch from the palette', () => {
  it('switches at once on an ordinary page', async () => {
    serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    renderShell('/settings');
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'kopi');
    await user.click(
      await within(dialog).findByRole('option', { name: 'Ganti ke Kopi Nusantara Rasa' }),
    );
    await waitFor(() => expect(localStorage.getItem('brandId')).toBe(JSON.stringify('102')));
  });

  it('goes through the brand switch machine, so a create page asks first (§4)', async () => {
    serve();
    signInAs('partner', '101');
    const user = userEvent.setup();
    renderShell('/product-v3/create');
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'kopi');
    await user.keyboard('{Enter}');
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(warning).toHaveTextContent(
      'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
    );
    expect(localStorage.getItem('brandId')).toBe(JSON.stringify('101'));
  });
});
