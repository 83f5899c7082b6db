import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber } from './number';

const intl = (digits: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: digits });

describe('formatNumber', () => {
  it('groups thousands with dots and writes decimals after a comma', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(12.5, 1)).toBe('12,5');
    expect(formatNumber(2, 1)).toBe('2');
    expect(formatNumber(-7500)).toBe('-7.500');
  });

  it('rounds half away from zero on the printed digits, as Intl does', () => {
    expect(formatNumber(0.15, 1)).toBe('0,2');
    expect(formatNumber(1.05, 1)).toBe('1,1');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(1e-7, 1)).toBe('0');
  });

  it('writes what Intl.NumberFormat("id-ID") writes, for any finite number', () => {
    const anyNumber = fc.oneof(
      fc.integer({ min: -1e15, max: 1e15 }),
      fc.double({ min: -1e20, max: 1e20, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 20),
      fc.double({ min: -10, max: 10, noNaN: true }),
    );
    fc.assert(
      fc.property(anyNumber, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(intl(digits).format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('hands values it does not write itself to Intl', () => {
    expect(formatNumber(Number.NaN)).toBe(intl(0).format(Number.NaN));
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(intl(0).format(Number.POSITIVE_INFINITY));
    expect(formatNumber(1e22)).toBe(intl(0).format(1e22));
  });
});
