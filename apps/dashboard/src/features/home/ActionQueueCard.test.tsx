import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { mockOperation } from '@seller/api-types/testing';
import { ApiContext } from '../../platform/api-context';
import { emitPush } from '../../platform/push-events';
import { createTestApi, mockOptions, startMockServer } from '../../test/app-harness';
import { parseOrderQuery } from '../orders/urls';
import { ActionQueueCard } from './components/ActionQueueCard';
import { useHomeCard } from './pages/HomeRoute';
import { useLiveActionQueue } from './use-live-action-queue';

const server = startMockServer();
const scope = { tenant: 'partner', brandId: '101' } as const;

function Card() {
  const read = useHomeCard(scope, 'actions');
  useLiveActionQueue(scope);
  return <ActionQueueCard read={read} />;
}

function renderCard(api: ApiClients) {
  render(
    <DesignSystemProvider theme="marketplace">
      <ApiContext.Provider value={api}>
        <MemoryRouter initialEntries={['/home']}>
          <Card />
        </MemoryRouter>
      </ApiContext.Provider>
    </DesignSystemProvider>,
  );
}

/** The counts call; each answer has one more late order than the one before. */
function mockCounts() {
  const calls = { n: 0 };
  server.use(
    mockOperation(
      mockOptions,
      'dashboard',
      'get',
      '/v3/{tenant}/dashboard/action-queue/{id}',
      () => {
        calls.n += 1;
        return {
          data: {
            brandId: 101,
            shipToday: 4,
            late: calls.n,
            unansweredQuestions: 3,
            outOfStockVariants: 12,
            withdrawalsInProcess: 0,
          },
        };
      },
    ),
  );
  return calls;
}

describe("home's 'Perlu tindakan'", () => {
  it('links each count to the list filtered to exactly those', async () => {
    mockCounts();
    renderCard(createTestApi());
    const today = await screen.findByRole('link', { name: '4 Kirim hari ini' });
    const todayUrl = new URL(today.getAttribute('href')!, 'http://x');
    expect(todayUrl.pathname).toBe('/transaction-v3');
    expect(parseOrderQuery(todayUrl.searchParams)).toMatchObject({ shipBy: 'today' });
    const late = screen.getByRole('link', { name: '1 Terlambat dikirim' });
    expect(late.getAttribute('href')).toContain('shipBy=late');
    expect(
      screen
        .getByRole('link', { name: '3 Pertanyaan belum dijawab > 24 jam' })
        .getAttribute('href'),
    ).toBe('/discussion-product?sort=oldest');
    expect(screen.getByRole('link', { name: '12 Varian stok habis' }).getAttribute('href')).toBe(
      '/product-v3?stockStatus=out-of-stock',
    );
    expect(screen.getByRole('link', { name: '0 Penarikan diproses' }).getAttribute('href')).toBe(
      '/finance-withdrawal?status=processed',
    );
  });

  it('asks for the counts again when the push channel reports a new order', async () => {
    const calls = mockCounts();
    renderCard(createTestApi());
    expect(await screen.findByRole('link', { name: '1 Terlambat dikirim' })).toBeInTheDocument();
    emitPush({ type: 'order', brandId: 101 });
    emitPush({ type: 'order', brandId: 101 });
    expect(
      await screen.findByRole('link', { name: '2 Terlambat dikirim' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(calls.n).toBe(2);
  });
});
