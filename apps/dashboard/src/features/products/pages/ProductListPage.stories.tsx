import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { VariantRow } from '../product-types';
import { defaultListQuery } from '../urls';
import { ProductListPage } from './ProductListPage';

function row(id: number, overrides: Partial<VariantRow> = {}): VariantRow {
  return {
    id,
    productId: 100 + id,
    productName: 'Kemeja Batik Parang Rusak Lengan Panjang Katun Primisima Premium',
    name: `Cokelat Sogan ${['S', 'M', 'L', 'XL', 'XXL'][id % 5] ?? 'All Size'}`,
    sku: `BSJ-${1000 + id}`,
    price: 185_000 + id * 1_000,
    stock: (id * 7) % 40,
    stockStatus: 'in-stock',
    isActive: id % 4 !== 0,
    imageUrl: null,
    stockistStock: null,
    ...overrides,
  };
}

const rows = Array.from({ length: 25 }, (_, index) => row(index + 1));
const metadata = {
  currentPage: 1,
  nextPage: 2,
  pageSize: 25,
  previousPage: null,
  totalItem: 1234,
  totalPage: 50,
};

const meta = {
  title: 'Pages/Products/ProductListPage',
  tags: ['page'],
  component: ProductListPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Daftar Produk',
    query: { ...defaultListQuery, size: 25 },
    status: 'ready',
    rows,
    metadata,
    showStockStatus: true,
    productTypes: [
      { value: '1', label: 'Fashion' },
      { value: '11', label: '\u00a0\u00a0\u00a0Pakaian Pria & Wanita' },
      { value: '2', label: 'Makanan & Minuman' },
    ],
    createHref: '/product-v3/create',
    addVariantHref: '/product-v3/variant',
    showVideoBanner: true,
    drafts: new Map<number, string>(),
    results: new Map(),
    confirmed: new Map<number, number>(),
    saving: false,
    activeOverrides: new Map<number, boolean>(),
    selected: new Set<number>(),
    onQueryChange: fn(),
    onRetry: fn(),
    onDraftChange: fn(),
    onSave: fn(),
    onDiscard: fn(),
    onToggleActive: fn(),
    onSelectionChange: fn(),
    onSelectionActivation: fn(),
    onDismissVideoBanner: fn(),
  },
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Nonaktif' }));
    // A tab or a filter reaches the page after the frame that shows it chosen.
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith({
        query: { ...args.query, selectedTab: 'inactive', page: 1 },
      }),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Jenis produk' }), '11');
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith({
        query: { ...args.query, productTypeId: 11, page: 1 },
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ query: { ...args.query, page: 2 } });
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup banner video produk' }));
    await expect(args.onDismissVideoBanner).toHaveBeenCalledOnce();
  },
};

export const DirtyStockAndResults: Story = {
  args: {
    drafts: new Map([
      [2, '40'],
      [3, '-1'],
    ]),
    results: new Map([
      [1, { kind: 'saved' as const }],
      [3, { kind: 'rejected' as const, reason: 'Stok harus berupa angka bulat 0 atau lebih.' }],
    ]),
    highlightVariantId: 3,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 stok diubah, belum disimpan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan stok' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const StockWaitingForConnection: Story = {
  args: {
    queued: new Map([
      [1, { stock: 12, status: 'pending' as const }],
      [2, { stock: 5, status: 'failed' as const, error: 'Stok tidak boleh kurang dari 0.' }],
    ]),
    stockNotice:
      'Koneksi terputus. Perubahan stok disimpan di perangkat ini dan dikirim saat koneksi kembali.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Menunggu koneksi')).toBeVisible();
    await expect(canvas.getByText('Stok tidak boleh kurang dari 0.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: null, metadata: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Memuat daftar produk' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    metadata: { ...metadata, totalItem: 0, totalPage: 0 },
    query: { ...defaultListQuery, q: 'tidak ada' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Produk tidak ditemukan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus filter' }));
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
  },
};

export const Error: Story = {
  args: {
    status: 'error',
    rows: null,
    metadata: null,
    errorMessage: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
