import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { savedPageQuery } from '../../../platform/persisted-state';
import type { Order } from '../order-types';
import {
  makeOrder,
  mockOptions,
  pageOf,
  renderOrders,
  startMockServer,
  testScope,
} from '../orders-test-harness';
import { withTableLayout } from '../jsdom-test-layout';
import { OrdersQueue } from './OrdersRoute';
import { onOrdersChanged } from '../orders-events';

const server = startMockServer();
withTableLayout();

const totals = [
  { status: 1 as const, total: 3 },
  { status: 2 as const, total: 4 },
  { status: 3 as const, total: 5 },
  { status: 4 as const, total: 0 },
  { status: 5 as const, total: 1 },
  { status: 6 as const, total: 20 },
  { status: 8 as const, total: 2 },
];

function mockCounts(answer: () => typeof totals = () => totals) {
  let calls = 0;
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', () => {
      calls += 1;
      return { data: { totalTransaction: answer() } };
    }),
  );
  return () => calls;
}

/** A list handler that answers from `orders` filtered by the requested status, and records queries. */
function mockList(orders: () => Order[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/order/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const status = Number(params.get('status') ?? -1);
      const matching = orders().filter((order) => status === -1 || order.status === status);
      return pageOf(matching, 1, Number(params.get('size') ?? 15));
    }),
  );
  return queries;
}

describe('order queue tabs', () => {
  it('marks an order only when a notification opened it, never for an order code typed by hand', async () => {
    mockCounts();
    mockList(() => [makeOrder({ orderCode: 'INV/N/1' }), makeOrder({ orderCode: 'INV/N/2' })]);
    const typed = renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?q=INV/N/1',
    });
    expect(await screen.findByText('INV/N/1')).toBeInTheDocument();
    expect(screen.queryByText('Pesanan dari notifikasi')).not.toBeInTheDocument();
    typed.unmount();
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?q=INV/N/1&source=notification&page=1&size=25&status=-1',
    });
    expect(await screen.findByText('Pesanan dari notifikasi')).toBeInTheDocument();
    expect(screen.getAllByText('Pesanan dari notifikasi')).toHaveLength(1);
  });

  it('past the last page says so and leads back to it instead of "no orders"', async () => {
    mockCounts();
    const all = Array.from({ length: 40 }, (_, index) =>
      makeOrder({ orderCode: `INV/L/${index + 1}` }),
    );
    server.use(
      mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/order/list', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return pageOf(all.slice((page - 1) * 15, page * 15), page, 15, all.length);
      }),
    );
    const { router } = renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?page=999',
    });
    expect(
      await screen.findByRole('heading', { name: 'Halaman 999 tidak ada' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ke halaman terakhir (3)' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    expect(await screen.findByText('INV/L/40')).toBeInTheDocument();
  });

  it("shows every status of §4 with its live count, 'Semua' first as the sum", async () => {
    mockCounts();
    mockList(() => []);
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />);
    // The tabs render at once; their counts arrive with the count call.
    await screen.findByRole('tab', { name: /Semua.*35/ });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Semua35',
      'Belum diproses3',
      'Diproses4',
      'Dikirim5',
      // A status without orders shows 0 (in grey), so the tab keeps its width.
      'Refund0',
      'Retur1',
      'Selesai20',
      'Diterima2',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the chosen status, puts it in the URL and saves it for the path', async () => {
    mockCounts();
    const waiting = makeOrder({ orderCode: 'INV/1/WAIT', status: 1, buyerName: 'Sari Wulandari' });
    const shipped = makeOrder({
      orderCode: 'INV/2/SHIP',
      status: 3,
      waybillNumber: 'JN000000000001',
    });
    const queries = mockList(() => [waiting, shipped]);
    const { router } = renderOrders((api) => <OrdersQueue scope={testScope(api)} />);
    expect(await screen.findByText('INV/2/SHIP')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Belum diproses/ }));
    await waitFor(() => expect(screen.queryByText('INV/2/SHIP')).not.toBeInTheDocument());
    expect(screen.getByText('INV/1/WAIT')).toBeInTheDocument();
    expect(screen.getByText('Sari Wulandari')).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=1');
    expect(queries.at(-1)?.get('status')).toBe('1');
    expect(queries.at(-1)?.get('size')).toBe('15');
    expect(savedPageQuery('/transaction-v3')).toMatchObject({ status: '1', page: '1', size: '15' });
  });

  it('shows the empty state and, on failure, an error with a retry', async () => {
    mockCounts();
    let fail = true;
    server.use(
      mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/order/list', () =>
        fail ? errorResponse(500, 'Server pesanan sedang sibuk.') : pageOf([]),
      ),
    );
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />);
    expect(await screen.findByText('Pesanan gagal dimuat')).toBeInTheDocument();
    expect(screen.getByText('Server pesanan sedang sibuk.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada pesanan')).toBeInTheDocument();
  });

  it('highlights the order a transaction notification points to', async () => {
    mockCounts();
    const target = makeOrder({ orderCode: 'INV/20261121/101/000017' });
    const queries = mockList(() => [target]);
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />, {
      path: '/transaction-v3?page=1&size=25&status=-1&q=INV/20261121/101/000017&source=notification',
    });
    const code = await screen.findByText('INV/20261121/101/000017');
    expect(code.closest('[data-order-code]')).toHaveAttribute('data-highlighted');
    expect(screen.getByText('Pesanan dari notifikasi')).toBeInTheDocument();
    expect(queries.at(-1)?.get('size')).toBe('25');
    expect(queries.at(-1)?.get('q')).toBe('INV/20261121/101/000017');
  });
});

