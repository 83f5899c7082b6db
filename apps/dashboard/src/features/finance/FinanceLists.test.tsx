import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import type { FinanceTransaction, Withdrawal } from './finance-types';
import {
  makeWithdrawal,
  mockOptions,
  paging,
  renderFinance,
  startMockServer,
} from './finance-test-harness';
import { LedgerBody } from './pages/LedgerRoute';
import { WithdrawalDetailBody } from './pages/WithdrawalDetailRoute';
import { HistoryBody } from './pages/WithdrawalHistoryRoute';
import { saveSessionTokens } from '../../platform/session-cookies';

const server = startMockServer();

describe('withdrawal history', () => {
  beforeEach(() => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
  });

  it('sends the filters of the URL, and a changed filter goes back into the URL on page 1', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    server.use(
      mockOperation(
        mockOptions,
        'disbursement',
        'get',
        '/v2/{tenant}/withdrawal',
        ({ request }) => {
          const url = new URL(request.url);
          seen.push(url.search);
          const status = url.searchParams.get('status');
          const rows =
            status === 'failed'
              ? [
                  makeWithdrawal({
                    id: 7,
                    status: 'failed',
                    failureReason: 'Nama pemilik rekening tidak sesuai dengan data bank.',
                    processedAt: '2026-11-21T03:00:00.000Z',
                  }),
                ]
              : [
                  makeWithdrawal({
                    id: 8,
                    status: 'success',
                    processedAt: '2026-11-21T03:00:00.000Z',
                  }),
                ];
          return { data: rows, metadata: paging(rows.length) };
        },
      ),
    );
    const { router } = renderFinance((scope) => <HistoryBody scope={scope} />, {
      path: '/finance-withdrawal?from=2026-11-01&to=2026-11-30&page=2',
    });
    expect(await screen.findByText('Berhasil')).toBeInTheDocument();
    expect(seen[0]).toContain('from=2026-11-01');
    expect(seen[0]).toContain('to=2026-11-30');
    expect(seen[0]).toContain('page=2');
    expect(screen.getByText('20 Nov 2026 10:00 WIB')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?status=failed&from=2026-11-01&to=2026-11-30'),
    );
    expect(
      await screen.findByText('Nama pemilik rekening tidak sesuai dengan data bank.'),
    ).toBeInTheDocument();
    expect(seen.at(-1)).toContain('status=failed');
    expect(screen.getByRole('link', { name: '20 Nov 2026 10:00 WIB' })).toHaveAttribute(
      'href',
      '/finance-withdrawal/7',
    );
  });

  /** A history of `total` requests, `size` per page; records every query it was asked. */
  function mockHistory(total: number, seen: URLSearchParams[] = []) {
    server.use(
      mockOperation(
        mockOptions,
        'disbursement',
        'get',
        '/v2/{tenant}/withdrawal',
        ({ request }) => {
          const url = new URL(request.url);
          seen.push(url.searchParams);
          const page = Number(url.searchParams.get('page'));
          const size = Number(url.searchParams.get('size'));
          const first = (page - 1) * size;
          const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) =>
            makeWithdrawal({ id: 1000 + first + i, amount: 100_000 * (first + i + 1) }),
          );
          return { data: rows, metadata: paging(total, page, size) };
        },
      ),
    );
    return seen;
  }

  it('a page past the last one says so and leads back to the last page', async () => {
    const user = userEvent.setup();
    mockHistory(20);
    const { router } = renderFinance((scope) => <HistoryBody scope={scope} />, {
      path: '/finance-withdrawal?page=9',
    });
    expect(await screen.findByRole('heading', { name: 'Halaman 9 tidak ada' })).toBeInTheDocument();
    expect(screen.queryByText('Belum ada penarikan')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ke halaman terakhir (2)' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Rp1.600.000')).toBeInTheDocument();
  });

  it('pages through the list with the page in the URL and in the request', async () => {
    const user = userEvent.setup();
    const seen = mockHistory(20);
    const { router } = renderFinance((scope) => <HistoryBody scope={scope} />, {
      path: '/finance-withdrawal',
    });
    expect(await screen.findByText('1–15 dari 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('16–20 dari 20')).toBeInTheDocument();
    expect(screen.getByText('Rp2.000.000')).toBeInTheDocument();
    expect(seen.at(-1)?.get('page')).toBe('2');
  });

  it('a typed date goes into the URL and the request; a malformed one is refused with a message and never sent', async () => {
    const user = userEvent.setup();
    const seen = mockHistory(20);
    const { router } = renderFinance((scope) => <HistoryBody scope={scope} />, {
      path: '/finance-withdrawal?page=2',
    });
    await screen.findByText('16–20 dari 20');
    const from = screen.getByLabelText('Dari tanggal');

    await user.type(from, '20261345');
    expect(from).toHaveValue('2026-13-45');
    await user.tab();
    expect(screen.getByText('Tanggal harus berformat YYYY-MM-DD')).toBeInTheDocument();
    // Refused: still on page 2, nothing new asked.
    expect(router.state.location.search).toBe('?page=2');
    expect(seen).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '20261105');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-05'));
    await vi.waitFor(() => expect(seen.at(-1)?.get('from')).toBe('2026-11-05'));
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(seen.some((query) => query.get('from')?.startsWith('2026-13'))).toBe(false);
    expect(screen.queryByText('Tanggal harus berformat YYYY-MM-DD')).not.toBeInTheDocument();

    const to = screen.getByLabelText('Sampai tanggal');
    await user.type(to, '20261030');
    await user.tab();
    expect(
      screen.getByText("Tanggal 'dari' tidak boleh setelah tanggal 'sampai'."),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-05');
    expect(seen.some((query) => query.has('to'))).toBe(false);
  });
});

