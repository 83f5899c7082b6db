import { describe, expect, it } from 'vitest';
import { addressLines } from './order-address';

const base = {
  recipientName: 'Sari Wulandari',
  phone: '0811',
  street: 'Jl. Melati No. 4, RT 001/RW 002',
  city: 'Bandung',
};

describe('addressLines', () => {
  it('puts city, province and postal code on the second line', () => {
    expect(addressLines({ ...base, province: 'Jawa Barat', postalCode: '40111' })).toEqual([
      'Jl. Melati No. 4, RT 001/RW 002',
      'Bandung, Jawa Barat 40111',
    ]);
  });

  it('leaves out a missing province or postal code', () => {
    expect(addressLines({ ...base, province: null, postalCode: null })[1]).toBe('Bandung');
    expect(addressLines({ ...base, province: null, postalCode: '40111' })[1]).toBe('Bandung 40111');
  });
});