describe('selection and batch processing', () => {
  it('processes the selection once, names the failed order and refetches the counts', async () => {
    const orders = [
      makeOrder({ orderCode: 'INV/A', status: 1 }),
      makeOrder({ orderCode: 'INV/B', status: 1 }),
      makeOrder({ orderCode: 'INV/C', status: 1 }),
    ];
    const countCalls = mockCounts();
    mockList(() => orders);
    const bodies: unknown[] = [];
    const brandIds: (string | null)[] = [];
    server.use(
      mockOperation(
        mockOptions,
        'brand',
        'patch',
        '/v3/{x}/order/process/batch',
        async ({ request }) => {
          brandIds.push(new URL(request.url).searchParams.get('brandId'));
          bodies.push(await request.json());
          await new Promise((resolve) => setTimeout(resolve, 30));
          return {
            data: {
              processed: ['INV/A'],
              failed: [{ orderCode: 'INV/B', reason: 'Stok gudang sedang dikunci.' }],
            },
          };
        },
      ),
    );
    let changes = 0;
    const stop = onOrdersChanged(() => (changes += 1));
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />);
    await screen.findByText('INV/A');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih pesanan INV/A' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih pesanan INV/B' }));
    expect(screen.getByText('2 pesanan dipilih')).toBeInTheDocument();
    const processButton = screen.getByRole('button', { name: 'Proses 2 pesanan' });
    await userEvent.dblClick(processButton);

    const dialog = await screen.findByRole('dialog', { name: 'Hasil proses pesanan' });
    expect(within(dialog).getByText('1 pesanan berhasil')).toBeInTheDocument();
    expect(within(dialog).getByText('1 pesanan gagal')).toBeInTheDocument();
    expect(within(dialog).getByText('INV/B: Stok gudang sedang dikunci.')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderCodes: ['INV/A', 'INV/B'] }]);
    expect(brandIds).toEqual(['101']);
    await waitFor(() => expect(countCalls()).toBe(2));
    expect(changes).toBe(1);
    // The failed order stays selected for another try; the processed one leaves the selection.
    expect(screen.getByText('1 pesanan dipilih')).toBeInTheDocument();
    stop();
  });

  it('shows the order as the server has it after processing, without a reload', async () => {
    let orders = [makeOrder({ orderCode: 'INV/R', status: 1 })];
    const countCalls = mockCounts();
    mockList(() => orders);
    server.use(
      mockOperation(mockOptions, 'brand', 'patch', '/v3/{x}/order/process/batch', () => {
        orders = orders.map((order) => ({ ...order, status: 2 as const }));
        return { data: { processed: ['INV/R'], failed: [] } };
      }),
    );
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Proses INV/R' }));
    expect(await screen.findByText('1 pesanan berhasil diproses.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Proses INV/R' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Input resi INV/R' })).toBeInTheDocument();
    expect(countCalls()).toBe(2);
  });

  it('uses the admin calls when the v3 flag is off: v1 for one order, v2 for a selection', async () => {
    const orders = [makeOrder({ orderCode: 'INV/A' }), makeOrder({ orderCode: 'INV/B' })];
    mockCounts();
    server.use(
      mockOperation(mockOptions, 'admin', 'get', '/admin/order-list', () => pageOf(orders)),
    );
    const forms: string[] = [];
    server.use(
      mockOperation(
        mockOptions,
        'admin',
        'post',
        '/admin/order-list/process-order',
        async ({ request }) => {
          forms.push(`v1 ${await request.text()}`);
          return { data: { processed: ['INV/A'], failed: [] } };
        },
      ),
      mockOperation(
        mockOptions,
        'admin',
        'post',
        '/admin/order-list/v2/process-order',
        async ({ request }) => {
          forms.push(`v2 ${await request.text()}`);
          return { data: { processed: ['INV/A', 'INV/B'], failed: [] } };
        },
      ),
    );
    renderOrders((api) => <OrdersQueue scope={testScope(api, 'admin')} />, {
      path: '/transaction',
    });
    await screen.findByText('INV/A');
    await userEvent.click(screen.getByRole('button', { name: 'Proses INV/A' }));
    expect(await screen.findByText('1 pesanan berhasil diproses.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proses 2 pesanan' }));
    await screen.findByRole('dialog', { name: 'Hasil proses pesanan' });
    expect(forms).toEqual([
      'v1 brandId=101&orderCode=INV%2FA',
      'v2 brandId=101&orderCodes=INV%2FA%2CINV%2FB',
    ]);
  });
});

