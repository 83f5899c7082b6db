import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import type { BulkFile } from '../product-types';
import {
  mockOptions,
  paging,
  renderProductPage,
  startMockServer,
} from '../test/product-test-harness';
import { useProductRequests } from '../hooks/use-product-requests';
import { BulkSection } from './BulkSection';

const server = startMockServer();

function file(id: number, overrides: Partial<BulkFile> = {}): BulkFile {
  return {
    id,
    brandId: 7,
    fileName: `stok-${id}.csv`,
    type: 'variant-stock',
    status: 'done',
    totalRow: 4,
    successRow: 3,
    failedRow: 1,
    isRead: false,
    resultUrl: `/media/upload/${id}`,
    createdAt: '2026-11-20T03:00:00Z',
    ...overrides,
  };
}

function Harness() {
  const requests = useProductRequests('v3');
  return requests ? <BulkSection requests={requests} /> : null;
}

describe('bulk by file', () => {
  it('shows each file with its status, row counts and a downloadable error report', async () => {
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
        data: [
          file(1),
          file(2, {
            failedRow: 0,
            successRow: 4,
            resultUrl: null,
            isRead: true,
            type: 'product-create',
            fileName: 'produk.xlsx',
          }),
        ],
        metadata: paging(2),
      })),
    );
    renderProductPage(<Harness />, { path: '/product-v3' });
    const first = await screen.findByTestId('bulk-file-1');
    expect(within(first).getByText('stok-1.csv')).toBeInTheDocument();
    expect(within(first).getByText('Stok varian')).toBeInTheDocument();
    expect(within(first).getByText('Selesai')).toBeInTheDocument();
    expect(within(first).getByText('3 dari 4 baris berhasil')).toBeInTheDocument();
    expect(within(first).getByText('1 baris gagal')).toBeInTheDocument();
    expect(within(first).getByText('Baru')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Unduh laporan kesalahan' })).toHaveAttribute(
      'href',
      '/media/upload/1',
    );
    const second = screen.getByTestId('bulk-file-2');
    expect(within(second).getByText('4 dari 4 baris berhasil')).toBeInTheDocument();
    expect(
      within(second).queryByRole('link', { name: 'Unduh laporan kesalahan' }),
    ).not.toBeInTheDocument();
  });

  it('uploads with the user-id header, then marks read and deletes', async () => {
    const calls: string[] = [];
    let files = [file(5, { status: 'queued', successRow: 0, failedRow: 0, resultUrl: null })];
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
        data: files,
        metadata: paging(files.length),
      })),
      mockOperation(
        mockOptions,
        'product',
        'post',
        '/v3/{tenant}/product/bulk',
        async ({ request }) => {
          const form = await request.formData();
          // jsdom's File loses its name and bytes on the way into the request; the e2e test covers them.
          calls.push(
            `upload user-id=${request.headers.get('user-id')} brandId=${String(form.get('brandId'))} file=${form.has('file')}`,
          );
          files = [file(6, { status: 'done', fileName: 'stok-baru.csv' }), ...files];
          return new Response(JSON.stringify({ data: files[0] }), {
            status: 202,
            headers: { 'content-type': 'application/json' },
          });
        },
      ),
      mockOperation(
        mockOptions,
        'product',
        'patch',
        '/v1/{tenant}/bulk-file/read/{id}',
        ({ params }) => {
          calls.push(`read ${params.id}`);
          files = files.map((entry) =>
            String(entry.id) === params.id ? { ...entry, isRead: true } : entry,
          );
          return { data: files.find((entry) => String(entry.id) === params.id) ?? file(0) };
        },
      ),
      mockOperation(
        mockOptions,
        'product',
        'delete',
        '/v1/{tenant}/variant/delete/bulk-file',
        async ({ request }) => {
          const body = (await request.json()) as { ids: number[] };
          calls.push(`delete ${body.ids.join(',')}`);
          files = files.filter((entry) => !body.ids.includes(entry.id));
          return { data: { deleted: body.ids.length } };
        },
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<Harness />, { path: '/product-v3' });
    expect(await screen.findByText('Menunggu')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Pilih berkas'),
      new File(['sku,stok\nA,1\n'], 'stok-baru.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Unggah' }));
    const added = await screen.findByTestId('bulk-file-6');
    expect(calls[0]).toBe('upload user-id=42 brandId=7 file=true');

    await user.click(within(added).getByRole('button', { name: 'Tandai dibaca' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('bulk-file-6')).queryByText('Baru')).not.toBeInTheDocument(),
    );

    await user.click(
      within(screen.getByTestId('bulk-file-6')).getByRole('button', { name: 'Hapus' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }),
    );
    await waitFor(() => expect(screen.queryByTestId('bulk-file-6')).not.toBeInTheDocument());
    expect(calls).toEqual(['upload user-id=42 brandId=7 file=true', 'read 6', 'delete 6']);
  }, 20_000);

  it('refuses a file that is not CSV or XLSX before sending it', async () => {
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
        data: [],
        metadata: paging(0),
      })),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderProductPage(<Harness />, { path: '/product-v3' });
    await screen.findByText('Belum ada unggahan');
    await user.upload(
      screen.getByLabelText('Pilih berkas'),
      new File(['x'], 'stok.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Berkas harus berformat .csv atau .xlsx.');
  });

  // Issue 41: a file with unknown headers became 'Produk baru · Gagal · 0 dari 1 baris'.
  it('refuses a CSV with unknown headers before sending it, naming the templates to download', async () => {
    let uploads = 0;
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
        data: [],
        metadata: paging(0),
      })),
      mockOperation(mockOptions, 'product', 'post', '/v3/{tenant}/product/bulk', () => {
        uploads += 1;
        return errorResponse(400, 'tidak dipakai', 'BAD_REQUEST');
      }),
    );
    const user = userEvent.setup();
    renderProductPage(<Harness />, { path: '/product-v3' });
    await screen.findByText('Belum ada unggahan');
    await user.upload(
      screen.getByLabelText('Pilih berkas'),
      new File(['kode;jumlah\nX;1\n'], 'asal.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Judul kolom berkas tidak dikenali (kode, jumlah). Baris pertama harus berisi judul kolom templat: untuk stok sku, stok; untuk produk baru nama_produk, deskripsi, nama_varian, sku, harga, stok.',
    );
    expect(screen.getByRole('button', { name: 'Unggah' })).toBeDisabled();
    const stock = screen.getByRole('link', { name: 'Unduh templat stok (CSV)' });
    expect(stock).toHaveAttribute('download', 'templat-stok.csv');
    expect(decodeURIComponent(stock.getAttribute('href') ?? '')).toBe(
      'data:text/csv;charset=utf-8,sku,stok\n',
    );
    expect(screen.getByRole('link', { name: 'Unduh templat produk baru (CSV)' })).toHaveAttribute(
      'download',
      'templat-produk-baru.csv',
    );
    expect(uploads).toBe(0);
  });

  it("shows the server's refusal of a file on the picker, without the field key", async () => {
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
        data: [],
        metadata: paging(0),
      })),
      mockOperation(mockOptions, 'product', 'post', '/v3/{tenant}/product/bulk', () =>
        errorResponse(
          400,
          "Kolom 'file' bukan CSV yang valid: isinya berupa HTML, bukan CSV.",
          'BAD_REQUEST',
        ),
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<Harness />, { path: '/product-v3' });
    await screen.findByText('Belum ada unggahan');
    await user.upload(
      screen.getByLabelText('Pilih berkas'),
      new File(['sku,stok\nA,1\n'], 'stok.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Unggah' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Berkas CSV atau XLSX bukan CSV yang valid: isinya berupa HTML, bukan CSV.',
    );
    expect(screen.queryByText(/Kolom 'file'/)).not.toBeInTheDocument();
  });
});
