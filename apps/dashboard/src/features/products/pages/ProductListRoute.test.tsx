import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { readPersisted, savePageQuery } from '../../../platform/persisted-state';
import {
  mockOptions,
  paging,
  productTypesHandler,
  renderProductPage,
  startMockServer,
  variant,
} from '../test/product-test-harness';
import { ProductListV3Route } from './ProductListRoute';

const server = startMockServer();

function versionHandler(multistock = false) {
  return mockOperation(mockOptions, 'admin', 'get', '/version', () => ({
    data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': multistock } },
  }));
}

/** The calls the list makes besides the variant page: bulk files and product types. */
function sideCallHandlers(types?: Parameters<typeof productTypesHandler>[0]) {
  return [
    mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
      data: [],
      metadata: paging(0),
    })),
    productTypesHandler(types),
  ];
}

function variantList(rows = [variant(11), variant(12), variant(13)], seen: URLSearchParams[] = []) {
  return mockOperation(
    mockOptions,
    'product',
    'get',
    '/v3/{tenant}/variant/list',
    ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return { data: rows, metadata: paging(rows.length) };
    },
  );
}

describe('product list: state in the URL', () => {
  it('marks exactly the variant of the notification, not every variant with its name', async () => {
    const same = { name: '200 gr / Paket 5' };
    server.use(
      versionHandler(),
      ...sideCallHandlers(),
      variantList([variant(11, same), variant(21, same), variant(31, same)]),
    );
    renderProductPage(<ProductListV3Route />, {
      path: '/product-v3?source=notification&q=200+gr+%2F+Paket+5&variantId=21&page=1&size=25',
    });
    expect(await screen.findAllByText('200 gr / Paket 5')).toHaveLength(3);
    const marks = screen.getAllByText('Dari notifikasi');
    expect(marks).toHaveLength(1);
    expect(screen.getByTestId('variant-row-21')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByTestId('variant-row-11')).toHaveAttribute('data-highlighted', 'false');
    expect(screen.getByTestId('variant-row-31')).toHaveAttribute('data-highlighted', 'false');
  });

  it('never marks rows found by a manual search as coming from a notification', async () => {
    const same = { name: '200 gr / Paket 5' };
    server.use(
      versionHandler(),
      ...sideCallHandlers(),
      variantList([variant(11, same), variant(21, same)]),
    );
    renderProductPage(<ProductListV3Route />, { path: '/product-v3?q=200+gr+%2F+Paket+5' });
    expect(await screen.findAllByText('200 gr / Paket 5')).toHaveLength(2);
    expect(screen.queryByText('Dari notifikasi')).not.toBeInTheDocument();
  });

  it('past the last page says so and leads back to it, never "Belum ada produk"', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      versionHandler(),
      ...sideCallHandlers(),
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const page = Number(params.get('page'));
        return page === 38
          ? { data: [variant(11)], metadata: paging(556, 38) }
          : { data: [], metadata: paging(556, page) };
      }),
    );
    const { router } = renderProductPage(<ProductListV3Route />, { path: '/product-v3?page=999' });
    expect(
      await screen.findByRole('heading', { name: 'Halaman 999 tidak ada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Belum ada produk/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman terakhir (38)' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=38'));
    expect(await screen.findByText('Varian 11')).toBeInTheDocument();
  });

  it('asks the server for exactly the page the URL describes', async () => {
    const seen: URLSearchParams[] = [];
    server.use(versionHandler(), ...sideCallHandlers(), variantList(undefined, seen));
    renderProductPage(<ProductListV3Route />, {
      path: '/product-v3?page=2&size=25&q=Gayo&selectedTab=inactive&stockStatus=low-stock&sort=stock-asc',
    });
    expect(await screen.findByText('Varian 11')).toBeInTheDocument();
    const params = seen.at(-1);
    expect(params?.get('page')).toBe('2');
    expect(params?.get('size')).toBe('25');
    expect(params?.get('q')).toBe('Gayo');
    expect(params?.get('status')).toBe('inactive');
    expect(params?.get('stockStatus')).toBe('low-stock');
    expect(params?.get('sortBy')).toBe('stock');
    expect(params?.get('sortDirection')).toBe('asc');
    expect(params?.get('brandId')).toBe('7');
    expect(screen.getByRole('tab', { name: 'Nonaktif' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the stock status filter only once the phase 1 listing is known, so it never appears and then goes', async () => {
    let answerVersion: () => void = () => undefined;
    const versionAsked = new Promise<void>((resolve) => (answerVersion = resolve));
    server.use(
      mockOperation(mockOptions, 'admin', 'get', '/version', async () => {
        await versionAsked;
        return { data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': false } } };
      }),
      ...sideCallHandlers(),
      variantList(),
    );
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    expect(await screen.findByRole('combobox', { name: 'Jenis produk' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status stok' })).not.toBeInTheDocument();
    answerVersion();
    expect(await screen.findByRole('combobox', { name: 'Status stok' })).toBeInTheDocument();
  });

  it('puts a filter change in the URL, back on page 1, and keeps it for the path', async () => {
    server.use(versionHandler(), ...sideCallHandlers(), variantList());
    const { router } = renderProductPage(<ProductListV3Route />, { path: '/product-v3?page=4' });
    await screen.findByText('Varian 11');
    await userEvent.click(screen.getByRole('tab', { name: 'Aktif' }));
    await waitFor(() => expect(router.state.location.search).toBe('?selectedTab=active'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status stok' }),
      'out-of-stock',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?selectedTab=active&stockStatus=out-of-stock'),
    );
    expect(readPersisted('pageParams')).toContainEqual({
      path: '/product-v3',
      query: { selectedTab: 'active', stockStatus: 'out-of-stock' },
    });
  });

  it('shows a sort or a tab chosen at once, and changes the address after the frame that shows it', async () => {
    server.use(versionHandler(), ...sideCallHandlers(), variantList());
    const { router } = renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11');
    const sort = screen.getByRole('combobox', { name: 'Urutkan' });
    fireEvent.change(sort, { target: { value: 'name-asc' } });
    expect(sort).toHaveValue('name-asc');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name-asc'));
    fireEvent.click(screen.getByRole('tab', { name: 'Nonaktif' }));
    expect(screen.getByRole('tab', { name: 'Nonaktif' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?sort=name-asc');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?selectedTab=inactive&sort=name-asc'),
    );
    expect(sort).toHaveValue('name-asc');
  });

  it('restores the saved list state on a bare visit', async () => {
    savePageQuery('/product-v3', { q: 'Toraja', size: '50' });
    const seen: URLSearchParams[] = [];
    server.use(versionHandler(), ...sideCallHandlers(), variantList(undefined, seen));
    const { router } = renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Toraja&size=50'));
    await screen.findByTestId('variant-row-11');
    // The saved list only: not first the default list the bare address alone would open.
    expect(seen.map((params) => [params.get('q'), params.get('size')])).toEqual([['Toraja', '50']]);
  });

  it('lands a product notification on the filtered list with the variant highlighted', async () => {
    savePageQuery('/product-v3', { q: 'lain' });
    const seen: URLSearchParams[] = [];
    server.use(
      versionHandler(),
      ...sideCallHandlers(),
      variantList([variant(21, { name: '250 gr Biji' }), variant(22)], seen),
    );
    renderProductPage(<ProductListV3Route />, {
      path: '/product-v3?source=notification&q=250%20gr%20Biji&variantId=21&page=1&size=25&selectedTab=active&stockStatus=out-of-stock',
    });
    const row = (await screen.findByText('250 gr Biji')).closest('tr');
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(within(row as HTMLElement).getByText('Dari notifikasi')).toBeInTheDocument();
    expect(screen.getByTestId('variant-row-22')).toHaveAttribute('data-highlighted', 'false');
    const params = seen.at(-1);
    expect([
      params?.get('q'),
      params?.get('size'),
      params?.get('status'),
      params?.get('stockStatus'),
    ]).toEqual(['250 gr Biji', '25', 'active', 'out-of-stock']);
  });

  it('uses the multistock listing when phase 2 is on', async () => {
    server.use(
      versionHandler(true),
      ...sideCallHandlers(),
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/multistock/list', () => ({
        data: [
          {
            id: 31,
            productId: 3,
            productName: 'Sambal Roa',
            name: 'Botol 150 gr',
            sku: 'SBR-31',
            price: 38_000,
            isActive: true,
            totalStock: 20,
            stocks: [{ stockistId: 5, stockistName: 'Stockist Medan', stock: 8 }],
          },
        ],
        metadata: paging(1),
      })),
    );
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    expect(await screen.findByText('Botol 150 gr')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stok Sambal Roa – Botol 150 gr' })).toHaveValue(
      '12',
    );
    expect(screen.getByText('+8 di stockist')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status stok' })).not.toBeInTheDocument();
  });

  it('filters by product type: the choice goes to the server and the URL, and is kept for the path', async () => {
    const seen: URLSearchParams[] = [];
    server.use(versionHandler(), ...sideCallHandlers(), variantList(undefined, seen));
    const { router } = renderProductPage(<ProductListV3Route />, { path: '/product-v3?page=3' });
    await screen.findByText('Varian 11');
    const select = screen.getByRole('combobox', { name: 'Jenis produk' });
    // Each type sits under its parent: Fashion, its clothing, then the shirts below that.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent?.trim()),
      ).toEqual([
        'Semua jenis produk',
        'Fashion',
        'Pakaian Pria & Wanita',
        'Kemeja',
        'Makanan & Minuman',
        'Kopi & Teh',
      ]),
    );
    await userEvent.selectOptions(select, '11');
    await waitFor(() => expect(router.state.location.search).toBe('?productTypeId=11'));
    await waitFor(() => expect(seen.at(-1)?.get('productTypeId')).toBe('11'));
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(readPersisted('pageParams')).toContainEqual({
      path: '/product-v3',
      query: { productTypeId: '11' },
    });

    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(seen.at(-1)?.has('productTypeId')).toBe(false));
  });

  it('reads the product type from the URL before the types have arrived', async () => {
    const seen: URLSearchParams[] = [];
    server.use(versionHandler(), ...sideCallHandlers([]), variantList(undefined, seen));
    renderProductPage(<ProductListV3Route />, { path: '/product-v3?productTypeId=21' });
    await screen.findByText('Varian 11');
    expect(seen.at(-1)?.get('productTypeId')).toBe('21');
    expect(screen.getByRole('combobox', { name: 'Jenis produk' })).toHaveDisplayValue(
      'Jenis produk #21',
    );
  });

  it('pages through the server pages and changes the page size from the pagination bar', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      versionHandler(),
      ...sideCallHandlers(),
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        return {
          data: [variant(11), variant(12)],
          metadata: paging(40, Number(params.get('page')), Number(params.get('size'))),
        };
      }),
    );
    const { router } = renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11');
    const bar = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    expect(within(bar).getByText('1–15 dari 40 varian')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(seen.at(-1)?.get('page')).toBe('2'));
    await userEvent.click(within(bar).getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await userEvent.selectOptions(
      within(bar).getByRole('combobox', { name: 'Baris per halaman' }),
      '25',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?size=25'));
    await waitFor(() => expect(seen.at(-1)?.get('size')).toBe('25'));
    expect(within(bar).getByText('1–25 dari 40 varian')).toBeInTheDocument();
  });

  it('links each product name to its detail page', async () => {
    server.use(versionHandler(), ...sideCallHandlers(), variantList([variant(11), variant(21)]));
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11');
    expect(screen.getByRole('link', { name: 'Kopi Arabika Gayo 1' })).toHaveAttribute(
      'href',
      '/detail-product/101',
    );
    expect(screen.getByRole('link', { name: 'Kopi Arabika Gayo 2' })).toHaveAttribute(
      'href',
      '/detail-product/102',
    );
  });

  it('shows the empty state with a way out of the filters', async () => {
    server.use(versionHandler(), ...sideCallHandlers(), variantList([]));
    renderProductPage(<ProductListV3Route />, { path: '/product-v3?q=zzz' });
    expect(
      await screen.findByRole('heading', { name: 'Produk tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus filter' })).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    server.use(
      versionHandler(),
      ...sideCallHandlers(),
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', () =>
        errorResponse(500, 'Server sedang sibuk.'),
      ),
    );
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    expect(
      await screen.findByRole('heading', { name: 'Daftar produk gagal dimuat' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Server sedang sibuk.')).toBeInTheDocument();
  });
});

describe('product list: the multistock flag', () => {
  it('lists with the phase 1 call when /version fails', async () => {
    server.use(
      mockOperation(mockOptions, 'admin', 'get', '/version', () =>
        errorResponse(500, 'Server sedang sibuk.'),
      ),
      ...sideCallHandlers(),
      variantList(),
    );
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    expect(await screen.findByText('Varian 11')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status stok' })).toBeInTheDocument();
  });
});
