import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { makeOrder } from '../order-fixtures';
import { PrintPage } from './PrintPage';

const orders = [
  makeOrder({
    orderCode: 'INV/20261121/101/000017',
    status: 3,
    buyerName: 'Bayu Kurniawan',
    courier: 'AnterAja',
    waybillNumber: 'AN000000104729',
    items: [
      { variantId: 1, variantName: 'Hijau Botol / S', quantity: 3, price: 252000 },
      { variantId: 2, variantName: 'Merah Marun / XXL', quantity: 1, price: 13000 },
    ],
    totalAmount: 769000,
  }),
  makeOrder({ orderCode: 'INV/20261121/101/000014', status: 2, buyerName: 'Wulan Nugroho' }),
];

const meta = {
  title: 'Pages/Orders/PrintPage',
  tags: ['page'],
  component: PrintPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    kind: 'all',
    printed: { status: 'success', data: { orders, missing: [] }, errorMessage: null },
    sender: 'Batik Sekar Jagad',
    onKindChange: fn(),
    onPrint: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: ['all', 'labels', 'packing'] } },
} satisfies Meta<typeof PrintPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article', { name: /^Label pengiriman \(A6\)/ })).toHaveLength(
      2,
    );
    const packing = canvas.getByRole('article', {
      name: 'Daftar kemas (A4) INV/20261121/101/000017',
    });
    await expect(within(packing).getByText('Rp769.000')).toBeVisible();
  },
};

export const LabelsOnly: Story = {
  args: { kind: 'labels' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('article', { name: /Daftar kemas/ })).toBeNull();
  },
};

export const SomeNotFound: Story = {
  args: {
    printed: {
      status: 'success',
      data: { orders: orders.slice(0, 1), missing: ['INV/20261121/101/000099'] },
      errorMessage: null,
    },
  },
};

export const Loading: Story = {
  args: { printed: { status: 'loading', data: null, errorMessage: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Memuat pesanan untuk dicetak…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { printed: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tidak ada pesanan untuk dicetak')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    printed: {
      status: 'error',
      data: null,
      errorMessage:
        'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Pesanan gagal dimuat untuk dicetak.'),
    ).toBeVisible();
  },
};
