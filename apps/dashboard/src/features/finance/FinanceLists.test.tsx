import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { makeWithdrawal, mockOptions, paging, renderFinance, startMockServer } from './finance-test-harness';
import { LedgerBody } from './LedgerPage';
import { HistoryBody } from './WithdrawalHistoryPage';

const server = startMockServer();

describe('withdrawal history', () => {
  beforeEach(() => {
    document.cookie = 'evb_token=test-token; path=/';
  });

  it('sends the filters of the URL, and a changed filter goes back into the URL on page 1', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    server.use(
      mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/withdrawal', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        const status = url.searchParams.get('status');
        const rows =
          status === 'failed'
            ? [makeWithdrawal({ id: 7, status: 'failed', failureReason: 'Nama pemilik rekening tidak sesuai dengan data bank.', processedAt: '2026-11-21T03:00:00.000Z' })]
            : [makeWithdrawal({ id: 8, status: 'success', processedAt: '2026-11-21T03:00:00.000Z' })];
        return { data: rows, metadata: paging(rows.length) };
      }),
    );
    const { router } = renderFinance((scope) => <HistoryBody scope={scope} />, { path: '/finance-withdrawal?from=2026-11-01&to=2026-11-30&page=2' });
    expect(await screen.findByText('Berhasil')).toBeInTheDocument();
    expect(seen[0]).toContain('from=2026-11-01');
    expect(seen[0]).toContain('to=2026-11-30');
    expect(seen[0]).toContain('page=2');
    expect(screen.getByText('20 Nov 2026 10:00 WIB')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=failed&from=2026-11-01&to=2026-11-30'));
    expect(await screen.findByText('Nama pemilik rekening tidak sesuai dengan data bank.')).toBeInTheDocument();
    expect(seen.at(-1)).toContain('status=failed');
    expect(screen.getByRole('link', { name: '20 Nov 2026 10:00 WIB' })).toHaveAttribute('href', '/finance-withdrawal/7');
  });
});

describe('ledger', () => {
  beforeEach(() => {
    document.cookie = 'evb_token=test-token; path=/';
  });

  it('shows the running balance, the totals of the filtered range and links orders', async () => {
    const user = userEvent.setup();
    const summaries: string[] = [];
    server.use(
      mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/finance/transaction', () => ({
        data: [
          {
            id: 1,
            brandId: 101,
            type: 'credit' as const,
            category: 'order_income' as const,
            amount: 425_000,
            description: 'Pencairan pesanan selesai',
            orderCode: 'INV/101/000003',
            withdrawalId: null,
            balanceAfter: 30_750_000,
            createdAt: '2026-11-20T03:00:00.000Z',
          },
        ],
        metadata: paging(1),
      })),
      mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/finance/transaction/summary', ({ request }) => {
        summaries.push(new URL(request.url).search);
        return { data: { count: 1, totalCredit: 425_000, totalDebit: 0, net: 425_000, openingBalance: 30_325_000, closingBalance: 30_750_000 } };
      }),
    );
    const { router } = renderFinance((scope) => <LedgerBody scope={scope} />, { path: '/finance-transaction?category=order_income' });
    const totals = await screen.findByTestId('ledger-totals');
    expect(totals).toHaveTextContent('Saldo awalRp30.325.000');
    expect(totals).toHaveTextContent('Total masukRp425.000');
    expect(totals).toHaveTextContent('Saldo akhirRp30.750.000');
    expect(summaries[0]).toContain('category=order_income');
    expect(await screen.findByRole('cell', { name: 'Rp30.750.000' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka pesanan INV/101/000003' })).toHaveAttribute('href', '/transaction?q=INV%2F101%2F000003');

    await user.type(screen.getByLabelText('Cari kode pesanan'), 'INV/101');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?category=order_income&q=INV%2F101'));
    await vi.waitFor(() => expect(summaries.at(-1)).toContain('q=INV%2F101'));
  });
});
