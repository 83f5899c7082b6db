import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { createTestApi } from '../../../test/app-harness';
import { readTenant } from '../../../platform/tenant-store';
import { ProductDetailRoute } from '../pages/ProductDetailRoute';
import { refreshProductList } from '../products-queries';
import {
  mockOptions,
  productTypesHandler,
  renderProductPage,
  startMockServer,
  testBrandId,
  variant,
} from '../test/product-test-harness';
import { storyStockHistory } from './stock-history-fixtures';

const server = startMockServer();
const historyPath = '/v3/{tenant}/variant/{id}/stock-history';

function detailHandler() {
  return mockOperation(
    mockOptions,
    'product',
    'get',
    '/v3/{tenant}/product/{id}',
    ({ params }) => ({
      data: {
        id: Number(params.id),
        brandId: testBrandId,
        name: 'Kopi Toraja Sapan Natural',
        description: 'Biji kopi sangrai medium dari Toraja.',
        productTypeId: 21,
        imageUrl: null,
        videoUrl: null,
        isActive: true,
        totalVariant: 2,
        totalStock: 17,
        createdAt: '2026-11-01T03:00:00Z',
        updatedAt: '2026-11-20T03:00:00Z',
        variants: [
          variant(5021, { name: '250 gr', stock: 12 }),
          variant(5022, { name: '500 gr', stock: 5 }),
        ],
      },
    }),
  );
}

/** The history call as the server sees it; `answer` decides what comes back. */
function historyServer(
  answer: (query: URLSearchParams) => Response | 'entries' | 'none' = () => 'entries',
) {
  const seen: URLSearchParams[] = [];
  server.use(
    mockOperation(mockOptions, 'product', 'get', historyPath, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const result = answer(query);
      if (result instanceof Response) return result;
      const entries = result === 'entries' ? storyStockHistory : [];
      return {
        data: entries,
        metadata: {
          currentPage: 1,
          nextPage: null,
          pageSize: 20,
          previousPage: null,
          totalItem: entries.length,
          totalPage: entries.length ? 1 : 0,
        },
      };
    }),
  );
  return seen;
}

const open = (search = '?variantId=5021') =>
  renderProductPage(<ProductDetailRoute />, {
    path: `/detail-product/502${search}`,
    pattern: '/detail-product/:id?',
  });

describe("a variant's 'Riwayat stok'", () => {
  it('opens from its row and shows when, where from, how much and the level after', async () => {
    server.use(detailHandler(), productTypesHandler());
    const seen = historyServer();
    const user = userEvent.setup();
    open('');
    await user.click(await screen.findByRole('link', { name: 'Riwayat stok 250 gr' }));

    const table = await screen.findByRole('table', {
      name: 'Riwayat stok: Kopi Toraja Sapan Natural – 250 gr (SKU KNR-5021)',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1 Des 2026, 14.05', '+5', '12', 'Ubah stok'],
      ['30 Nov 2026, 09.00', '\u22122', '7', 'Pesanan INV/20261129/102/000031'],
      ['28 Nov 2026, 16.30', '+4', '9', 'Unggah file variant-stock-102-2.xlsx'],
      ['25 Nov 2026, 11.15', '\u22121', '5', 'Penjualan offline OFF/20261125/201/17'],
      ['20 Nov 2026, 08.00', '+6', '6', 'Dikirim ulang dari antrean'],
    ]);
    expect(seen[0]?.get('brandId')).toBe(String(testBrandId));
    expect(seen[0]?.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: 'Tutup riwayat' })).toHaveAttribute(
      'href',
      '/detail-product/502',
    );
  });

  it('filters by WIB days and source, and never sends a refused range', async () => {
    server.use(detailHandler(), productTypesHandler());
    const seen = historyServer((query) => (query.get('source') ? 'none' : 'entries'));
    const user = userEvent.setup();
    open();
    await screen.findByRole('cell', { name: 'Ubah stok' });

    const from = screen.getByRole('textbox', { name: 'Dari tanggal' });
    const to = screen.getByRole('textbox', { name: 'Sampai tanggal' });
    await user.type(from, '20261201');
    await user.type(to, '20261125');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      await screen.findByText("Tanggal 'Dari' tidak boleh setelah tanggal 'Sampai'."),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '20261231');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sumber' }), 'Pesanan');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      await screen.findByText('Tidak ada perubahan stok yang cocok dengan saringan ini.'),
    ).toBeInTheDocument();
    const last = seen.at(-1)!;
    expect([last.get('from'), last.get('to'), last.get('source')]).toEqual([
      '2026-12-01',
      '2026-12-31',
      'order',
    ]);
  });

  it('says when nothing changed yet, and offers a retry after a failure', async () => {
    server.use(detailHandler(), productTypesHandler());
    let fail = true;
    historyServer(() => (fail ? errorResponse(500, 'Terjadi kesalahan pada server.') : 'none'));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Riwayat stok gagal dimuat')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada perubahan stok')).toBeInTheDocument();
    expect(
      screen.getByText('Perubahan stok varian ini akan tercatat di sini.'),
    ).toBeInTheDocument();
  });

  it('asks again after a stock save, which may have added an entry', async () => {
    server.use(detailHandler(), productTypesHandler());
    const seen = historyServer();
    const api = createTestApi();
    renderProductPage(<ProductDetailRoute />, {
      path: '/detail-product/502?variantId=5021',
      pattern: '/detail-product/:id?',
      api,
    });
    await screen.findByRole('cell', { name: 'Ubah stok' });
    expect(seen).toHaveLength(1);
    await act(() =>
      refreshProductList({ api, tenant: readTenant(), brandId: testBrandId, version: 'v3' }),
    );
    await waitFor(() => expect(seen).toHaveLength(2));
  });
});
