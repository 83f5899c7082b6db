import { formatMoney, formatNumber } from '@seller/design-system';
import { bulkEditCopy as copy } from './bulk-edit-copy';
import type { BulkEditChange, BulkEditRow } from './bulk-edit-types';

/** A value as the list shows it: a price in rupiah, a stock grouped, a status word as it is. */
function valueText(column: BulkEditChange['column'], value: string): string {
  if (column === 'status' || !/^\d+$/.test(value)) return value;
  return column === 'price' ? formatMoney(Number(value)) : formatNumber(Number(value));
}

/** 'Harga: Rp150.000 → Rp175.000', 'Stok: 10 → 12', 'Status: aktif → nonaktif'. */
export function changeText(change: BulkEditChange): string {
  return copy.change(
    copy.cellNames[change.column],
    valueText(change.column, change.old),
    valueText(change.column, change.new),
  );
}

/** 'Kopi Toraja – 250 gr'; a SKU the brand does not have names no variant. */
export function rowVariantText(row: Pick<BulkEditRow, 'productName' | 'variantName'>): string {
  if (row.productName === null) return copy.unknownVariant;
  return row.variantName ? `${row.productName} – ${row.variantName}` : row.productName;
}

export function refusedColumnText(column: string): string {
  return copy.sheetColumns[column.toLowerCase()] ?? column;
}

/** 'Diterapkan', or 'Dilewati: <why>' with the server's message. */
export function outcomeText(row: Pick<BulkEditRow, 'outcome' | 'outcomeMessage'>): string {
  const label = copy.outcome[row.outcome];
  return row.outcomeMessage ? `${label}: ${row.outcomeMessage}` : label;
}
