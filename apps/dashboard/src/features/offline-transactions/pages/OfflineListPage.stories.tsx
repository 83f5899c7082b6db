import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { offlineCopy as copy } from '../copy';
import type { OfflinePage, OfflineTransaction } from '../offline-scope';
import { defaultOfflineQuery } from '../urls';
import { OfflineListPage } from './OfflineListPage';

function sale(id: number, overrides: Partial<OfflineTransaction> = {}): OfflineTransaction {
  return {
    id,
    transactionCode: `OFF/20261124/201/${1000 + id}`,
    stockistId: 201,
    brandId: 201,
    reasonId: 1,
    reasonName: id % 2 ? 'Pembeli datang langsung' : 'Pesanan telepon',
    transactionDate: `2026-11-${String(25 - id).padStart(2, '0')}`,
    buyerName: id % 3 ? `Ibu Rina ${id}` : null,
    buyerPhone: id % 3 ? '081234567890' : null,
    note: null,
    totalAmount: 75_000 * id,
    createdAt: '2026-11-24T03:05:00Z',
    items: [
      {
        variantId: id,
        variantName: 'Beras Pandan Wangi Cianjur - Kemasan 5 kg',
        quantity: id,
        price: 75_000,
      },
    ],
    ...overrides,
  };
}

function pageOf(order: OfflineTransaction[], totalItem: number): OfflinePage {
  const totalPage = Math.max(1, Math.ceil(totalItem / 15));
  return {
    order,
    pagination: {
      CurrentPge: 1,
      more: totalPage > 1,
      nextPage: totalPage > 1 ? 2 : null,
      prevPage: null,
      totalItem,
      totalPage,
    },
    totals: {
      transactionCount: totalItem,
      totalQuantity: order.reduce((sum, s) => sum + s.items[0]!.quantity, 0),
      totalAmount: order.reduce((sum, s) => sum + s.totalAmount, 0),
    },
  };
}

const meta = {
  title: 'Pages/OfflineTransactions/OfflineListPage',
  tags: ['page'],
  component: OfflineListPage,
  parameters: { layout: 'fullscreen' },
  args: {
    query: defaultOfflineQuery,
    list: {
      status: 'ready',
      page: pageOf(
        Array.from({ length: 8 }, (_, i) => sale(i + 1)),
        42,
      ),
    },
    pending: [],
    detail: null,
    onQueryChange: fn(),
    onResetFilters: fn(),
    onRetry: fn(),
    onAdd: fn(),
    onOpenDetail: fn(),
    onCloseDetail: fn(),
  },
} satisfies Meta<typeof OfflineListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'OFF/20261124/201/1001' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { list: { status: 'loading' } },
};

export const Empty: Story = {
  args: { list: { status: 'ready', page: pageOf([], 0) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.emptyTitle)).toBeVisible();
  },
};

/** Filters that find nothing say so, apart from a stockist with no sales yet. */
export const EmptyFiltered: Story = {
  args: {
    query: { ...defaultOfflineQuery, q: 'Budi', from: '2026-11-01', to: '2026-11-20' },
    list: { status: 'ready', page: pageOf([], 0) },
  },
};

export const Error: Story = {
  args: { list: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.loadError)).toBeVisible();
  },
};

/** A sale's detail, opened from its code. */
export const Detail: Story = {
  args: { detail: sale(2, { note: 'Ambil sendiri' }) },
};
