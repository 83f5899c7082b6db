import { describe, expect, it } from 'vitest';
import { readPrice, readStatus, readStock, variantCellMessages } from '../src/rules/variant-cells';

describe('variant cells', () => {
  it('reads stock as a whole number within the contract', () => {
    expect(readStock(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(readStock('1.250')).toEqual({ ok: true, value: 1250 });
    expect(readStock('-1')).toEqual({ ok: false, message: variantCellMessages.stockInvalid });
    expect(readStock('1,5')).toEqual({ ok: false, message: variantCellMessages.stockInvalid });
    expect(readStock('')).toEqual({ ok: false, message: variantCellMessages.stockInvalid });
    expect(readStock('99999999999999999999')).toEqual({
      ok: false,
      message: 'Stok maksimal 1.000.000.000.',
    });
  });

  it('reads a price with or without Rp and grouping', () => {
    expect(readPrice('Rp1.250.000')).toEqual({ ok: true, value: 1250000 });
    expect(readPrice('150000')).toEqual({ ok: true, value: 150000 });
    expect(readPrice('12.5')).toEqual({ ok: false, message: variantCellMessages.priceInvalid });
    expect(readPrice('1000000000001')).toEqual({
      ok: false,
      message: 'Harga maksimal Rp1.000.000.000.000.',
    });
  });

  it('reads the status words', () => {
    expect(readStatus('Aktif')).toEqual({ ok: true, value: true });
    expect(readStatus('nonaktif')).toEqual({ ok: true, value: false });
    expect(readStatus('mati')).toEqual({ ok: false, message: variantCellMessages.statusInvalid });
  });
});
