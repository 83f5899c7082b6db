import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { withTableLayout } from '../jsdom-test-layout';
import { makeOrder } from '../order-fixtures';
import { OrderList, type OrderListProps } from './OrderList';

// A phone's width: the list has less room than the table's columns need.
withTableLayout(4000, 343);
afterEach(cleanup);

const orders = [
  makeOrder({ orderCode: 'INV/C/1' }),
  makeOrder({ orderCode: 'INV/C/2', status: 2 }),
  makeOrder({ orderCode: 'INV/C/3', status: 3, waybillNumber: 'JN000000000003' }),
];

function show(overrides: Partial<OrderListProps> = {}) {
  const props: OrderListProps = {
    orders,
    selected: new Set(),
    busyCodes: new Set(),
    onToggle: vi.fn(),
    onToggleAll: vi.fn(),
    onProcess: vi.fn(),
    onWaybill: vi.fn(),
    onReceipt: vi.fn(),
    ...overrides,
  };
  render(
    <DesignSystemProvider theme="marketplace">
      <OrderList {...props} />
    </DesignSystemProvider>,
  );
  return props;
}

describe('OrderList on a narrow screen', () => {
  it('shows one card per order, named by its code, instead of a table that would scroll sideways', () => {
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Daftar pesanan' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    for (const order of orders)
      expect(within(list).getByRole('article', { name: order.orderCode })).toBeTruthy();
    const shipped = screen.getByRole('article', { name: 'INV/C/3' });
    expect(within(shipped).getByText('Dikirim')).toBeTruthy();
    expect(within(shipped).getByText(/JN000000000003/)).toBeTruthy();
  });

  it('keeps every action of a row: tick, process, waybill, receipt and detail', async () => {
    const props = show();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih pesanan INV/C/2' }));
    expect(props.onToggle).toHaveBeenCalledWith('INV/C/2');
    await userEvent.click(screen.getByRole('button', { name: 'Proses INV/C/1' }));
    expect(props.onProcess).toHaveBeenCalledWith(orders[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Input resi INV/C/2' }));
    expect(props.onWaybill).toHaveBeenCalledWith(orders[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Lihat struk INV/C/3' }));
    expect(props.onReceipt).toHaveBeenCalledWith(orders[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Detail INV/C/3' }));
    expect(await screen.findByRole('dialog', { name: 'Detail pesanan INV/C/3' })).toBeTruthy();
  });

  it('ticks and clears the whole page at once, half-ticked while only some are chosen', async () => {
    const props = show({ selected: new Set(['INV/C/1']) });
    const all = screen.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Pilih pesanan INV/C/1' })).toBeChecked();
    await userEvent.click(all);
    expect(props.onToggleAll).toHaveBeenLastCalledWith(true);
    cleanup();
    const full = show({ selected: new Set(orders.map((order) => order.orderCode)) });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' }),
    );
    expect(full.onToggleAll).toHaveBeenLastCalledWith(false);
  });

  it('marks the order a notification points to', () => {
    show({ highlightCode: 'inv/c/2' });
    const card = screen.getByRole('article', { name: 'INV/C/2' });
    expect(within(card).getByText('Pesanan dari notifikasi')).toBeTruthy();
    expect(card.querySelector('[data-highlighted]')?.getAttribute('data-order-code')).toBe(
      'INV/C/2',
    );
  });
});
