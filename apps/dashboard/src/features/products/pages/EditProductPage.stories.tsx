import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyBareProduct, storyProduct, storyProductTypes } from '../test/product-test-fixtures';
import { EditProductPage } from './EditProductPage';

const meta = {
  title: 'Pages/Products/EditProductPage',
  tags: ['page'],
  component: EditProductPage,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    product: storyProduct,
    active: true,
    kept: null,
    productTypes: storyProductTypes,
    onRetry: fn(),
    onToggleActive: fn(),
    onAddVariant: fn(),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    onDirtyChange: fn(),
    uploadImage: fn(async () => 'https://cdn.example.com/produk/kopi-toraja.jpg'),
  },
} satisfies Meta<typeof EditProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Nama produk/ })).toHaveValue(
      'Kopi Toraja Sapan Natural',
    );
  },
};

/** An edit saved without a connection: its values show, waiting to be sent. */
export const KeptWhileOffline: Story = {
  args: {
    kept: {
      id: 'outbox-1',
      status: 'pending',
      values: {
        name: 'Kopi Toraja Sapan Natural 250 gr',
        description: storyProduct.description,
        productTypeId: '21',
        videoUrl: '',
        imageUrl: null,
      },
    },
  },
};

export const Loading: Story = { args: { status: 'loading', product: null } };

/** A product with only its required fields, switched off. */
export const Empty: Story = { args: { product: storyBareProduct, active: false } };

export const Error: Story = {
  args: {
    status: 'error',
    product: null,
    errorMessage: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
