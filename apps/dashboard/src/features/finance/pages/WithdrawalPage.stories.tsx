import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listOf, makeBalance, makeWithdrawal, readOf, sampleBank } from '../finance-test-fixtures';
import { WithdrawalPage } from './WithdrawalPage';

const offline = 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.';

const meta = {
  title: 'Pages/Finance/WithdrawalPage',
  tags: ['page'],
  component: WithdrawalPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    balance: readOf.answered(makeBalance(), fn()),
    account: readOf.answered(sampleBank, fn()),
    recent: readOf.answered(
      listOf([
        makeWithdrawal({ id: 10102 }),
        makeWithdrawal({
          id: 10101,
          amount: 2_000_000,
          status: 'success',
          createdAt: '2026-11-18T03:00:00.000Z',
          processedAt: '2026-11-19T03:00:00.000Z',
        }),
      ]),
      fn(),
    ),
    submitting: false,
    onWithdraw: fn(async (amount: number) => makeWithdrawal({ id: 10103, amount })),
  },
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('available-balance')).toHaveTextContent(
      'Rp30.750.000',
    );
  },
};

export const Loading: Story = {
  args: { balance: readOf.loading(), account: readOf.loading(), recent: readOf.loading() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Jumlah penarikan')).toBeDisabled();
  },
};

/** Nothing to withdraw: no balance, no payout account, no request yet. */
export const Empty: Story = {
  args: {
    balance: readOf.answered(makeBalance({ balance: 0, pendingWithdrawal: 0, bankAccount: null })),
    account: readOf.answered(null),
    recent: readOf.answered(listOf([])),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Buka Pengaturan' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    balance: readOf.failed(offline, fn()),
    account: readOf.failed(offline, fn()),
    recent: readOf.failed(offline, fn()),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Coba lagi' })).toHaveLength(
      3,
    );
  },
};

/** The rules speak on 'Lanjutkan': the contract's minimum, in the seller's words. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Jumlah penarikan'), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjutkan' }));
    await expect(await canvas.findByText('Jumlah penarikan minimal Rp10.000.')).toBeVisible();
  },
};
