import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  mockOneOrderQueue,
  renderOrders,
  startMockServer,
  testScope,
} from '../orders-test-harness';
import { withTableLayout } from '../jsdom-test-layout';
import { OrdersQueue } from '../pages/OrdersRoute';

const server = startMockServer();
withTableLayout();

const mockQueue = () => mockOneOrderQueue(server, 'INV/D/1');

describe('order date filter', () => {
  it("a 'from' after 'to' shows its message and changes neither the URL nor the list", async () => {
    const user = userEvent.setup();
    const queries = mockQueue();
    const { router } = renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3',
    });
    await screen.findByText('INV/D/1');

    await user.type(screen.getByLabelText('Dari tanggal'), '20261130');
    await user.type(screen.getByLabelText('Sampai tanggal'), '20261120');
    await user.click(screen.getByRole('button', { name: 'Cari pesanan' }));

    expect(
      await screen.findByText('Tanggal awal tidak boleh setelah tanggal akhir.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).not.toMatch(/from=|to=/);
    expect(queries.some((query) => query.has('from') || query.has('to'))).toBe(false);
  });

  it('a half-typed date keeps the range already applied', async () => {
    const user = userEvent.setup();
    const queries = mockQueue();
    const { router } = renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?from=2026-11-01&to=2026-11-20',
    });
    await screen.findByText('INV/D/1');
    const from = screen.getByLabelText('Dari tanggal');
    await user.clear(from);
    await user.type(from, '2026-11');
    await user.click(screen.getByRole('button', { name: 'Cari pesanan' }));

    expect(await screen.findByText('Gunakan format YYYY-MM-DD.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('from=2026-11-01');
    expect(queries.every((query) => query.get('from') === '2026-11-01')).toBe(true);
  });

  it('an ordered range applies on search, into the URL and the request', async () => {
    const user = userEvent.setup();
    const queries = mockQueue();
    const { router } = renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3',
    });
    await screen.findByText('INV/D/1');
    await user.type(screen.getByLabelText('Dari tanggal'), '20261101');
    await user.type(screen.getByLabelText('Sampai tanggal'), '20261120');
    await user.click(screen.getByRole('button', { name: 'Cari pesanan' }));
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-11-01'));
    expect(router.state.location.search).toContain('to=2026-11-20');
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2026-11-20'));
  });
});
