import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { createTracker, type AnalyticsRecord } from '../../platform/analytics';
import {
  makeWithdrawal,
  mockOptions,
  paging,
  renderFinance,
  startMockServer,
} from './finance-test-harness';
import { WithdrawalBody } from './pages/WithdrawalRoute';
import { saveSessionTokens } from '../../platform/session-cookies';

const server = startMockServer();

interface Bank {
  balance: number;
  posts: { key: string | null; amount: number }[];
  fail: boolean;
}

function mockMoney(bank: Bank) {
  server.use(
    mockOperation(mockOptions, 'disbursement', 'get', '/v2/partner/brand-balance/{id}', () => ({
      data: {
        brandId: 101,
        balance: bank.balance,
        pendingWithdrawal: 0,
        bankAccount: null,
        updatedAt: '2026-11-24T03:00:00.000Z',
      },
    })),
    mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/bank-account', () => ({
      data: { bankName: 'BCA', accountNumber: '******4319', accountName: 'Rina Wulandari' },
    })),
    mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/withdrawal', () => ({
      data: [],
      metadata: paging(0),
    })),
    mockOperation(
      { ...mockOptions, status: 201 },
      'disbursement',
      'post',
      '/v2/{tenant}/withdrawal',
      async ({ request }) => {
        const body = (await request.json()) as { amount: number };
        bank.posts.push({ key: request.headers.get('Idempotency-Key'), amount: body.amount });
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (bank.fail) return errorResponse(503, 'Layanan pencairan sedang sibuk.');
        bank.balance -= body.amount;
        return { data: makeWithdrawal({ id: 555, amount: body.amount }) };
      },
    ),
  );
}

describe('/withdrawal form', () => {
  beforeEach(() => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
  });

  it('shows the balance and the masked account, formats the amount while typing and holds the rules', async () => {
    const user = userEvent.setup();
    mockMoney({ balance: 30_750_000, posts: [], fail: false });
    renderFinance((scope) => <WithdrawalBody scope={scope} />);
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('Rp30.750.000');
    expect(await screen.findByText('******4319')).toBeInTheDocument();
    const field = screen.getByLabelText('Jumlah penarikan');
    await user.type(field, '1500000');
    expect(field).toHaveValue('1.500.000');

    await user.clear(field);
    await user.type(field, '9999');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByText('Jumlah penarikan minimal Rp10.000.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '30750001');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(
      screen.getByText('Saldo tidak mencukupi. Saldo yang bisa ditarik Rp30.750.000.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tarik semua' }));
    expect(field).toHaveValue('30.750.000');
  });

  it('confirms amount, fee and account, sends one request with one key on a double click, then updates the balance', async () => {
    const user = userEvent.setup();
    const bank: Bank = { balance: 30_750_000, posts: [], fail: false };
    mockMoney(bank);
    renderFinance((scope) => <WithdrawalBody scope={scope} />);
    await screen.findByText('******4319');
    await user.type(screen.getByLabelText('Jumlah penarikan'), '1500000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getAllByText('Rp1.500.000', { selector: 'dd' })).toHaveLength(2);
    expect(within(dialog).getByText('Gratis')).toBeInTheDocument();
    expect(within(dialog).getByText(/BCA \*{6}4319/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Tarik Dana' });
    await user.dblClick(submit);
    await user.click(submit).catch(() => undefined);
    expect(await screen.findByText('Penarikan diajukan')).toBeInTheDocument();
    expect(bank.posts).toHaveLength(1);
    expect(bank.posts[0]?.amount).toBe(1_500_000);
    expect(bank.posts[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await vi.waitFor(() =>
      expect(screen.getByTestId('available-balance')).toHaveTextContent('Rp29.250.000'),
    );
    expect(screen.getByLabelText('Jumlah penarikan')).toHaveValue('');
  });

  it('after a withdrawal the latest requests show it without reloading the page', async () => {
    const user = userEvent.setup();
    const bank: Bank = { balance: 30_750_000, posts: [], fail: false };
    mockMoney(bank);
    server.use(
      mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/withdrawal', () => {
        const rows = bank.posts.map((post) => makeWithdrawal({ id: 555, amount: post.amount }));
        return { data: rows, metadata: paging(rows.length) };
      }),
    );
    renderFinance((scope) => <WithdrawalBody scope={scope} />);
    const recent = (await screen.findByRole('heading', { name: 'Penarikan Terakhir' })).closest(
      'section',
    )!;
    expect(await within(recent).findByText('Belum ada penarikan')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Jumlah penarikan'), '1250000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tarik Dana' }),
    );
    expect(await screen.findByText('Penarikan diajukan')).toBeInTheDocument();
    expect(await within(recent).findByText('Rp1.250.000')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: /WIB$/ })).toHaveAttribute(
      'href',
      '/finance-withdrawal/555',
    );
  });

  it('a failed submit keeps the typed amount, and the retry sends the same key', async () => {
    const user = userEvent.setup();
    const bank: Bank = { balance: 5_000_000, posts: [], fail: true };
    mockMoney(bank);
    renderFinance((scope) => <WithdrawalBody scope={scope} />);
    await screen.findByText('******4319');
    await user.type(screen.getByLabelText('Jumlah penarikan'), '250000');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tarik Dana' }),
    );
    expect(
      await screen.findByText(/Penarikan belum diajukan\. Jumlah yang Anda isi tetap tersimpan/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah penarikan')).toHaveValue('250.000');

    bank.fail = false;
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tarik Dana' }),
    );
    expect(await screen.findByText('Penarikan diajukan')).toBeInTheDocument();
    expect(bank.posts).toHaveLength(2);
    expect(bank.posts[1]?.key).toBe(bank.posts[0]?.key);
  });

  it('tracks withdrawal events for partners and skips them for stockist and mofasa (§6)', async () => {
    const sent: AnalyticsRecord[] = [];
    for (const tenant of ['partner', 'stockist', 'mofasa'] as const) {
      const tracker = createTracker(async (records) => {
        sent.push(...records);
      });
      tracker.setContext({ tenant, brandId: '101' });
      tracker.track({ name: 'withdrawal_view', area: 'withdrawal' });
      await tracker.flush();
    }
    expect(sent.map((r) => r.tenant)).toEqual(['partner']);
  });
});
