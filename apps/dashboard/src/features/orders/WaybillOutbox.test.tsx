import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { clearOutbox } from '../../platform/outbox';
import { OutboxIndicator } from '../../platform/outbox/OutboxIndicator';
import { withTableLayout } from './jsdom-test-layout';
import type { Order } from './order-types';
import {
  makeOrder,
  mockOptions,
  pageOf,
  renderOrders,
  startMockServer,
  testScope,
} from './orders-test-harness';
import { OrdersQueue } from './pages/OrdersRoute';

const server = startMockServer();
withTableLayout();

const userId = 7;

beforeEach(async () => {
  await clearOutbox();
});

interface ServerState {
  offline: boolean;
  order: Order;
  sent: { key: string | null; body: unknown }[];
  applied: Set<string>;
}

function mockServer(state: ServerState) {
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', () => ({
      data: { totalTransaction: [] },
    })),
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/order/list', () =>
      pageOf([state.order], 1, 15),
    ),
    mockOperation(
      mockOptions,
      'brand',
      'put',
      '/v2/{x}/order/waybill/update',
      async ({ request }) => {
        const body = (await request.json()) as { courier: string; waybillNumber: string };
        const key = request.headers.get('Idempotency-Key');
        state.sent.push({ key, body });
        if (state.offline) return HttpResponse.error();
        // The sandbox answers a repeated key from its record; here a repeat must simply not apply twice.
        if (key !== null) state.applied.add(key);
        state.order = {
          ...state.order,
          status: 3,
          courier: body.courier,
          waybillNumber: body.waybillNumber,
        };
        return { data: state.order };
      },
    ),
  );
}

function renderQueue() {
  return renderOrders((api) => (
    <>
      <OrdersQueue scope={{ ...testScope(api), userId }} />
      <OutboxIndicator userId={userId} />
    </>
  ));
}

describe('waybill saves without a connection', () => {
  it('keeps a waybill that got no response, marks its row "Menunggu koneksi" (also after a reload), and sends it once with its key when online', async () => {
    const state: ServerState = {
      offline: true,
      order: makeOrder({ orderCode: 'INV/W1', status: 2, courier: 'JNE REG', waybillNumber: null }),
      sent: [],
      applied: new Set(),
    };
    mockServer(state);
    const first = renderQueue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Input resi INV/W1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resi pesanan INV/W1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomor resi' }), 'JN0000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan resi' }));

    // Kept, not failed: the dialog closes and the row shows the typed number as waiting.
    expect(await screen.findByText('Menunggu koneksi')).toBeInTheDocument();
    expect(screen.getByText(/JN0000000001/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Resi pesanan INV/W1' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('1 perubahan menunggu koneksi')).toBeInTheDocument();
    // Tried once (and on a busy machine maybe again by a timed try, 2 s on).
    expect(state.sent.length).toBeGreaterThanOrEqual(1);
    const key = state.sent[0]!.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

    // A reload reads the kept save back from IndexedDB; the start-up replay still finds no connection.
    first.unmount();
    renderQueue();
    expect(await screen.findByText('Menunggu koneksi')).toBeInTheDocument();
    await waitFor(() => expect(state.sent.length).toBeGreaterThanOrEqual(2));

    const triesOffline = state.sent.length;
    state.offline = false;
    window.dispatchEvent(new Event('online'));

    expect(
      await screen.findByText('Perubahan tersimpan setelah koneksi kembali.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Menunggu koneksi')).not.toBeInTheDocument());
    // The list reloaded after the replay and shows the server's waybill.
    expect(await screen.findByText('JN0000000001')).toBeInTheDocument();
    // Sent once on `online`, with the same key as every earlier try, and applied once.
    expect(state.sent.length - triesOffline).toBe(1);
    expect(new Set(state.sent.map((attempt) => attempt.key))).toEqual(new Set([key]));
    expect(state.applied.size).toBe(1);
    expect(state.sent.at(-1)!.body).toEqual({
      brandId: 101,
      orderCode: 'INV/W1',
      courier: 'JNE REG',
      waybillNumber: 'JN0000000001',
    });
  });
});
