import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { ProductFinderPage } from './ProductFinderPage';

const meta = {
  title: 'Pages/Products/ProductFinderPage',
  tags: ['page'],
  component: ProductFinderPage,
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
    products: [
      { id: 501, name: 'Kopi Arabika Gayo Wine Process' },
      { id: 502, name: 'Kopi Toraja Sapan Natural' },
      { id: 503, name: 'Gula Aren Cair' },
    ],
    onSearch: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductFinderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Kopi Toraja Sapan Natural' }),
    ).toHaveAttribute('href', '/detail-product/502');
  },
};

export const Loading: Story = { args: { status: 'loading', products: null } };

/** No product has the name searched for. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Tidak ada produk dengan nama itu.'),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    status: 'error',
    products: null,
    errorMessage: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
  },
};
