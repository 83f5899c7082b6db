import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { writePersisted } from '../../../platform/persisted-state';
import {
  makeOrder,
  mockOptions,
  pageOf,
  renderOrders,
  startMockServer,
} from '../orders-test-harness';
import { PrintRoute } from './PrintRoute';
import { clearSessionCookies, saveSessionTokens } from '../../../platform/session-cookies';

const server = startMockServer();

const orders = [
  makeOrder({
    orderCode: 'INV/P/1',
    buyerName: 'Sari Wulandari',
    courier: 'AnterAja',
    waybillNumber: 'AN000000000001',
    status: 3,
  }),
  makeOrder({ orderCode: 'INV/P/2', buyerName: 'Bayu Kurniawan', totalAmount: 769000 }),
];

function mockOrderLookup() {
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return pageOf(orders.filter((order) => order.orderCode.includes(q)));
    }),
  );
}

describe('print page', () => {
  beforeEach(() => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
  });

  it('asks a signed-out visitor to sign in and brings them back to the same orders', async () => {
    clearSessionCookies();
    writePersisted('brandId', '101');
    const { router } = renderOrders(() => <PrintRoute />, {
      path: '/print-page?orders=INV/P/1&kind=labels',
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/print-page?orders=INV/P/1&kind=labels')}`,
    );
    expect(screen.queryByText('Tidak ada pesanan untuk dicetak')).not.toBeInTheDocument();
  });

  it('shows an A6 label and an A4 packing list per order and prints on Cetak', async () => {
    writePersisted('brandId', '101');
    writePersisted('brandData', { brandName: 'Kopi Nusantara Rasa' });
    mockOrderLookup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderOrders(() => <PrintRoute />, { path: '/print-page?orders=INV/P/1,INV/P/2,INV/P/9' });

    const label = await screen.findByRole('article', { name: 'Label pengiriman (A6) INV/P/1' });
    expect(within(label).getByText('Sari Wulandari')).toBeInTheDocument();
    expect(within(label).getByText('Kopi Nusantara Rasa')).toBeInTheDocument();
    expect(within(label).getByText('Resi: AN000000000001')).toBeInTheDocument();
    const packing = screen.getByRole('article', { name: 'Daftar kemas (A4) INV/P/2' });
    expect(within(packing).getByText('Rp769.000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Pesanan tidak ditemukan: INV/P/9.');

    await userEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('prints only the labels when asked', async () => {
    writePersisted('brandId', '101');
    mockOrderLookup();
    renderOrders(() => <PrintRoute />, { path: '/print-page?orders=INV/P/1&kind=labels' });
    expect(
      await screen.findByRole('article', { name: 'Label pengiriman (A6) INV/P/1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Daftar kemas/ })).not.toBeInTheDocument();
  });

  it('says what to do when no order is named', () => {
    writePersisted('brandId', '101');
    renderOrders(() => <PrintRoute />, { path: '/print-page' });
    expect(screen.getByText('Tidak ada pesanan untuk dicetak')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeDisabled();
  });
});
