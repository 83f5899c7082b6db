import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeOrder, pageOf } from '../order-fixtures';
import { defaultOrderQuery } from '../urls';
import { countsByFilter } from '../order-status';
import { OrdersPage, type OrdersPageProps } from './OrdersPage';

const now = new Date('2026-11-22T09:00:00.000Z');

const orders = [
  makeOrder({
    orderCode: 'INV/20261120/101/000001',
    status: 1,
    buyerName: 'Sari Wulandari',
    createdAt: '2026-11-20T02:00:00.000Z',
  }),
  makeOrder({
    orderCode: 'INV/20261121/101/000002',
    status: 2,
    buyerName: 'Bayu Kurniawan',
    totalAmount: 769000,
  }),
  makeOrder({
    orderCode: 'INV/20261121/101/000003',
    status: 3,
    buyerName: 'Wulan Nugroho',
    courier: 'AnterAja',
    waybillNumber: 'AN000000104729',
    updatedAt: '2026-11-21T08:30:00.000Z',
  }),
];

const counts = countsByFilter([
  { status: 1, total: 17 },
  { status: 2, total: 28 },
  { status: 3, total: 39 },
  { status: 4, total: 0 },
  { status: 5, total: 21 },
  { status: 6, total: 132 },
  { status: 8, total: 14 },
]);

const meta = {
  title: 'Pages/Orders/OrdersPage',
  tags: ['page'],
  component: OrdersPage,
  parameters: { layout: 'fullscreen' },
  args: {
    query: defaultOrderQuery,
    counts: { status: 'success', data: counts, errorMessage: null },
    list: {
      status: 'success',
      data: { orders, metadata: pageOf(orders, 1, 15, 42).metadata },
      errorMessage: null,
    },
    selected: new Set<string>(),
    busyCodes: new Set<string>(),
    batchBusy: false,
    highlightCode: null,
    now,
    onQueryChange: fn(),
    onResetFilters: fn(),
    onRetry: fn(),
    onToggle: fn(),
    onToggleAll: fn(),
    onClearSelection: fn(),
    onProcess: fn(),
    onProcessSelected: fn(),
    onWaybill: fn(),
    onWaybillSelected: fn(),
    onPrintSelected: fn(),
    onReceipt: fn(),
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Belum diproses/ })).toHaveTextContent('17');
    await expect(canvas.getByText('Menunggu 2 hari')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Dikirim/ }));
    // The tab reaches the page after the frame that shows it chosen.
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith({ status: 3, page: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Detail INV/20261121/101/000003' }));
    // The dialog's layer loads on first use (design system), so it shows a moment after the click.
    const detail = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Detail pesanan INV/20261121/101/000003',
      }),
    );
    const timeline = within(detail.getByRole('region', { name: 'Riwayat status' }));
    await expect(
      timeline.getAllByRole('listitem').map((step) => step.firstChild?.textContent),
    ).toEqual(['Belum diproses', 'Diproses', 'Dikirim']);
    await expect(detail.getByRole('region', { name: 'Alamat pengiriman' })).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: 'Tutup detail' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const WithSelection: Story = {
  args: {
    selected: new Set([orders[0]?.orderCode ?? '', orders[1]?.orderCode ?? '']),
    highlightCode: 'INV/20261121/101/000002',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Proses 2 pesanan' }));
    await expect(args.onProcessSelected).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: {
    counts: { status: 'loading', data: null, errorMessage: null },
    list: { status: 'loading', data: null, errorMessage: null },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Memuat pesanan…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    list: {
      status: 'success',
      data: { orders: [], metadata: pageOf([], 1, 15, 0).metadata },
      errorMessage: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada pesanan')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    list: {
      status: 'error',
      data: null,
      errorMessage:
        'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    },
  } satisfies Partial<OrdersPageProps>,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
