// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offlineCopy as copy } from './copy';
import { blankSale, offlineSaleSchema, type OfflineSaleFields } from './offline-sale-schema';
import type { CartLine } from './sale-cart';

const line = (variantId: number, quantity: number, stock = 3): CartLine => ({
  variant: {
    variantId,
    variantName: `Varian ${variantId}`,
    productName: 'Beras Pandan',
    sku: `SBK-${variantId}`,
    price: 10_000,
    stock,
  },
  quantity,
});

const sale = (overrides: Partial<OfflineSaleFields> = {}): OfflineSaleFields => ({
  ...blankSale,
  items: [line(1, 1)],
  reasonId: '1',
  ...overrides,
});

function messages(input: OfflineSaleFields): Record<string, string> {
  const result = offlineSaleSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the offline sale schema (the contract limits, the page messages)', () => {
  it('passes a sale with one line and a reason, trimming the typed fields', () => {
    const parsed = offlineSaleSchema.parse(
      sale({ buyerName: '  Ibu Rina ', buyerPhone: ' 081234567890 ', note: ' Ambil sendiri ' }),
    );
    expect(parsed).toMatchObject({
      buyerName: 'Ibu Rina',
      buyerPhone: '081234567890',
      note: 'Ambil sendiri',
    });
  });

  it('asks for a line and a reason', () => {
    expect(messages(sale({ items: [], reasonId: '' }))).toEqual({
      items: copy.cartRequired,
      reasonId: copy.reasonRequired,
    });
  });

  it('refuses more lines than the contract takes', () => {
    const items = Array.from({ length: 101 }, (_, i) => line(i + 1, 1));
    expect(messages(sale({ items }))).toEqual({ items: copy.cartTooLong(100) });
  });

  it('refuses a quantity above the stock shown, or not a whole one', () => {
    expect(messages(sale({ items: [line(1, 4)] }))).toEqual({ 'items.0.quantity': copy.qtyMax(3) });
    expect(messages(sale({ items: [line(1, 1.5)] }))).toEqual({
      'items.0.quantity': copy.qtyMax(3),
    });
  });

  it.each(['12ab', '+6281', '62812345678', '0812345678901234'])('refuses the phone %s', (phone) => {
    expect(messages(sale({ buyerPhone: phone }))).toEqual({ buyerPhone: copy.buyerPhoneError });
  });

  it.each(['', '081234567', '+6281234567890'])('takes the phone "%s"', (phone) => {
    expect(messages(sale({ buyerPhone: phone }))).toEqual({});
  });

  it('keeps the name and note within the contract lengths', () => {
    expect(messages(sale({ buyerName: 'a'.repeat(256), note: 'b'.repeat(501) }))).toEqual({
      buyerName: copy.tooLong(255),
      note: copy.tooLong(500),
    });
    expect(messages(sale({ buyerName: 'a'.repeat(255), note: 'b'.repeat(500) }))).toEqual({});
  });
});
