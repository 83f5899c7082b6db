import { describe, expect, it } from 'vitest';
import { capBadgeCount } from './badge';
import { isStrictIsoDate } from './dates';
import { isBrandIdList, isCreateOrVariantPath } from './paths';
import { messageOf } from './message-of';

describe('pure helpers', () => {
  it('caps badge counts at 99, showing 99+ above', () => {
    expect(capBadgeCount(0)).toBe('0');
    expect(capBadgeCount(99)).toBe('99');
    expect(capBadgeCount(100)).toBe('99+');
  });

  it('recognises paths ending in create or variant', () => {
    expect(isCreateOrVariantPath('/product/create')).toBe(true);
    expect(isCreateOrVariantPath('/product-v3/create/')).toBe(true);
    expect(isCreateOrVariantPath('/product-v3/variant?tab=2')).toBe(true);
    expect(isCreateOrVariantPath('/product/add-variant')).toBe(true);
    expect(isCreateOrVariantPath('/product-v3/123')).toBe(false);
    expect(isCreateOrVariantPath('/transaction')).toBe(false);
    expect(isCreateOrVariantPath('/transaction-offline/add')).toBe(true);
    expect(isCreateOrVariantPath('/transaction-offline/add/')).toBe(true);
    expect(isCreateOrVariantPath('/transaction-offline')).toBe(false);
  });

  it('recognises a brand id that lists several brands', () => {
    expect(isBrandIdList('10,20')).toBe(true);
    expect(isBrandIdList('10')).toBe(false);
    expect(isBrandIdList(null)).toBe(false);
  });

  it('accepts dates strictly as YYYY-MM-DD', () => {
    expect(isStrictIsoDate('2024-02-29')).toBe(true);
    expect(isStrictIsoDate('2023-02-29')).toBe(false);
    expect(isStrictIsoDate('2024-1-05')).toBe(false);
    expect(isStrictIsoDate('2024-01-05T00:00:00')).toBe(false);
    expect(isStrictIsoDate('05-01-2024')).toBe(false);
  });

  it("takes a failure's own message, else 'Terjadi kesalahan yang tidak diketahui.'", () => {
    const fallback = 'Terjadi kesalahan yang tidak diketahui.';
    expect(messageOf(new Error('Stok tidak cukup'), fallback)).toBe('Stok tidak cukup');
    expect(messageOf({ message: 'Sesi berakhir' }, fallback)).toBe('Sesi berakhir');
    expect(messageOf('Gagal', fallback)).toBe('Gagal');
    expect(messageOf({}, fallback)).toBe('Terjadi kesalahan yang tidak diketahui.');
    expect(messageOf(new Error(''), fallback)).toBe(fallback);
  });
});
