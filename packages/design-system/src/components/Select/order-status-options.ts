import type { SelectOption } from './Select';

/** Order status filter labels of spec §4, used by stories and tests as realistic data. */
export const orderStatusOptions: SelectOption[] = [
  { value: '-1', label: 'Semua' },
  { value: '1', label: 'Belum diproses' },
  { value: '2', label: 'Diproses' },
  { value: '3', label: 'Dikirim' },
  { value: '4', label: 'Refund' },
  { value: '5', label: 'Retur' },
  { value: '6', label: 'Selesai' },
  { value: '8', label: 'Diterima' },
];
