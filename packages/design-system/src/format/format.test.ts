import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './index';

describe('formatMoney', () => {
  it('formats rupiah with the Rp prefix and dots, no decimals', () => {
    expect(formatMoney(1500000)).toBe('Rp1.500.000');
    expect(formatMoney(1999.6)).toBe('Rp2.000');
  });

  it('omits the prefix on request', () => {
    expect(formatMoney(25000, { withPrefix: false })).toBe('25.000');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-7500)).toBe('-Rp7.500');
  });
});

describe('formatCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(99)).toBe('99');
  });

  it("caps above 99 as '99+'", () => {
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12345)).toBe('99+');
  });
});
