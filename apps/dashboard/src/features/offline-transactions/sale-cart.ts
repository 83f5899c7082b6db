import type { SellableVariant } from './offline-calls';

/** One line of the sale at the counter: the variant as picked, with the stock shown then. */
export interface CartLine {
  variant: SellableVariant;
  quantity: number;
}

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

/** Customer phone, optional: 0… or +62…, 9–14 digits in all (the contract's pattern). */
export const isValidPhone = (phone: string): boolean =>
  phone === '' || /^(\+62|0)[0-9]{8,13}$/.test(phone);
