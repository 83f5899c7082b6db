import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { OFFLINE_PHASE2_OFF_MESSAGE } from '@seller/machines';
import type { SaleFields } from '../components/SaleTicket';
import { offlineCopy as copy } from '../copy';
import type { SellableVariant } from '../offline-scope';
import { OfflineAddPage } from './OfflineAddPage';

function variant(id: number, overrides: Partial<SellableVariant> = {}): SellableVariant {
  return {
    variantId: id,
    variantName: ['Kemasan 5 kg', 'Kemasan 10 kg', 'Kemasan 25 kg'][id % 3] ?? 'Kemasan 1 kg',
    productName: 'Beras Pandan Wangi Cianjur',
    sku: `BPW-${100 + id}`,
    price: 75_000 * id,
    stock: 12,
    ...overrides,
  };
}

const field = (name: keyof SaleFields) => ({ name, onChange: fn(), onBlur: fn(), ref: () => {} });

const meta = {
  title: 'Pages/OfflineTransactions/OfflineAddPage',
  tags: ['page'],
  component: OfflineAddPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    today: '2026-11-24',
    scanMessage: {
      tone: 'success',
      text: copy.scanAdded('Beras Pandan Wangi Cianjur - Kemasan 10 kg'),
    },
    search: 'beras',
    results: [variant(1), variant(2), variant(3, { stock: 0 })],
    lines: [
      { variant: variant(1), quantity: 2 },
      { variant: variant(2, { stock: 1 }), quantity: 1 },
    ],
    lineErrors: [],
    reasons: [
      { id: 1, name: 'Pembeli datang langsung' },
      { id: 2, name: 'Pesanan telepon' },
    ],
    reasonsFailed: false,
    fields: {
      reasonId: field('reasonId'),
      buyerName: field('buyerName'),
      buyerPhone: field('buyerPhone'),
      note: field('note'),
    },
    errors: {},
    busy: false,
    notice: null,
    pending: [],
    onScan: fn(),
    onRetryScan: fn(),
    onSearchChange: fn(),
    onRetrySearch: fn(),
    onAdd: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onSubmit: fn((event) => event.preventDefault()),
  },
} satisfies Meta<typeof OfflineAddPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Total' })).toHaveTextContent(
      /Rp\s?300\.000/,
    );
  },
};

/** The sale is being checked and saved: the ticket is locked until the answer. */
export const Loading: Story = {
  args: { busy: true, scanMessage: null },
};

/** The next customer: nothing scanned, nothing searched. */
export const Empty: Story = {
  args: { scanMessage: null, search: '', results: null, lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.cartEmpty)).toBeVisible();
  },
};

/** Every failure at once: the scan, the search, the reasons and the save. */
export const Error: Story = {
  args: {
    scanMessage: { tone: 'danger', text: copy.scanFailed('BPW-104'), retryCode: 'BPW-104' },
    results: 'failed',
    reasonsFailed: true,
    errors: { buyerPhone: copy.buyerPhoneError },
    notice: { tone: 'danger', text: OFFLINE_PHASE2_OFF_MESSAGE },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(OFFLINE_PHASE2_OFF_MESSAGE)).toBeVisible();
  },
};

/** Saved, with a sale kept on this device from earlier, still waiting for the connection. */
export const SavedWithPending: Story = {
  args: {
    lines: [],
    notice: { tone: 'success', text: 'Data berhasil disimpan. OFF/20261124/201/5001 · Rp 150.000' },
    pending: [
      {
        id: 'kept-1',
        kind: 'offline.sale',
        brandId: 201,
        userId: 42,
        createdAt: 0,
        request: {
          service: 'stockist',
          method: 'POST',
          path: '/v2/stockist/transaction/offline',
          idempotencyKey: 'kept-1',
        },
        label: copy.outboxSaleLabel('Rp 75.000', 1),
        targets: [],
        status: 'pending',
      },
    ],
  },
};
