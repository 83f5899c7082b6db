import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { useProductRequests } from '../hooks/use-product-requests';
import { mockOptions, renderProductPage, startMockServer } from '../test/product-test-harness';
import { parseListQuery } from '../urls';
import { storyBulkEdit } from './bulk-edit-fixtures';
import { BulkEditSection } from './BulkEditSection';

const server = startMockServer();

function Harness() {
  const requests = useProductRequests('v3');
  const [params] = useSearchParams();
  return requests ? <BulkEditSection requests={requests} query={parseListQuery(params)} /> : null;
}

const filtered =
  '/product-v3?q=kopi&selectedTab=active&stockStatus=low-stock&productTypeId=21&page=3';

describe("the list's 'Ubah massal'", () => {
  const saved: string[] = [];
  beforeEach(async () => {
    saved.length = 0;
    // fetch answers with Node's Blob while jsdom replaces the global one; the download checks for a Blob.
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("exports what the list's filter selects, or with 'Semua produk' the whole catalogue", async () => {
    const asked: string[] = [];
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/export', ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return new Response('\uFEFFsku,produk,varian,harga,stok,status\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="katalog-7-20261202.csv"',
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderProductPage(<Harness />, { path: filtered });

    expect(screen.getByText(/Berkas unduhan inilah templatnya/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['katalog-7-20261202.csv']));
    await user.selectOptions(screen.getByLabelText('Produk di berkas'), 'Semua produk');
    await user.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      'brandId=7&format=csv&q=kopi&status=active&stockStatus=low-stock&productTypeId=21',
      'brandId=7&format=xlsx',
    ]);
  });

  it('sends the edited file for its dry run and opens the preview', async () => {
    const sent: string[] = [];
    server.use(
      mockOperation(
        mockOptions,
        'product',
        'post',
        '/v3/{tenant}/variant/bulk-edit',
        async ({ request }) => {
          const form = await request.formData();
          sent.push(
            `user-id=${request.headers.get('user-id')} brandId=${String(form.get('brandId'))}`,
          );
          return new Response(JSON.stringify({ data: storyBulkEdit({ id: 31 }) }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          });
        },
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<Harness />, { path: '/product-v3' });
    await user.upload(
      screen.getByLabelText('Pilih berkas'),
      new File(['sku,harga\nKTS-1,175000\n'], 'katalog.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Periksa perubahan' }));
    expect(await screen.findByText('Lokasi: /product-v3/bulk-edit/31')).toBeInTheDocument();
    expect(sent).toEqual(['user-id=42 brandId=7']);
  });

  it('shows a file the server refuses on the picker and keeps it chosen', async () => {
    server.use(
      mockOperation(mockOptions, 'product', 'post', '/v3/{tenant}/variant/bulk-edit', () =>
        errorResponse(
          400,
          'Judul kolom tidak dikenali. Baris pertama harus berisi sku dan minimal satu dari harga, stok, status.',
          'BAD_REQUEST',
        ),
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<Harness />, { path: '/product-v3' });
    await user.upload(
      screen.getByLabelText('Pilih berkas'),
      new File(['kode,jumlah\nX,1\n'], 'asal.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Periksa perubahan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Judul kolom tidak dikenali/);
    expect(screen.getByText('asal.csv')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Periksa perubahan' })).toBeEnabled();
  });
});
