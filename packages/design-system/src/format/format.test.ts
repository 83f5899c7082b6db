import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, isIsoDate, maskIsoDate } from './index';

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

describe('isIsoDate', () => {
  it('accepts real dates written as YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-12-31')).toBe(true);
  });

  it('rejects other formats and impossible dates', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoDate('31-01-2024')).toBe(false);
    expect(isIsoDate('2024-01-31T00:00')).toBe(false);
  });

  it('masks typed digits into the format', () => {
    expect(maskIsoDate('20240131')).toBe('2024-01-31');
    expect(maskIsoDate('2024-01')).toBe('2024-01');
  });
});
