import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { writePersisted } from '../../platform/persisted-state';
import {
  createTestApi,
  makeOrder,
  mockOptions,
  pageOf,
  renderOrders,
  startMockServer,
  testBrandId,
  testScope,
} from './orders-test-harness';
import { withTableLayout } from './jsdom-test-layout';
import { OrdersQueue } from './pages/OrdersRoute';
import { prefetchOrderQueue } from './orders-queries';

const server = startMockServer();
withTableLayout();

/** Records every list and count call; the list answers with one order. */
function recordCalls() {
  const lists: string[] = [];
  let counts = 0;
  server.use(
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/order/list', ({ request }) => {
      lists.push(new URL(request.url).search);
      return pageOf([makeOrder({ orderCode: 'INV/AWAL/1' })]);
    }),
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', () => {
      counts += 1;
      return { data: { totalTransaction: [{ status: 1 as const, total: 9 }] } };
    }),
  );
  return { lists, counts: () => counts };
}

describe('the order queue of a reload', () => {
  it('asks for its list and tab counts before the page mounts, and the page shows that answer without asking again', async () => {
    const calls = recordCalls();
    writePersisted('brandId', String(testBrandId));
    localStorage.setItem('tenant', 'partner');
    const api = createTestApi();
    prefetchOrderQueue(api, new URL('http://app.test/transaction-v3?status=1&page=2'));
    await expect.poll(() => calls.lists.length).toBe(1);
    expect(new URLSearchParams(calls.lists[0]).get('page')).toBe('2');
    expect(calls.counts()).toBe(1);

    renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?status=1&page=2',
      api,
    });
    expect(await screen.findByText('INV/AWAL/1')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Belum diproses.*9/ })).toBeInTheDocument();
    expect(calls.lists).toHaveLength(1);
    expect(calls.counts()).toBe(1);
  });

  it('renders its placeholders first even when the answer is in, and takes it without asking again', async () => {
    const calls = recordCalls();
    writePersisted('brandId', String(testBrandId));
    localStorage.setItem('tenant', 'partner');
    const api = createTestApi();
    prefetchOrderQueue(api, new URL('http://app.test/transaction-v3?status=1'));
    await expect.poll(() => calls.lists.length).toBe(1);
    await expect.poll(() => calls.counts()).toBe(1);
    // Let the answers land in the cache.
    await new Promise((resolve) => setTimeout(resolve, 0));

    renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?status=1',
      api,
    });
    expect(screen.queryByText('INV/AWAL/1')).toBeNull();
    expect(screen.getByRole('status', { name: 'Memuat pesanan…' })).toBeInTheDocument();
    expect(await screen.findByText('INV/AWAL/1')).toBeInTheDocument();
    expect(calls.lists).toHaveLength(1);
  });

  it('does not guess for a brand list, and a different query asks anew', async () => {
    const calls = recordCalls();
    const api = createTestApi();
    writePersisted('brandId', '101,102');
    prefetchOrderQueue(api, new URL('http://app.test/transaction-v3'));
    writePersisted('brandId', String(testBrandId));
    prefetchOrderQueue(api, new URL('http://app.test/transaction-v3?status=2'));
    await expect.poll(() => calls.lists.length).toBe(1);

    renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?status=3',
      api,
    });
    expect(await screen.findByText('INV/AWAL/1')).toBeInTheDocument();
    expect(calls.lists.map((search) => new URLSearchParams(search).get('status'))).toEqual([
      '2',
      '3',
    ]);
  });
});
