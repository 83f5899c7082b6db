import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { makeOrder, pageOf } from '../orders/order-fixtures';
import {
  brandCountHandlers,
  menuPage,
  mockOptions,
  renderPalette,
  sellerAccount,
  sellerMenu,
  startMockServer,
  withResizeObserver,
} from './command-palette-test-harness';

const server = startMockServer();
withResizeObserver();

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

/** The brand switch's counts plus the palette's two searches; every product and order query is recorded. */
function serve() {
  const productQueries: string[] = [];
  const orderQueries: string[] = [];
  server.use(
    ...brandCountHandlers(),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', ({ request }) => {
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
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/product', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return {
        data: q.toLowerCase().startsWith('batik') ? [{ id: 77, name: 'Batik Tulis Parang' }] : [],
      };
    }),
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/order/list', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      orderQueries.push(q);
      return pageOf(
        q.startsWith('INV')
          ? [makeOrder({ orderCode: 'INV-2026-0042', buyerName: 'Dewi Lestari' })]
          : [],
      );
    }),
  );
  return { productQueries, orderQueries };
}

/** The header's search button shows once the session is in; then Ctrl+K. */
async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: /Cari/ });
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
    const user = userEvent.setup();
    renderPalette();
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
    serve();
    const user = userEvent.setup();
    renderPalette({
      account: {
        ...sellerAccount,
        menu: [...sellerMenu, menuPage('Penarikan Dana', '/withdrawal', 6)],
      },
    });
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'dana');
    // The command stands in for the page it opens, named under it.
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Tarik DanaPenarikan Dana']));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Palet perintah' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Lokasi: /withdrawal')).toBeInTheDocument();
  });
});

describe("command palette: the seller's words for money", () => {
  // The demo seller's finance group: 'Keuangan' at /withdrawal, its own page the first child.
  const financeMenu = menuPage('Keuangan', '/withdrawal', 6, [
    menuPage('Penarikan Dana', '/withdrawal', 1),
    menuPage('Riwayat Penarikan', '/finance-withdrawal', 2),
    menuPage('Riwayat Transaksi', '/finance-transaction', 3),
  ]);

  it("'saldo' lists the withdrawal page 'Penarikan Dana' and the finance pages", async () => {
    serve();
    const user = userEvent.setup();
    renderPalette({ account: { ...sellerAccount, menu: [...sellerMenu, financeMenu] } });
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'saldo');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('3 hasil'));
    const pages = within(dialog).getByRole('group', { name: 'Halaman' });
    expect(within(pages).getByRole('option', { name: /Riwayat Penarikan/ })).toBeInTheDocument();
    expect(within(pages).getByRole('option', { name: /Riwayat Transaksi/ })).toBeInTheDocument();
    const withdraw = within(dialog).getByRole('option', { name: /Penarikan Dana/ });
    expect(withdraw).toHaveTextContent('Tarik Dana');
    await user.click(withdraw);
    expect(await screen.findByText('Lokasi: /withdrawal')).toBeInTheDocument();
  });
});

describe('command palette: server search', () => {
  it('asks the server once per typed word, then opens the chosen product with the keyboard', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPalette();
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
    expect(await screen.findByText('Lokasi: /product-v3?q=BTK-PRG-M')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Palet perintah' })).not.toBeInTheDocument();
  });

  it('opens a product found by its name on its detail page when the menu has that page', async () => {
    serve();
    const user = userEvent.setup();
    renderPalette({
      account: {
        ...sellerAccount,
        menu: [...sellerMenu, menuPage('Detail Produk', '/detail-product', 6)],
      },
    });
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'batik tulis');
    const named = await within(dialog).findByRole('option', {
      name: /^Batik Tulis Parang\s*Lihat detail produk$/,
    });
    expect(named).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Lokasi: /detail-product/77')).toBeInTheDocument();
  });

  it('finds an order by its code and opens the queue filtered by it', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPalette();
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'INV-2026');
    expect(
      await within(dialog).findByRole('option', { name: /Pesanan INV-2026-0042/ }),
    ).toBeInTheDocument();
    expect(calls.orderQueries).toEqual(['INV-2026']);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Lokasi: /transaction-v3?q=INV-2026-0042')).toBeInTheDocument();
  });
});

