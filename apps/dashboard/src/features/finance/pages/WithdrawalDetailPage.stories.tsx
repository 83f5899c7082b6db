import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { makeWithdrawal, readOf } from '../finance-test-fixtures';
import { WithdrawalDetailPage } from './WithdrawalDetailPage';

const paid = '2026-11-21T03:00:00.000Z';

const meta = {
  title: 'Pages/Finance/WithdrawalDetailPage',
  tags: ['page'],
  component: WithdrawalDetailPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    id: 10101,
    withdrawal: readOf.answered(makeWithdrawal({ status: 'success', processedAt: paid }), fn()),
  },
} satisfies Meta<typeof WithdrawalDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Status' })).toHaveTextContent(
      'Dana terkirim21 Nov 2026 10:00 WIB',
    );
  },
};

export const Loading: Story = {
  args: { withdrawal: readOf.loading() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Memuat data' })).toBeVisible();
  },
};

/** The bare case: a request just made, the bank and the transfer still to come. */
export const Empty: Story = {
  args: { withdrawal: readOf.answered(makeWithdrawal()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Menunggu')).toHaveLength(2);
  },
};

export const Error: Story = {
  args: { withdrawal: readOf.failed('Penarikan dana tidak ditemukan.', fn()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    withdrawal: readOf.answered(
      makeWithdrawal({
        status: 'failed',
        failureReason: 'Nama pemilik rekening tidak sesuai dengan data bank.',
        processedAt: paid,
      }),
    ),
  },
};
