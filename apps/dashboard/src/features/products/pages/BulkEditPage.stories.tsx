import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { storyAppliedRows, storyBulkEdit, storyChangedRows } from '../bulk-edit/bulk-edit-fixtures';
import { BulkEditPage } from './BulkEditPage';

const meta = {
  title: 'Pages/Products/BulkEditPage',
  tags: ['page'],
  component: BulkEditPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    status: 'ready',
    edit: storyBulkEdit(),
    tab: 'changed',
    page: 1,
    pageSize: 25,
    rowsStatus: 'ready',
    rows: storyChangedRows,
    totalRows: storyChangedRows.length,
    confirmOpen: false,
    confirming: false,
    confirmFailed: false,
    downloading: null,
    downloadFailed: false,
    listHref: '/product-v3',
    onTabChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onRowsRetry: fn(),
    onAskConfirm: fn(),
    onCancelConfirm: fn(),
    onConfirm: fn(),
    onDownloadResult: fn(),
  },
} satisfies Meta<typeof BulkEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dry run: every change old → new, nothing applied yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Harga: Rp150.000 → Rp175.000')).toBeVisible();
    await expect(canvas.getByText('Status: aktif → nonaktif')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terapkan perubahan' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', edit: null, rowsStatus: 'loading', rows: [], totalRows: 0 },
};

/** A file that changes nothing: a way back, no confirm. */
export const Empty: Story = {
  args: {
    edit: storyBulkEdit({ changedRows: 0, refusedRows: 0, changeCount: 0, unchangedRows: 120 }),
    rows: [],
    totalRows: 0,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tidak ada perubahan di berkas ini')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Terapkan perubahan' })).toBeNull();
  },
};

export const Error: Story = {
  args: {
    status: 'error',
    edit: null,
    rows: [],
    totalRows: 0,
    errorMessage: 'Koneksi terputus. Periksa internet Anda lalu coba lagi.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pratinjau gagal dimuat')).toBeVisible();
  },
};

/** The refused rows with their reasons in the seller's words. */
export const Refused: Story = {
  args: {
    tab: 'refused',
    rows: [
      {
        row: 7,
        sku: 'KTS-1KG',
        variantId: 5023,
        productName: 'Kopi Toraja Sapan Natural',
        variantName: '1 kg',
        changes: [],
        refusal: { column: 'harga', message: 'Harga harus berupa angka bulat 0 atau lebih.' },
        outcome: 'refused',
        outcomeMessage: null,
      },
    ],
    totalRows: 1,
  },
};

/** A confirm that failed: the preview stays, with a way to send it again. */
export const ConfirmFailed: Story = { args: { confirmFailed: true } };

/** After the confirm: the outcome per row and the result to download. */
export const Applied: Story = {
  args: {
    edit: storyBulkEdit({
      status: 'applied',
      appliedAt: '2026-12-02T03:05:00Z',
      appliedRows: 1,
      skippedRows: 1,
      bulkFileId: 88,
    }),
    rows: storyAppliedRows,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hasil Ubah Massal' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Diterapkan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unduh hasil (CSV)' })).toBeVisible();
  },
};
