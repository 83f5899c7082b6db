import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { MainColumnContext } from '../../../platform/main-column';
import { withTableLayout } from '../jsdom-test-layout';
import { makeOrder } from '../order-fixtures';
import { OrderList, type OrderListProps } from './OrderList';

withTableLayout();
afterEach(cleanup);

const orders = [
  makeOrder({ orderCode: 'INV/L/1' }),
  makeOrder({ orderCode: 'INV/L/2', status: 2 }),
  makeOrder({ orderCode: 'INV/L/3', status: 3, waybillNumber: 'JN000000000003' }),
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

describe('OrderList', () => {
  it('passes on one ticked row, keeping what other pages selected', async () => {
    const props = show({ selected: new Set(['INV/OTHER/PAGE']) });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih pesanan INV/L/2' }));
    expect(props.onToggle).toHaveBeenCalledWith('INV/L/2');
    expect(props.onToggleAll).not.toHaveBeenCalled();
  });

  it('ticks and clears the whole page at once', async () => {
    const props = show();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' }),
    );
    expect(props.onToggleAll).toHaveBeenLastCalledWith(true);
    cleanup();
    const all = show({ selected: new Set(orders.map((order) => order.orderCode)) });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pilih semua pesanan di halaman ini' }),
    );
    expect(all.onToggleAll).toHaveBeenLastCalledWith(false);
  });

  it('marks the order a notification points to, in any letter case', () => {
    show({ highlightCode: 'inv/l/3' });
    const marked = document.querySelector('[data-highlighted]');
    expect(marked?.getAttribute('data-order-code')).toBe('INV/L/3');
    expect(within(marked as HTMLElement).getByText('Pesanan dari notifikasi')).toBeTruthy();
    expect(screen.getAllByText('Pesanan dari notifikasi')).toHaveLength(1);
  });

  it('opens an order in a dialog with its address and history', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Detail INV/L/3' }));
    // The dialog's layer may still be loading its code: it opens once that is here.
    const dialog = within(await screen.findByRole('dialog', { name: 'Detail pesanan INV/L/3' }));
    expect(dialog.getByRole('region', { name: 'Alamat pengiriman' })).toBeTruthy();
    expect(dialog.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toContain(
      'Dikirim',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Tutup detail' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('OrderList in a window that decides table or cards by itself', () => {
  function inWindow(width: number) {
    const original = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    // The frame's own width says the opposite: if it were read, the wrong layout would show.
    const measured = vi
      .spyOn(Element.prototype, 'clientWidth', 'get')
      .mockReturnValue(width < 1000 ? 1280 : 343);
    return () => {
      measured.mockRestore();
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: original });
    };
  }

  it('shows cards on a phone without measuring the frame first', () => {
    const restore = inWindow(375);
    try {
      show();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText('INV/L/1')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows the table in a wide window without measuring the frame first', () => {
    const restore = inWindow(1600);
    try {
      show();
      expect(screen.getByRole('table', { name: /pesanan/i })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('OrderList opened again at the same window width and sidebar state', () => {
  /**
   * Shows the list in a window where neither the window alone nor a phone decides (the frame's
   * width does), the frame reading `frameWidth` if it is measured; `check` runs before cleanup.
   */
  function showInColumn(
    columnKey: string,
    frameWidth: number,
    check: (measured: { mock: { calls: unknown[] } }) => void,
  ) {
    const original = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    const measured = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(frameWidth);
    try {
      render(
        <DesignSystemProvider theme="marketplace">
          <MainColumnContext.Provider value={columnKey}>
            <OrderList
              orders={orders}
              selected={new Set()}
              busyCodes={new Set()}
              onToggle={vi.fn()}
              onToggleAll={vi.fn()}
              onProcess={vi.fn()}
              onWaybill={vi.fn()}
              onReceipt={vi.fn()}
            />
          </MainColumnContext.Provider>
        </DesignSystemProvider>,
      );
      check(measured);
    } finally {
      measured.mockRestore();
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: original });
      cleanup();
    }
  }

  it('shows the layout it measured before without measuring the frame again', () => {
    showInColumn('expanded', 1100, () =>
      expect(screen.getByRole('table', { name: /pesanan/i })).toBeInTheDocument(),
    );
    // Read now, the frame would say cards: the width seen before decides, unread.
    showInColumn('expanded', 343, (measured) => {
      expect(screen.getByRole('table', { name: /pesanan/i })).toBeInTheDocument();
      expect(measured.mock.calls).toHaveLength(0);
    });
  });

  it('measures again when the sidebar changed the column', () => {
    showInColumn('expanded', 1100, () =>
      expect(screen.getByRole('table', { name: /pesanan/i })).toBeInTheDocument(),
    );
    showInColumn('minimised', 343, () => {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText('INV/L/1')).toBeInTheDocument();
    });
  });
});
