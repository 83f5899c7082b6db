import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { makeOrder } from '../order-fixtures';
import { OrderDetail } from './OrderDetail';
import { ShipByCountdown } from './ShipByCountdown';

const now = new Date('2026-12-02T10:00:00.000Z'); // 2 Des, 17.00 WIB

function show(shipBy: string | null) {
  render(
    <DesignSystemProvider theme="marketplace">
      <ShipByCountdown order={{ shipBy }} now={now} />
    </DesignSystemProvider>,
  );
}

afterEach(cleanup);

describe('ShipByCountdown', () => {
  it('names the deadline in WIB while it is ahead', () => {
    show('2026-12-03T07:00:00.000Z');
    const text = screen.getByText('Kirim sebelum 3 Des, 14.00 WIB');
    expect(text.getAttribute('data-ship-by')).toBe('due');
  });

  it("marks a deadline within 6 hours as 'Hampir terlambat'", () => {
    show('2026-12-02T14:30:00.000Z');
    expect(screen.getByText('Kirim sebelum 2 Des, 21.30 WIB').getAttribute('data-ship-by')).toBe(
      'soon',
    );
  });

  it('says how late an order is once the deadline has passed', () => {
    show('2026-12-02T05:00:00.000Z');
    expect(screen.getByText('Terlambat 5 jam').getAttribute('data-ship-by')).toBe('late');
    cleanup();
    show('2026-11-29T09:00:00.000Z');
    expect(screen.getByText('Terlambat 3 hari')).toBeTruthy();
  });

  it('says nothing for an order that has shipped', () => {
    show(null);
    expect(screen.queryByText(/Kirim sebelum|Terlambat/)).toBeNull();
  });

  it('shows the deadline in the order detail', () => {
    render(
      <DesignSystemProvider theme="marketplace">
        <OrderDetail
          order={makeOrder({
            orderCode: 'INV/20261202/101/000001',
            shipBy: '2026-12-03T07:00:00Z',
          })}
          id="detail"
          now={now}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Batas kirim')).toBeTruthy();
    expect(screen.getByText('Kirim sebelum 3 Des, 14.00 WIB')).toBeTruthy();
  });
});
