import { describe, expect, it } from 'vitest';
import { formatSaleDate } from './sale-date';

describe('formatSaleDate', () => {
  it("writes a sale's day as d MMM yyyy", () => {
    expect(formatSaleDate('2026-11-04')).toBe('4 Nov 2026');
    expect(formatSaleDate('2026-08-24T00:00:00.000Z')).toBe('24 Agt 2026');
  });
});
