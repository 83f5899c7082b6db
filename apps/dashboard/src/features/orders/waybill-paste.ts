import { ordersCopy } from './copy';
import type { WaybillEntry } from './order-calls';

/**
 * Waybill numbers as couriers print them: 8 to 30 letters and digits, no spaces or symbols.
 * Lower case is accepted and upper-cased (docs/decisions/orders.md).
 */
export const waybillPattern = /^[A-Z0-9]{8,30}$/;

export function normalizeWaybill(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidWaybill(value: string): boolean {
  return waybillPattern.test(value);
}

/**
 * One waybill per line, as a spreadsheet column pastes. Blank lines at the start and end are
 * dropped; a blank line in between stays, so it is reported instead of shifting the matching.
 */
export function splitWaybillColumn(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/).map(normalizeWaybill);
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start += 1;
  while (end > start && lines[end - 1] === '') end -= 1;
  return lines.slice(start, end);
}

export interface WaybillTarget {
  orderCode: string;
  courier: string;
}

export interface WaybillMatch {
  entries: WaybillEntry[];
  errors: string[];
}

/** Pairs the pasted column with the orders, line n with order n, and says what is wrong. */
export function matchWaybills(orders: readonly WaybillTarget[], text: string): WaybillMatch {
  const numbers = splitWaybillColumn(text);
  const errors: string[] = [];
  if (numbers.length !== orders.length) {
    errors.push(ordersCopy.waybillDialog.countMismatch(orders.length, numbers.length));
  }
  const seen = new Set<string>();
  numbers.forEach((number, index) => {
    if (!isValidWaybill(number))
      errors.push(ordersCopy.waybillDialog.invalidLine(index + 1, number));
    else if (seen.has(number))
      errors.push(ordersCopy.waybillDialog.duplicateLine(index + 1, number));
    seen.add(number);
  });
  const entries = orders.map((order, index) => ({
    orderCode: order.orderCode,
    courier: order.courier,
    waybillNumber: numbers[index] ?? '',
  }));
  return { entries, errors };
}