describe('withdrawal detail', () => {
  beforeEach(() => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
  });

  function mockDetail(withdrawal: Withdrawal) {
    server.use(
      mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/withdrawal/{id}', () => ({
        data: withdrawal,
      })),
    );
  }

  const steps = async () =>
    within(await screen.findByRole('list', { name: 'Status' })).getAllByRole('listitem');

  it('a pending request: received at its time, bank and transfer still waiting', async () => {
    mockDetail(makeWithdrawal({ id: 7 }));
    renderFinance((scope) => <WithdrawalDetailBody scope={scope} id={7} />, {
      path: '/finance-withdrawal/7',
    });
    const [requested, processing, paid] = await steps();
    expect(requested).toHaveTextContent(
      'Pengajuan diterima20 Nov 2026 10:00 WIBRp1.500.000 dipotong dari saldo.',
    );
    expect(processing).toHaveTextContent('Diproses bankMenunggu');
    expect(paid).toHaveTextContent('Dana terkirimMenunggu');
  });

  it('a paid request shows when the money was sent', async () => {
    mockDetail(
      makeWithdrawal({ id: 8, status: 'success', processedAt: '2026-11-21T03:00:00.000Z' }),
    );
    renderFinance((scope) => <WithdrawalDetailBody scope={scope} id={8} />, {
      path: '/finance-withdrawal/8',
    });
    const [, processing, paid] = await steps();
    expect(processing).not.toHaveTextContent('Menunggu');
    expect(paid).toHaveTextContent('Dana terkirim21 Nov 2026 10:00 WIB');
  });

  it('a failed request ends in the failure with its reason and the refund to the balance', async () => {
    mockDetail(
      makeWithdrawal({
        id: 9,
        status: 'failed',
        failureReason: 'Nama pemilik rekening tidak sesuai dengan data bank.',
        processedAt: '2026-11-21T03:00:00.000Z',
      }),
    );
    renderFinance((scope) => <WithdrawalDetailBody scope={scope} id={9} />, {
      path: '/finance-withdrawal/9',
    });
    const items = await steps();
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Pengajuan diterima',
      'Diproses bank',
      'Penarikan gagal',
    ]);
    expect(items[2]).toHaveTextContent('21 Nov 2026 10:00 WIB');
    expect(items[2]).toHaveTextContent(
      'Nama pemilik rekening tidak sesuai dengan data bank. Dana dikembalikan ke saldo.',
    );
    expect(screen.queryByText('Dana terkirim')).not.toBeInTheDocument();
  });
});

