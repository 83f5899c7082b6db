import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import {
  storyBulkEdit,
  storyChangedRow,
  storyChangedRows,
  storyRefusedRow,
} from '../bulk-edit/bulk-edit-fixtures';
import type { BulkEdit, BulkEditRow } from '../bulk-edit/bulk-edit-types';
import {
  mockOptions,
  paging,
  renderProductPage,
  startMockServer,
} from '../test/product-test-harness';
import { BulkEditRoute } from './BulkEditRoute';

const server = startMockServer();

interface Sandbox {
  edit: BulkEdit;
  changed: BulkEditRow[];
  refused: BulkEditRow[];
  rowQueries: string[];
  confirms: number;
  /** Answers the next confirms with this status instead of applying. */
  failConfirms: number;
}

function sandbox(overrides: Partial<Sandbox> = {}): Sandbox {
  const state: Sandbox = {
    edit: storyBulkEdit(),
    changed: storyChangedRows,
    refused: [storyRefusedRow(9)],
    rowQueries: [],
    confirms: 0,
    failConfirms: 0,
    ...overrides,
  };
  server.use(
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/bulk-edit/{id}', () => ({
      data: state.edit,
    })),
    mockOperation(
      mockOptions,
      'product',
      'get',
      '/v3/{tenant}/variant/bulk-edit/{id}/rows',
      ({ request }) => {
        const url = new URL(request.url).searchParams;
        state.rowQueries.push(`${url.get('kind')} ${url.get('page')} ${url.get('size')}`);
        const rows = url.get('kind') === 'refused' ? state.refused : state.changed;
        const page = Number(url.get('page'));
        const size = Number(url.get('size'));
        return {
          data: rows.slice((page - 1) * size, page * size),
          metadata: paging(rows.length, page, size),
        };
      },
    ),
    mockOperation(
      mockOptions,
      'product',
      'post',
      '/v3/{tenant}/variant/bulk-edit/{id}/confirm',
      async ({ request }) => {
        state.confirms += 1;
        if (state.failConfirms > 0) {
          state.failConfirms -= 1;
          return errorResponse(500, 'Terjadi kesalahan pada server.');
        }
        expect(await request.json()).toEqual({ brandId: 7 });
        expect(request.headers.get('user-id')).toBe('42');
        state.changed = state.changed.map((row) => ({ ...row, outcome: 'applied' }));
        state.edit = {
          ...state.edit,
          status: 'applied',
          appliedAt: '2026-12-02T03:05:00Z',
          appliedRows: state.changed.length,
          bulkFileId: 88,
        };
        return { data: state.edit };
      },
    ),
  );
  return state;
}

const openPreview = (search = '') =>
  renderProductPage(<BulkEditRoute />, {
    path: `/product-v3/bulk-edit/31${search}`,
    pattern: '/product-v3/bulk-edit/:id',
  });

