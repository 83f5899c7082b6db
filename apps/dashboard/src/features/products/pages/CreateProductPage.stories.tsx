import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyProductTypes } from '../test/product-test-fixtures';
import { CreateProductPage } from './CreateProductPage';

/** A product the form accepts as it stands. */
const filled = {
  name: 'Kopi Toraja Sapan Natural',
  description: 'Biji kopi sangrai medium dari Toraja.',
  productTypeId: '21',
  videoUrl: '',
  imageUrl: null,
  variants: [{ name: '250 gr', sku: 'KTS-250', price: '85000', stock: '12', imageUrl: null }],
};

const meta = {
  title: 'Pages/Products/CreateProductPage',
  tags: ['page'],
  component: CreateProductPage,
  parameters: { layout: 'fullscreen' },
  args: {
    productTypes: storyProductTypes,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    onDirtyChange: fn(),
    uploadImage: fn(async () => 'https://cdn.example.com/produk/kopi-toraja.jpg'),
  },
} satisfies Meta<typeof CreateProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The save is on its way: the button stays busy and takes no second click. */
export const Loading: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Simpan' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A brand whose catalogue has no product types: the form without a type to pick. */
export const Empty: Story = { args: { productTypes: [] } };

/** The server refused the save: the values stay, with a line that says what to do. */
export const Error: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(() => Promise.reject(new globalThis.Error('SKU KTS-250 sudah digunakan.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Periksa kembali isian yang ditandai.',
    );
  },
};
