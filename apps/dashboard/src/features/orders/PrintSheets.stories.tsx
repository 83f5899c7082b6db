import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeOrder } from './order-fixtures';
import { PrintSheets } from './PrintSheets';

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
  title: 'Pages/Orders/PrintSheets',
  component: PrintSheets,
  args: { orders, kind: 'all', sender: 'Batik Sekar Jagad' },
  argTypes: { kind: { control: 'inline-radio', options: ['all', 'labels', 'packing'] } },
} satisfies Meta<typeof PrintSheets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
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
