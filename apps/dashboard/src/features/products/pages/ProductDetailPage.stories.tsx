import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
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
