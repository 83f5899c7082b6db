import { ordersCopy } from '../copy';
import type { Order } from '../order-types';

const copy = ordersCopy.totalLines;

export interface TotalLine {
  label: string;
  amount: number;
}

export interface OrderTotal {
  /** The lines the total is made of, in the order a receipt lists them. */
  lines: TotalLine[];
  total: number;
}

/**
 * One computation of an order's total for every sheet that shows it (detail, packing list), so
 * the two cannot disagree. The lines are the contract's (`subtotal`, `shippingCost`); an answer
 * without them falls back to the items alone and no line is invented to make the sum fit.
 */
export function orderTotal(order: Order): OrderTotal {
  const subtotal =
    order.subtotal ?? order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const lines: TotalLine[] = [{ label: copy.subtotal, amount: subtotal }];
  if (order.shippingCost !== undefined)
    lines.push({ label: copy.shipping, amount: order.shippingCost });
  // A lone subtotal equal to the total adds nothing to read: the total alone says it.
  const alone = lines.length === 1 && subtotal === order.totalAmount;
  return { lines: alone ? [] : lines, total: order.totalAmount };
}
