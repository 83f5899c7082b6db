import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddVariantPage } from './AddVariantPage';

const meta = {
  title: 'Pages/Products/AddVariantPage',
  tags: ['page'],
  component: AddVariantPage,
  parameters: { layout: 'fullscreen' },
  args: {
    productOptions: [
      { id: 501, name: 'Kopi Arabika Gayo Wine Process' },
      { id: 502, name: 'Kopi Toraja Sapan Natural' },
    ],
    onProductSearch: fn(),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    onDirtyChange: fn(),
    uploadImage: fn(async () => 'https://cdn.example.com/produk/varian.jpg'),
  },
} satisfies Meta<typeof AddVariantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Opened from a product's edit page (`?productId=`) while the picker's search is on its way:
 * the product is chosen by its number until its name arrives.
 */
export const Loading: Story = {
  args: { productId: '502', productOptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Produk/ })).toHaveValue(
      '502',
    );
  },
};

/** The search found no product to add the variant to. */
export const Empty: Story = { args: { productOptions: [] } };

/** Saved with nothing filled in: each field says what it needs. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Pilih produk terlebih dahulu.')).toBeVisible();
  },
};