describe('ledger', () => {
  beforeEach(() => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
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
      mockOperation(
        mockOptions,
        'disbursement',
        'get',
        '/v2/{tenant}/finance/transaction/summary',
        ({ request }) => {
          summaries.push(new URL(request.url).search);
          return {
            data: {
              count: 1,
              totalCredit: 425_000,
              totalDebit: 0,
              net: 425_000,
              openingBalance: 30_325_000,
              closingBalance: 30_750_000,
            },
          };
        },
      ),
    );
    const { router } = renderFinance((scope) => <LedgerBody scope={scope} />, {
      path: '/finance-transaction?category=order_income',
    });
    const totals = await screen.findByTestId('ledger-totals');
    expect(totals).toHaveTextContent('Saldo awalRp30.325.000');
    expect(totals).toHaveTextContent('Total masukRp425.000');
    expect(totals).toHaveTextContent('Saldo akhirRp30.750.000');
    expect(summaries[0]).toContain('category=order_income');
    expect(await screen.findByRole('cell', { name: 'Rp30.750.000' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka pesanan INV/101/000003' })).toHaveAttribute(
      'href',
      '/transaction?q=INV%2F101%2F000003',
    );

    await user.type(screen.getByLabelText('Cari kode pesanan'), 'INV/101');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?category=order_income&q=INV%2F101'),
    );
    await vi.waitFor(() => expect(summaries.at(-1)).toContain('q=INV%2F101'));
  });

  function movement(id: number, overrides: Partial<FinanceTransaction> = {}): FinanceTransaction {
    return {
      id,
      brandId: 101,
      type: 'debit',
      category: 'withdrawal',
      amount: 1_234_567,
      description: 'Penarikan dana ke BCA',
      orderCode: null,
      withdrawalId: 10101,
      balanceAfter: 29_515_433,
      createdAt: '2026-11-20T03:00:00.000Z',
      ...overrides,
    };
  }

  function mockLedger(total: number) {
    server.use(
      mockOperation(
        mockOptions,
        'disbursement',
        'get',
        '/v2/{tenant}/finance/transaction',
        ({ request }) => {
          const url = new URL(request.url);
          const page = Number(url.searchParams.get('page'));
          const size = Number(url.searchParams.get('size'));
          const first = (page - 1) * size;
          const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) =>
            movement(first + i + 1),
          );
          return { data: rows, metadata: paging(total, page, size) };
        },
      ),
      mockOperation(
        mockOptions,
        'disbursement',
        'get',
        '/v2/{tenant}/finance/transaction/summary',
        () => ({
          data: {
            count: total,
            totalCredit: 0,
            totalDebit: 1_234_567 * total,
            net: -1_234_567 * total,
            openingBalance: 50_000_000,
            closingBalance: 50_000_000 - 1_234_567 * total,
          },
        }),
      ),
    );
  }

  it('a page past the last one says so and leads back to the last page', async () => {
    const user = userEvent.setup();
    mockLedger(16);
    const { router } = renderFinance((scope) => <LedgerBody scope={scope} />, {
      path: '/finance-transaction?category=withdrawal&page=5',
    });
    expect(await screen.findByRole('heading', { name: 'Halaman 5 tidak ada' })).toBeInTheDocument();
    expect(screen.queryByText('Tidak ada data untuk filter ini')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ke halaman terakhir (2)' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?page=2&category=withdrawal'),
    );
    expect(await screen.findByText('16–16 dari 16')).toBeInTheDocument();
  });

  describe('export', () => {
    const saved: string[] = [];
    beforeEach(async () => {
      saved.length = 0;
      // fetch answers with Node's Blob while jsdom replaces the global one; the page checks for a Blob.
      vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
      // jsdom does not download: record the file name the browser would save.
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ledger');
      vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('CSV and Excel ask for the filtered range (not the page) and save the file under the server name', async () => {
      const user = userEvent.setup();
      const asked: URLSearchParams[] = [];
      mockLedger(3);
      server.use(
        mockOperation(
          mockOptions,
          'disbursement',
          'get',
          '/v2/{tenant}/finance/transaction/export',
          ({ request }) => {
            const query = new URL(request.url).searchParams;
            asked.push(query);
            const format = query.get('format');
            return new HttpResponse('Waktu (WIB),Jenis', {
              headers: {
                'content-type': 'application/octet-stream',
                'content-disposition': `attachment; filename="riwayat-transaksi-101.${format}"`,
              },
            });
          },
        ),
      );
      renderFinance((scope) => <LedgerBody scope={scope} />, {
        path: '/finance-transaction?category=withdrawal&q=BCA&from=2026-11-01&to=2026-11-30&size=50',
      });
      await screen.findByTestId('ledger-totals');

      await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
      await vi.waitFor(() => expect(saved).toEqual(['riwayat-transaksi-101.csv']));
      expect(Object.fromEntries(asked[0]!)).toEqual({
        brandId: '101',
        category: 'withdrawal',
        q: 'BCA',
        from: '2026-11-01',
        to: '2026-11-30',
        format: 'csv',
      });

      await user.click(screen.getByRole('button', { name: 'Unduh Excel' }));
      await vi.waitFor(() =>
        expect(saved).toEqual(['riwayat-transaksi-101.csv', 'riwayat-transaksi-101.xlsx']),
      );
      expect(asked[1]?.get('format')).toBe('xlsx');
      expect(asked[1]?.get('from')).toBe('2026-11-01');
      expect(asked[1]?.get('to')).toBe('2026-11-30');
      expect(screen.queryByText('File gagal diunduh. Silakan coba lagi.')).not.toBeInTheDocument();
    });

    it('a failed export says so and saves nothing', async () => {
      const user = userEvent.setup();
      mockLedger(3);
      server.use(
        mockOperation(
          mockOptions,
          'disbursement',
          'get',
          '/v2/{tenant}/finance/transaction/export',
          () => errorResponse(500, 'Gagal menyiapkan file.'),
        ),
      );
      renderFinance((scope) => <LedgerBody scope={scope} />, {
        path: '/finance-transaction?from=2026-11-01',
      });
      await screen.findByTestId('ledger-totals');
      await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
      expect(await screen.findByText('File gagal diunduh. Silakan coba lagi.')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});
