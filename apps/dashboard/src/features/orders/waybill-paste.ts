import { z } from 'zod/mini';
import { waybillInputLimits } from '@seller/api-types';
import { ordersCopy } from './copy';
import type { WaybillEntry } from './order-types';

const copy = ordersCopy.waybillDialog;

/**
 * Waybill numbers as couriers print them: 8 to 30 letters and digits, no spaces or symbols.
 * Lower case is accepted and upper-cased (docs/decisions/orders.md).
 */
const waybillPattern = /^[A-Z0-9]{8,30}$/;

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

/** What is wrong with a pasted column for `count` orders: its length, then line by line. */
function columnErrors(numbers: readonly string[], count: number): string[] {
  const errors: string[] = [];
  if (numbers.length !== count) errors.push(copy.countMismatch(count, numbers.length));
  const seen = new Set<string>();
  numbers.forEach((number, index) => {
    if (!isValidWaybill(number)) errors.push(copy.invalidLine(index + 1, number));
    else if (seen.has(number)) errors.push(copy.duplicateLine(index + 1, number));
    seen.add(number);
  });
  return errors;
}

/** Pairs the pasted column with the orders, line n with order n, and says what is wrong. */
export function matchWaybills(orders: readonly WaybillTarget[], text: string): WaybillMatch {
  const numbers = splitWaybillColumn(text);
  const entries = orders.map((order, index) => ({
    orderCode: order.orderCode,
    courier: order.courier,
    waybillNumber: numbers[index] ?? '',
  }));
  return { entries, errors: columnErrors(numbers, orders.length) };
}

export interface WaybillFields {
  /** The courier picked in the dialog, for orders that have none. */
  courier: string;
  /** One number, or the pasted column of a batch. */
  text: string;
}

/**
 * The waybill dialog's rules for `count` orders: one valid number, or a column that matches the
 * orders line by line; a courier only when an order has none.
 */
export function waybillFormSchema(count: number, needsCourier: boolean) {
  const single = z.string().check(
    z.refine((value) => normalizeWaybill(value) !== '', copy.required),
    z.refine((value) => {
      const number = normalizeWaybill(value);
      return number === '' || isValidWaybill(number);
    }, copy.formatRule),
  );
  const column = z.string().check(
    z.superRefine((value, ctx) => {
      for (const message of columnErrors(splitWaybillColumn(value), count))
        ctx.addIssue({ code: 'custom', message });
    }),
  );
  return z.object({
    courier: needsCourier
      ? z.string().check(z.minLength(waybillInputLimits.courier.minLength, copy.courierRequired))
      : z.string(),
    text: count === 1 ? single : column,
  });
}
