import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { makeOrder } from '../order-fixtures';
import { OrderDetail } from './OrderDetail';

function show(order: ReturnType<typeof makeOrder>) {
  render(
    <DesignSystemProvider theme="marketplace">
      <OrderDetail order={order} id="detail" />
    </DesignSystemProvider>,
  );
}

afterEach(cleanup);

describe('OrderDetail', () => {
  it('shows where the order goes', () => {
    show(
      makeOrder({
        orderCode: 'INV/20261120/101/000001',
        address: {
          recipientName: 'Sari Wulandari',
          phone: '081234567890',
          street: 'Jl. Melati No. 4, RT 001/RW 002',
          city: 'Bandung',
          province: 'Jawa Barat',
          postalCode: '40111',
        },
      }),
    );
    const address = within(screen.getByRole('region', { name: 'Alamat pengiriman' }));
    expect(address.getByText('Sari Wulandari')).toBeTruthy();
    expect(address.getByText('081234567890')).toBeTruthy();
    expect(address.getByText('Jl. Melati No. 4, RT 001/RW 002')).toBeTruthy();
    expect(address.getByText('Bandung, Jawa Barat 40111')).toBeTruthy();
  });

  it('lists every status change oldest first in WIB, the current one marked', () => {
    show(
      makeOrder({
        orderCode: 'INV/20261120/101/000002',
        status: 3,
        statusHistory: [
          { status: 1, changedAt: '2026-11-20T03:00:00.000Z' },
          { status: 2, changedAt: '2026-11-20T05:30:00.000Z' },
          { status: 3, changedAt: '2026-11-20T20:15:00.000Z' },
        ],
      }),
    );
    const steps = within(screen.getByRole('region', { name: 'Riwayat status' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Belum diproses20 Nov 2026 10:00 WIB',
      'Diproses20 Nov 2026 12:30 WIB',
      'Dikirim21 Nov 2026 03:15 WIB',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('shows every line of the total next to the items, and they add up to it', () => {
    // The order detail of issue 41: 89.000 + 283.500 = 372.500 of items, 11.000 shipping.
    show(
      makeOrder({
        orderCode: 'INV/20261107/401/000070',
        items: [
          { variantId: 1, variantName: 'Hitam / M', quantity: 1, price: 89000 },
          { variantId: 2, variantName: 'Putih / L', quantity: 3, price: 94500 },
        ],
        subtotal: 372500,
        shippingCost: 11000,
        totalAmount: 383500,
      }),
    );
    const payment = within(screen.getByRole('region', { name: 'Rincian pembayaran' }));
    expect(payment.getByText('Subtotal produk').nextElementSibling).toHaveTextContent('Rp372.500');
    expect(payment.getByText('Ongkos kirim').nextElementSibling).toHaveTextContent('Rp11.000');
    expect(payment.getByText('Total').nextElementSibling).toHaveTextContent('Rp383.500');
  });
});
