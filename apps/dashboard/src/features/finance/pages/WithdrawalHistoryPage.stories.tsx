import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { listOf, makeWithdrawal, readOf } from '../finance-test-fixtures';
import { readHistoryQuery } from '../urls';
import { WithdrawalHistoryPage } from './WithdrawalHistoryPage';

const paid = '2026-11-21T03:00:00.000Z';

const meta = {
  title: 'Pages/Finance/WithdrawalHistoryPage',
  tags: ['page'],
  component: WithdrawalHistoryPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    query: readHistoryQuery(new URLSearchParams()),
    list: readOf.answered(
      listOf(
        [
          makeWithdrawal({ id: 10104 }),
          makeWithdrawal({ id: 10103, amount: 750_000, status: 'processed' }),
          makeWithdrawal({ id: 10102, amount: 2_000_000, status: 'success', processedAt: paid }),
          makeWithdrawal({
            id: 10101,
            amount: 500_000,
            status: 'failed',
            failureReason: 'Nama pemilik rekening tidak sesuai dengan data bank.',
            processedAt: paid,
          }),
        ],
        19,
      ),
      fn(),
    ),
    onFilter: fn(),
    onPage: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof WithdrawalHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1–15 dari 19')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { list: readOf.loading() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Memuat data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { list: readOf.answered(listOf([])) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada penarikan')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    list: readOf.failed(
      'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
      fn(),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** An old link past the last page: the list is not empty, the page is. */
export const PastLastPage: Story = {
  args: {
    query: readHistoryQuery(new URLSearchParams('page=9')),
    list: readOf.answered(listOf([], 19, 9)),
  },
};
