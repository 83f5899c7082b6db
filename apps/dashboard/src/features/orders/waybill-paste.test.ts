import { describe, expect, it } from 'vitest';
import { matchWaybills, splitWaybillColumn } from './waybill-paste';

const orders = [
  { orderCode: 'INV/1', courier: 'JNE REG' },
  { orderCode: 'INV/2', courier: 'AnterAja' },
];

describe('matchWaybills', () => {
  it('pairs line n with order n, upper-casing and trimming each number', () => {
    const match = matchWaybills(orders, '  jn000000000001 \r\nAN000000000002\n');
    expect(match.errors).toEqual([]);
    expect(match.entries).toEqual([
      { orderCode: 'INV/1', courier: 'JNE REG', waybillNumber: 'JN000000000001' },
      { orderCode: 'INV/2', courier: 'AnterAja', waybillNumber: 'AN000000000002' },
    ]);
  });

  it('refuses a column whose length differs from the selection', () => {
    expect(matchWaybills(orders, 'JN000000000001').errors).toEqual([
      'Jumlah resi (1) harus sama dengan jumlah pesanan (2).',
    ]);
  });

  it('names the line of a malformed or repeated number', () => {
    expect(matchWaybills(orders, 'JN-0001\nAN000000000002').errors).toEqual([
      'Baris 1: "JN-0001" bukan nomor resi yang valid.',
    ]);
    expect(matchWaybills(orders, 'AN000000000002\nAN000000000002').errors).toEqual([
      'Baris 2: resi "AN000000000002" dipakai lebih dari sekali.',
    ]);
  });

  it('keeps a blank line in the middle so it is reported instead of shifting the matching', () => {
    expect(splitWaybillColumn('\nJN000000000001\n\nAN000000000002\n\n')).toEqual([
      'JN000000000001',
      '',
      'AN000000000002',
    ]);
    expect(matchWaybills(orders, 'JN000000000001\n\nAN000000000002').errors).toContain(
      'Baris 2: "" bukan nomor resi yang valid.',
    );
  });
});
