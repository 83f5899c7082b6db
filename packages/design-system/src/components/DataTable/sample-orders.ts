import { formatMoney } from '../../format';
import type { DataTableColumn } from './data-table-types';

export interface SampleOrder {
  id: string;
  code: string;
  buyer: string;
  status: string;
  total: number;
  date: string;
}

const buyers = [
  'Siti Rahmawati',
  'Agus Pratama',
  'Dewi Lestari',
  'Bambang Wijaya',
  'Putri Ayu',
  'Rizky Maulana',
];
const statuses = [
  'Belum diproses',
  'Diproses',
  'Dikirim',
  'Selesai',
  'Diterima',
  'Retur',
  'Refund',
];

/** Deterministic orders for stories and tests (no randomness, so tests can assert). */
export const makeOrders = (count: number): SampleOrder[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    code: `INV/2024/${String(100000 + i)}`,
    buyer: buyers[i % buyers.length] ?? '',
    status: statuses[i % statuses.length] ?? '',
    total: 25000 + ((i * 7919) % 975) * 1000,
    date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

export const orderColumns: DataTableColumn<SampleOrder>[] = [
  { id: 'code', header: 'No. Pesanan', cell: (o) => o.code, minWidth: 170, sortable: true },
  { id: 'buyer', header: 'Pembeli', cell: (o) => o.buyer, minWidth: 150, grow: 2 },
  { id: 'status', header: 'Status', cell: (o) => o.status, minWidth: 130 },
  {
    id: 'total',
    header: 'Total',
    cell: (o) => formatMoney(o.total),
    minWidth: 130,
    align: 'end',
    sortable: true,
  },
  { id: 'date', header: 'Tanggal', cell: (o) => o.date, minWidth: 120, sortable: true },
];

/** Sorts a copy of the orders the way a server would. */
export const sortOrders = (
  orders: SampleOrder[],
  columnId: string,
  direction: 'asc' | 'desc',
): SampleOrder[] => {
  const key = columnId as keyof SampleOrder;
  const sign = direction === 'asc' ? 1 : -1;
  return [...orders].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
};
