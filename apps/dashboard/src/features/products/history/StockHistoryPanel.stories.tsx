import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { StockHistoryPanel } from './StockHistoryPanel';
import { storyStockHistory } from './stock-history-fixtures';

const meta = {
  title: 'Products/StockHistoryPanel',
  component: StockHistoryPanel,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    variantLabel: 'Kopi Toraja Sapan Natural – 250 gr (SKU KTS-250)',
    status: 'ready',
    entries: storyStockHistory,
    filter: { from: null, to: null, source: null },
    page: 1,
    pageSize: 20,
    total: storyStockHistory.length,
    onFilterChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    closeHref: '/detail-product/502',
  },
} satisfies Meta<typeof StockHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every source in the seller's words, with its delta and the level after it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('cell', { name: 'Unggah file variant-stock-102-2.xlsx' }),
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '1 Des 2026, 14.05' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '\u22122' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Dikirim ulang dari antrean' })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', entries: [], total: 0 } };

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada perubahan stok')).toBeVisible();
  },
};

/** A filter that matches nothing says so, rather than that nothing ever changed. */
export const EmptyFiltered: Story = {
  args: { entries: [], total: 0, filter: { from: '2026-12-01', to: null, source: 'order' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Tidak ada perubahan stok yang cocok dengan saringan ini.'),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    status: 'error',
    entries: [],
    total: 0,
    errorMessage: 'Koneksi terputus. Periksa internet Anda lalu coba lagi.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Riwayat stok gagal dimuat')).toBeVisible();
  },
};
