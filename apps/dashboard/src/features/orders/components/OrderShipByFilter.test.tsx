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

const mockQueue = () => mockOneOrderQueue(server, 'INV/S/1');

describe('order ship-by filter and sort', () => {
  it("'Hampir terlambat' goes into the URL and the request at once, from page 1", async () => {
    const user = userEvent.setup();
    const queries = mockQueue();
    const { router } = renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?page=3',
    });
    await screen.findByText('INV/S/1');
    await user.selectOptions(screen.getByLabelText('Batas kirim'), 'Hampir terlambat');
    await waitFor(() => expect(router.state.location.search).toContain('shipBy=soon'));
    expect(router.state.location.search).toContain('page=1');
    await waitFor(() => expect(queries.at(-1)?.get('shipBy')).toBe('soon'));
  });

  it('a link with the deadline sort asks the sandbox for it', async () => {
    const queries = mockQueue();
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?shipBy=today&sortBy=shipBy&sortDirection=asc',
    });
    await screen.findByText('INV/S/1');
    expect(screen.getByLabelText('Batas kirim')).toHaveValue('today');
    expect(screen.getByLabelText('Urutkan')).toHaveValue('shipBy:asc');
    const last = queries.at(-1)!;
    expect(last.get('sortBy')).toBe('shipBy');
    expect(last.get('shipBy')).toBe('today');
  });
});
