import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { SellableVariant } from './offline-scope';

dayjs.extend(utc);

/** Today as the seller's calendar has it (WIB, §9), YYYY-MM-DD: the date a sale is recorded on. */
export function wibToday(now: Date = new Date()): string {
  return dayjs.utc(now).add(7, 'hour').format('YYYY-MM-DD');
}

/** One line of the sale at the counter: the variant as picked, with the stock shown then. */
export interface CartLine {
  variant: SellableVariant;
  quantity: number;
}

/** How the counter names a variant: product and variant, as the clerk sees them on the shelf. */
export const variantLabel = (variant: SellableVariant): string =>
  `${variant.productName} - ${variant.variantName}`;

export type AddOutcome =
  { kind: 'added' | 'increased'; lines: CartLine[] } | { kind: 'noStock'; lines: CartLine[] };

/** Adds a variant, or one more of it when already in the cart; never above the stock shown. */
export function addToCart(lines: readonly CartLine[], variant: SellableVariant): AddOutcome {
  const index = lines.findIndex((line) => line.variant.variantId === variant.variantId);
  if (index === -1) {
    if (variant.stock < 1) return { kind: 'noStock', lines: [...lines] };
    return { kind: 'added', lines: [...lines, { variant, quantity: 1 }] };
  }
  const line = lines[index]!;
  // The freshest stock the clerk has seen counts.
  const stock = variant.stock;
  if (line.quantity + 1 > stock)
    return { kind: 'noStock', lines: lines.map((l, i) => (i === index ? { ...l, variant } : l)) };
  return {
    kind: 'increased',
    lines: lines.map((l, i) => (i === index ? { variant, quantity: l.quantity + 1 } : l)),
  };
}

/** A typed quantity, kept between 1 and the stock shown. */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), Math.max(stock, 1));
}

export const lineTotal = (line: CartLine): number => line.variant.price * line.quantity;

export function cartTotals(lines: readonly CartLine[]) {
  return {
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    amount: lines.reduce((sum, line) => sum + lineTotal(line), 0),
  };
}