describe('command palette: recent items', () => {
  it('lists what the seller chose last first, kept per user', async () => {
    serve();
    const user = userEvent.setup();
    renderPalette();
    let dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'transaksi');
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Transaksi']));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Lokasi: /transaction-v3')).toBeInTheDocument();

    dialog = await openPalette(user);
    const recent = within(dialog).getAllByRole('group')[0]!;
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Transaksi']);
    expect(optionNames(dialog)[0]).toBe('Transaksi');
    expect(optionNames(dialog).filter((name) => name === 'Transaksi')).toHaveLength(1);
    // Kept under the signed-in user's id (1), so another seller on this browser does not see it.
    expect(JSON.parse(localStorage.getItem('commandPalette.recent.1') ?? '[]')).toHaveLength(1);
  });
});

describe('command palette: opening and closing', () => {
  it('opens from the header button and gives focus back to it on Escape', async () => {
    serve();
    const user = userEvent.setup();
    renderPalette();
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
    const user = userEvent.setup();
    renderPalette();
    await screen.findByRole('button', { name: /Cari/ });
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Pintasan keyboard' });
    expect(within(help).getByRole('cell', { name: 'Ke Produk' })).toBeInTheDocument();
    expect(within(help).getByRole('cell', { name: 'Buka palet perintah' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pintasan keyboard' })).not.toBeInTheDocument(),
    );

    await user.keyboard('gp');
    expect(await screen.findByText('Lokasi: /product-v3')).toBeInTheDocument();
    await user.keyboard('go');
    expect(await screen.findByText('Lokasi: /transaction-v3')).toBeInTheDocument();
  });

  it('never fires while the seller types in a field', async () => {
    serve();
    const user = userEvent.setup();
    const { visited } = renderPalette({
      page: (
        <label>
          Catatan
          <input />
        </label>
      ),
    });
    await screen.findByRole('button', { name: /Cari/ });
    const field = screen.getByRole('textbox', { name: 'Catatan' });
    await user.click(field);
    await user.keyboard('?gpgo');
    // A shortcut that fired would have kept its key out of the field.
    expect(field).toHaveValue('?gpgo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Outside the field the same keys do lead away, and that is the only place they led to.
    field.blur();
    await user.keyboard('gp');
    await waitFor(() => expect(visited).toEqual(['/product-v3']));
  });

  it('leads nowhere outside the menu: no home page in the menu, no jump', async () => {
    serve();
    const user = userEvent.setup();
    const { visited } = renderPalette({
      account: { ...sellerAccount, menu: sellerMenu.filter((entry) => entry.path !== '/home') },
    });
    await screen.findByRole('button', { name: /Cari/ });
    await user.keyboard('gh');
    // A shortcut that does lead somewhere, after: the router went there and nowhere before it.
    await user.keyboard('gp');
    expect(await screen.findByText('Lokasi: /product-v3')).toBeInTheDocument();
    expect(visited).toEqual(['/product-v3']);
  });
});

describe('brand switch from the palette', () => {
  it('switches at once on an ordinary page', async () => {
    serve();
    const user = userEvent.setup();
    renderPalette();
    const dialog = await openPalette(user);
    await user.type(within(dialog).getByRole('combobox'), 'kopi');
    await user.click(
      await within(dialog).findByRole('option', { name: 'Ganti ke Kopi Nusantara Rasa' }),
    );
    await waitFor(() => expect(localStorage.getItem('brandId')).toBe(JSON.stringify('102')));
  });

  it('goes through the brand switch machine, so a create page asks first (§4)', async () => {
    serve();
    const user = userEvent.setup();
    renderPalette({ path: '/product-v3/create' });
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
