import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { writePersisted } from '../../platform/persisted-state';
import { saveSessionTokens } from '../../platform/session-cookies';
import { createTestApi } from '../../test/app-harness';
import {
  makeWithdrawal,
  mockOptions,
  paging,
  renderFinance,
  startMockServer,
} from './finance-test-harness';
import { prefetchLedger, prefetchWithdrawalHistory } from './finance-queries';
import { LedgerBody } from './pages/LedgerRoute';
import { HistoryBody } from './pages/WithdrawalHistoryRoute';

const server = startMockServer();

/** 20 requests, 15 a page; a page waits for `hold` before it answers. */
function mockHistory(
  seen: URLSearchParams[],
  hold: (page: number) => Promise<void> = async () => {},
) {
  server.use(
    mockOperation(
      mockOptions,
      'disbursement',
      'get',
      '/v2/{tenant}/withdrawal',
      async ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        const page = Number(query.get('page'));
        await hold(page);
        const first = (page - 1) * 15;
        const rows = Array.from({ length: Math.min(15, 20 - first) }, (_, i) =>
          makeWithdrawal({ id: 1000 + first + i, amount: 100_000 * (first + i + 1) }),
        );
        return { data: rows, metadata: paging(20, page) };
      },
    ),
  );
}

describe('money pages over the shared cache', () => {
  beforeEach(() => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
    writePersisted('brandId', '101');
  });
  afterEach(() => {
    writePersisted('brandId', null);
  });

  it('the history takes the page its route started instead of asking again', async () => {
    const seen: URLSearchParams[] = [];
    mockHistory(seen);
    const api = createTestApi();
    prefetchWithdrawalHistory(api, new URL('https://seller.test/finance-withdrawal?page=2'));
    renderFinance((scope) => <HistoryBody scope={scope} />, {
      path: '/finance-withdrawal?page=2',
      api,
    });
    expect(await screen.findByText('16–20 dari 20')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get('page')).toBe('2');
  });

  it('the ledger takes its rows and totals from the route’s calls', async () => {
    const asked: string[] = [];
    server.use(
      mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/finance/transaction', () => {
        asked.push('rows');
        return { data: [], metadata: paging(0) };
      }),
      mockOperation(
        mockOptions,
        'disbursement',
        'get',
        '/v2/{tenant}/finance/transaction/summary',
        () => {
          asked.push('totals');
          return {
            data: {
              count: 0,
              totalCredit: 0,
              totalDebit: 0,
              net: 0,
              openingBalance: 30_325_000,
              closingBalance: 30_325_000,
            },
          };
        },
      ),
    );
    const api = createTestApi();
    prefetchLedger(api, new URL('https://seller.test/finance-transaction?category=fee'));
    renderFinance((scope) => <LedgerBody scope={scope} />, {
      path: '/finance-transaction?category=fee',
      api,
    });
    expect(await screen.findByTestId('ledger-totals')).toHaveTextContent('Saldo awalRp30.325.000');
    expect(await screen.findByText('Tidak ada data untuk filter ini')).toBeInTheDocument();
    expect(asked.sort()).toEqual(['rows', 'totals']);
  });

  it('while the next page loads the page before stays on screen, then gives way to it', async () => {
    const user = userEvent.setup();
    const seen: URLSearchParams[] = [];
    let release = () => {};
    const secondPage = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockHistory(seen, (page) => (page === 2 ? secondPage : Promise.resolve()));
    renderFinance((scope) => <HistoryBody scope={scope} />, { path: '/finance-withdrawal' });
    expect(await screen.findByText('1–15 dari 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await vi.waitFor(() => expect(seen.at(-1)?.get('page')).toBe('2'));
    expect(screen.getByText('Rp100.000')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Memuat data' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('16–20 dari 20')).toBeInTheDocument();
    expect(screen.getByText('Rp2.000.000')).toBeInTheDocument();
    expect(screen.queryByText('Rp100.000')).not.toBeInTheDocument();
  });
});
