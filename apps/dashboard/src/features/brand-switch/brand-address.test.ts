import { beforeEach, describe, expect, it } from 'vitest';
import { savePageQuery, savedPageQuery, writePersisted } from '../../platform/persisted-state';
import { addressInBrand, leaveAddress } from './brand-address';

beforeEach(() => {
  localStorage.clear();
  writePersisted('userData', { id: 1, name: 'Rina' });
  writePersisted('brandId', '101');
});

describe('the address of a page across a brand switch', () => {
  it("opens the page bare in a brand with nothing saved, and with that brand's own state otherwise", () => {
    leaveAddress('101', '/product-v3', '?selectedTab=inactive&q=Batik');
    expect(addressInBrand('102', '/product-v3')).toBe('/product-v3');
    savePageQuery('/product-v3', { q: 'Kopi' }, '102');
    expect(addressInBrand('102', '/product-v3')).toBe('/product-v3?q=Kopi');
    expect(addressInBrand('101', '/product-v3')).toBe('/product-v3?selectedTab=inactive&q=Batik');
  });

  it('keeps the state of a page that does not save its own (the notification tabs)', () => {
    leaveAddress('101', '/notification', '?selectedTab=product');
    expect(addressInBrand('101', '/notification')).toBe('/notification?selectedTab=product');
  });

  it('keeps a bare address only over a saved state, so a page back at its defaults opens so', () => {
    leaveAddress('101', '/product-v3/15', '');
    expect(savedPageQuery('/product-v3/15', '101')).toBeUndefined();
    savePageQuery('/transaction-v3', { status: '1' }, '101');
    leaveAddress('101', '/transaction-v3', '');
    expect(addressInBrand('101', '/transaction-v3')).toBe('/transaction-v3');
  });
});
