import { describe, expect, it } from 'vitest';
import { makeOrder } from '../order-fixtures';
import { orderTotal } from './order-total-lines';

const items = [
  { variantId: 1, variantName: 'Hitam / M', quantity: 1, price: 89000 },
  { variantId: 2, variantName: 'Putih / L', quantity: 3, price: 94500 },
];

describe('orderTotal', () => {
  it("lists the contract's lines, which add up to the total", () => {
    const { lines, total } = orderTotal(
      makeOrder({
        orderCode: 'INV/20261107/401/000070',
        items,
        subtotal: 372500,
        shippingCost: 11000,
        totalAmount: 383500,
      }),
    );
    expect(lines).toEqual([
      { label: 'Subtotal produk', amount: 372500 },
      { label: 'Ongkos kirim', amount: 11000 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
  });

  it('without the lines in the answer, shows the items and invents no shipping line', () => {
    const { lines } = orderTotal(
      makeOrder({ orderCode: 'INV/20261107/401/000071', items, totalAmount: 383500 }),
    );
    expect(lines).toEqual([{ label: 'Subtotal produk', amount: 372500 }]);
  });

  it('shows the total alone when the items are all of it', () => {
    const { lines, total } = orderTotal(
      makeOrder({ orderCode: 'INV/20261107/401/000072', items, totalAmount: 372500 }),
    );
    expect(lines).toEqual([]);
    expect(total).toBe(372500);
  });
});
