import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { ApiContext } from '../../platform/api-context';
import { queryClientOf } from '../../platform/data/query-client';
import { writePersisted } from '../../platform/persisted-state';
import { createTestApi, mockOptions, startMockServer, testBaseUrl } from '../../test/app-harness';
import { BalanceCard, PenaltyCard } from './components/HomeCards';
import { homeCardKey, prefetchHome } from './home-queries';
import { useHomeCard } from './pages/HomeRoute';

const server = startMockServer();

/** The balance and penalty calls of brand 101, counted; a failing balance when asked. */
function mockCards({ failBalance = false, penalties = 1 } = {}) {
  const calls = { balance: 0, penalty: 0 };
  server.use(
    mockOperation(mockOptions, 'disbursement', 'get', '/v2/partner/brand-balance/{id}', () => {
      calls.balance += 1;
      if (failBalance) return errorResponse(500, 'Saldo sedang tidak dapat dimuat.');
      return {
        data: {
          brandId: 101,
          balance: 1_250_000,
          pendingWithdrawal: 0,
          bankAccount: null,
          updatedAt: '2026-11-24T03:00:00.000Z',
        },
      };
    }),
    mockOperation(mockOptions, 'dashboard', 'get', '/v3/{tenant}/dashboard/penalty/{id}', () => {
      calls.penalty += 1;
      return {
        data: {
          brandId: 101,
          totalPoint: 3 * penalties,
          // Newest first, as the sandbox answers: one a week.
          items: Array.from({ length: penalties }, (_, index) => ({
            id: index + 1,
            reason: index === 0 ? 'Pesanan terlambat dikirim' : `Penalti minggu ${index}`,
            point: 3,
            createdAt: new Date(Date.UTC(2026, 10, 20 - 7 * index, 3)).toISOString(),
          })),
        },
      };
    }),
  );
  return calls;
}

/** Every other home call answers (handlers added later take precedence). */
function mockOtherCards() {
  server.use(http.all(`${testBaseUrl}/*`, () => HttpResponse.json({ data: null })));
}

interface Paint {
  text: string;
  placeholders: number;
}

/** What the first commit put on screen, before any effect of the cards could change it. */
function FirstPaint({ seen, children }: { seen: Paint[]; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const shown = ref.current;
    seen.push({
      text: shown?.textContent ?? '',
      placeholders: shown?.querySelectorAll(`[role="status"]`).length ?? 0,
    });
  }, [seen]);
  return <div ref={ref}>{children}</div>;
}

/** Two cards of brand 101, read as the home route reads them. */
function Cards() {
  const scope = { tenant: 'partner', brandId: '101' } as const;
  const balance = useHomeCard(scope, 'balance');
  const penalty = useHomeCard(scope, 'penalty');
  return (
    <>
      <BalanceCard read={balance} />
      <PenaltyCard read={penalty} />
    </>
  );
}

function renderCards(api: ApiClients, seen: Paint[] = []) {
  return render(
    <DesignSystemProvider theme="marketplace">
      <ApiContext.Provider value={api}>
        <MemoryRouter initialEntries={['/home']}>
          <FirstPaint seen={seen}>
            <Cards />
          </FirstPaint>
        </MemoryRouter>
      </ApiContext.Provider>
    </DesignSystemProvider>,
  );
}

const answered = (api: ApiClients) => () => {
  const client = queryClientOf(api);
  const scope = { tenant: 'partner', brandId: '101' } as const;
  expect(client.getQueryState(homeCardKey(scope, 'balance'))?.status).toBe('success');
  expect(client.getQueryState(homeCardKey(scope, 'penalty'))?.status).toBe('success');
};

describe('home cards', () => {
  it('list the newest penalty and count the rest, so a long record keeps the row short', async () => {
    mockOtherCards();
    mockCards({ penalties: 5 });
    writePersisted('brandId', '101');
    renderCards(createTestApi());

    expect(await screen.findByText(/^15 poin/)).toBeInTheDocument();
    expect(screen.getByText(/Pesanan terlambat dikirim/)).toBeInTheDocument();
    expect(screen.queryByText(/Penalti minggu 1/)).not.toBeInTheDocument();
    expect(screen.getByText('dari 5 penalti')).toBeInTheDocument();
  });

  it('take the answers started before they mounted, asking nothing again', async () => {
    mockOtherCards();
    const calls = mockCards();
    writePersisted('brandId', '101');
    const api = createTestApi();
    // The entry script and the route's loader both start the calls on one reload.
    prefetchHome(api);
    prefetchHome(api);
    renderCards(api);

    expect(await screen.findByText('Rp1.250.000')).toBeInTheDocument();
    expect(await screen.findByText(/Pesanan terlambat dikirim/)).toBeInTheDocument();
    expect(calls).toEqual({ balance: 1, penalty: 1 });
  });

  // The machine starts in an effect, after the first render: the answer must come from the cache
  // in that render, or the first paint is the placeholders, replaced a frame later.
  it('show an answer that came before they mounted in their first paint', async () => {
    mockOtherCards();
    mockCards();
    writePersisted('brandId', '101');
    const api = createTestApi();
    prefetchHome(api);
    await waitFor(answered(api));

    const seen: Paint[] = [];
    renderCards(api, seen);

    const [first] = seen;
    expect(first?.placeholders).toBe(0);
    expect(first?.text).toContain('Rp1.250.000');
    expect(first?.text).toContain('Pesanan terlambat dikirim');
  });

  it('load on their own when nothing was started, and keep a failure inside its card', async () => {
    const calls = mockCards({ failBalance: true });
    renderCards(createTestApi());

    const balance = screen.getByRole('region', { name: 'Saldo' });
    expect(within(balance).getByRole('status', { name: 'Memuat…' })).toBeInTheDocument();
    expect(await within(balance).findByRole('alert')).toHaveTextContent(
      'Saldo sedang tidak dapat dimuat.',
    );
    expect(await screen.findByText(/Pesanan terlambat dikirim/)).toBeInTheDocument();

    await userEvent.click(within(balance).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(calls.balance).toBe(2));
  });

  it('are not started for a selection of several brands, which shows no cards', () => {
    // Any call would fail the test: the mock server answers none.
    writePersisted('brandId', '101,102');
    const api = createTestApi();
    prefetchHome(api);
    expect(queryClientOf(api).getQueryCache().getAll()).toHaveLength(0);
  });
});
