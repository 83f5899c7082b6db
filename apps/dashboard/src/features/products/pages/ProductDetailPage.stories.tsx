import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { storyStockHistory } from '../history/stock-history-fixtures';
import { storyBareProduct, storyProduct } from '../test/product-test-fixtures';
import { ProductDetailPage } from './ProductDetailPage';

const meta = {
  title: 'Pages/Products/ProductDetailPage',
  tags: ['page'],
  component: ProductDetailPage,
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
    product: storyProduct,
    typeName: 'Kopi & Teh',
    questionsHref: '/discussion-product?tab=all&q=Kopi+Toraja+Sapan+Natural',
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: '500 gr' })).toBeVisible();
  },
};

/** A variant's 'Riwayat stok' open under the variants. */
export const WithStockHistory: Story = {
  args: {
    stockHistory: {
      variantId: 5021,
      status: 'ready',
      entries: storyStockHistory,
      filter: { from: null, to: null, source: null },
      page: 1,
      pageSize: 20,
      total: storyStockHistory.length,
      onFilterChange: fn(),
      onPageChange: fn(),
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: /Riwayat stok: Kopi Toraja Sapan Natural – 250 gr \(SKU/,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('cell', { name: 'Pesanan INV/20261129/102/000031' }),
    ).toBeVisible();
  },
};

/** A brand without the discussion menu: no link to the buyers' questions. */
export const WithoutQuestions: Story = { args: { questionsHref: null } };

export const Loading: Story = { args: { status: 'loading', product: null, typeName: null } };

/** A product with only its required fields and no variants yet. */
export const Empty: Story = { args: { product: storyBareProduct, typeName: null } };

export const Error: Story = {
  args: {
    status: 'error',
    product: null,
    typeName: null,
    errorMessage: 'Produk tidak ditemukan atau sudah dihapus.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Produk tidak ditemukan')).toBeVisible();
  },
};
