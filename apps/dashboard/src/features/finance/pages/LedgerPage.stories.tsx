import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { listOf, makeMovement, readOf } from '../finance-test-fixtures';
import { readLedgerQuery } from '../urls';
import { LedgerPage } from './LedgerPage';

const movements = [
  makeMovement({ id: 3 }),
  makeMovement({
    id: 2,
    type: 'debit',
    category: 'fee',
    amount: 8_500,
    description: 'Biaya layanan marketplace 2%',
    balanceAfter: 30_325_000,
    createdAt: '2026-11-19T03:00:00.000Z',
  }),
  makeMovement({
    id: 1,
    type: 'debit',
    category: 'withdrawal',
    amount: 1_500_000,
    description: 'Penarikan dana ke BCA',
    orderCode: null,
    withdrawalId: 10101,
    balanceAfter: 30_333_500,
    createdAt: '2026-11-18T03:00:00.000Z',
  }),
];

const meta = {
  title: 'Pages/Finance/LedgerPage',
  tags: ['page'],
  component: LedgerPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    query: readLedgerQuery(new URLSearchParams()),
    list: readOf.answered(listOf(movements), fn()),
    totals: readOf.answered(
      {
        count: 3,
        totalCredit: 425_000,
        totalDebit: 1_508_500,
        net: -1_083_500,
        openingBalance: 31_833_500,
        closingBalance: 30_750_000,
      },
      fn(),
    ),
    exporting: null,
    exportFailed: false,
    onFilter: fn(),
    onPage: fn(),
    onReset: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof LedgerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('ledger-totals')).toHaveTextContent(
      'Saldo akhirRp30.750.000',
    );
  },
};

export const Loading: Story = {
  args: { list: readOf.loading(), totals: readOf.loading() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Memuat data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    list: readOf.answered(listOf([])),
    totals: readOf.answered({
      count: 0,
      totalCredit: 0,
      totalDebit: 0,
      net: 0,
      openingBalance: 0,
      closingBalance: 0,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada transaksi')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    list: readOf.failed('Data gagal dimuat.', fn()),
    totals: readOf.failed('Data gagal dimuat.', fn()),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Coba lagi' })).toHaveLength(
      2,
    );
  },
};

export const ExportFailed: Story = {
  args: { exportFailed: true },
};