describe('the bulk edit preview', () => {
  it('lists every change old → new and every refused row with its reason', async () => {
    sandbox();
    const user = userEvent.setup();
    openPreview();

    expect(await screen.findByRole('heading', { name: 'Pratinjau Ubah Massal' })).toBeVisible();
    expect(screen.getByText('Berkas: katalog-kopi-nusantara-20261202.csv')).toBeVisible();
    const changed = await screen.findByRole('table', { name: 'Baris berkas: Akan diubah' });
    const row = within(changed).getByTestId('bulk-edit-row-5');
    expect(within(row).getByText('Stok: 10 → 12')).toBeVisible();
    expect(within(row).getByText('Status: aktif → nonaktif')).toBeVisible();
    expect(within(changed).getByText('Harga: Rp150.000 → Rp175.000')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /Ditolak/ }));
    const refused = await screen.findByRole('table', { name: 'Baris berkas: Ditolak' });
    expect(within(refused).getAllByRole('row')[1]).toHaveTextContent(
      "9XX-9SKU 'XX-9' tidak ditemukan.SKU",
    );
  });

  it('asks the server for the next page of rows', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => storyChangedRow(index + 2));
    const state = sandbox({ changed: rows, edit: storyBulkEdit({ changedRows: 30 }) });
    const user = userEvent.setup();
    openPreview();

    await screen.findByTestId('bulk-edit-row-2');
    await user.click(screen.getByRole('button', { name: /berikutnya/i }));
    expect(await screen.findByTestId('bulk-edit-row-27')).toBeVisible();
    expect(screen.queryByTestId('bulk-edit-row-2')).not.toBeInTheDocument();
    expect(state.rowQueries).toEqual(['changed 1 25', 'changed 2 25']);
  });

  it('sends the confirm once on a double click, then shows the outcome per row', async () => {
    const state = sandbox();
    const user = userEvent.setup();
    openPreview();

    await user.click(await screen.findByRole('button', { name: 'Terapkan perubahan' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 baris (3 sel) akan diubah.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Ya, terapkan' }));

    expect(await screen.findByRole('heading', { name: 'Hasil Ubah Massal' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Baris berkas: Perubahan' });
    await waitFor(() =>
      expect(within(table).getAllByRole('cell', { name: 'Diterapkan' })).toHaveLength(2),
    );
    expect(state.confirms).toBe(1);
  });

  it('keeps the preview after a failed confirm and sends it again on retry', async () => {
    const state = sandbox({ failConfirms: 1 });
    const user = userEvent.setup();
    openPreview();

    await user.click(await screen.findByRole('button', { name: 'Terapkan perubahan' }));
    await user.click(screen.getByRole('button', { name: 'Ya, terapkan' }));
    expect(await screen.findByText(/Perubahan belum diterapkan/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Pratinjau Ubah Massal' })).toBeVisible();
    expect(screen.getByText('Harga: Rp150.000 → Rp175.000')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Terapkan perubahan' }));
    await user.click(screen.getByRole('button', { name: 'Ya, terapkan' }));
    expect(await screen.findByRole('heading', { name: 'Hasil Ubah Massal' })).toBeVisible();
    expect(state.confirms).toBe(2);
  });

  it('says so when the file changes nothing, with a way back to the list', async () => {
    sandbox({
      edit: storyBulkEdit({ changedRows: 0, refusedRows: 0, changeCount: 0 }),
      changed: [],
      refused: [],
    });
    openPreview();
    expect(await screen.findByText('Tidak ada perubahan di berkas ini')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/product-v3');
    expect(screen.queryByRole('button', { name: 'Terapkan perubahan' })).not.toBeInTheDocument();
  });

  describe('after the confirm', () => {
    const saved: string[] = [];
    beforeEach(async () => {
      saved.length = 0;
      // fetch answers with Node's Blob while jsdom replaces the global one; the page checks for a Blob.
      vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:result');
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

    it('offers the per-row result as a file', async () => {
      const asked: string[] = [];
      sandbox({ edit: storyBulkEdit({ status: 'applied', appliedRows: 2, bulkFileId: 88 }) });
      server.use(
        mockOperation(
          mockOptions,
          'product',
          'get',
          '/v3/{tenant}/variant/bulk-edit/{id}/result',
          ({ request, params }) => {
            asked.push(`${params.id} ${new URL(request.url).searchParams.get('format')}`);
            return new Response('\uFEFFbaris,sku\n', {
              headers: {
                'content-type': 'text/csv',
                'content-disposition': 'attachment; filename="hasil-31.csv"',
              },
            });
          },
        ),
      );
      const user = userEvent.setup();
      openPreview();

      await user.click(await screen.findByRole('button', { name: 'Unduh hasil (CSV)' }));
      await waitFor(() => expect(saved).toEqual(['hasil-31.csv']));
      expect(asked).toEqual(['31 csv']);
      expect(screen.getByRole('link', { name: 'Kembali ke daftar produk' })).toHaveAttribute(
        'href',
        '/product-v3',
      );
    });
  });
});