describe('waybills', () => {
  it('matches a pasted column to the selection in order, refusing a mismatch before sending', async () => {
    const orders = [
      makeOrder({ orderCode: 'INV/P1', status: 2, courier: 'JNE REG' }),
      makeOrder({ orderCode: 'INV/P2', status: 2, courier: 'AnterAja' }),
    ];
    mockCounts();
    mockList(() => orders);
    const sent: unknown[] = [];
    server.use(
      mockOperation(
        mockOptions,
        'admin',
        'post',
        '/admin/order-list/v2/update-waybill-batch',
        async ({ request }) => {
          sent.push(await request.json());
          return { data: { processed: ['INV/P1', 'INV/P2'], failed: [] } };
        },
      ),
    );
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />);
    await screen.findByText('INV/P1');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Input resi 2 pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Input resi 2 pesanan' });
    const column = within(dialog).getByLabelText(/Nomor resi \(satu per baris/);

    await userEvent.click(column);
    await userEvent.paste('JN000000000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan resi' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Jumlah resi (1) harus sama dengan jumlah pesanan (2).',
    );

    await userEvent.clear(column);
    await userEvent.paste('JN000000000001\nan-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan resi' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Baris 2: "AN-77" bukan nomor resi yang valid.',
    );
    expect(sent).toEqual([]);

    await userEvent.clear(column);
    await userEvent.paste('jn000000000001\r\nAN000000000002\r\n');
    const pairs = within(dialog).getByRole('table');
    expect(
      within(pairs)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PesananKurirNomor resi',
      'INV/P1JNE REGJN000000000001',
      'INV/P2AnterAjaAN000000000002',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan resi' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          brandId: 101,
          items: [
            { orderCode: 'INV/P1', courier: 'JNE REG', waybillNumber: 'JN000000000001' },
            { orderCode: 'INV/P2', courier: 'AnterAja', waybillNumber: 'AN000000000002' },
          ],
        },
      ]),
    );
  });

  it('saves one waybill through the v2 brand call and asks for a courier when the order has none', async () => {
    const order = makeOrder({ orderCode: 'INV/S1', status: 2, courier: null });
    mockCounts();
    mockList(() => [order]);
    const sent: unknown[] = [];
    server.use(
      mockOperation(
        mockOptions,
        'brand',
        'put',
        '/v2/{x}/order/waybill/update',
        async ({ request }) => {
          sent.push(await request.json());
          return {
            data: {
              ...order,
              status: 3 as const,
              courier: 'SiCepat REG',
              waybillNumber: 'SC0000000001',
            },
          };
        },
      ),
    );
    renderOrders((api) => <OrdersQueue scope={testScope(api)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Input resi INV/S1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resi pesanan INV/S1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomor resi' }), 'sc0000000001');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan resi' }));
    expect(within(dialog).getByText(/Kurir wajib dipilih\./)).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Kurir/ }),
      'SiCepat REG',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Simpan resi' }));
    expect(await screen.findByText('Resi 1 pesanan tersimpan.')).toBeInTheDocument();
    expect(sent).toEqual([
      { brandId: 101, orderCode: 'INV/S1', courier: 'SiCepat REG', waybillNumber: 'SC0000000001' },
    ]);
  });
});
