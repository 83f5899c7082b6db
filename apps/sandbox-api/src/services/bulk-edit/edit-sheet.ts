import { readPrice, readStatus, readStock, statusWord } from '@seller/api-types';
import { badRequest } from '../../http/errors.js';
import type { EditChange, EditColumn, EditRowRecord } from './store.js';

/** The most data rows one file may hold; a bigger catalogue is edited in parts. */
export const maxEditRows = 100_000;

const headerNames: Record<'sku' | EditColumn, string[]> = {
  sku: ['sku'],
  price: ['harga', 'price'],
  stock: ['stok', 'stock'],
  status: ['status'],
};

/** The sheet column a seller sees for each editable value. */
export const sheetColumnOf: Record<EditColumn, string> = {
  price: 'harga',
  stock: 'stok',
  status: 'status',
};

export interface CurrentVariant {
  id: number;
  sku: string;
  product_name: string | null;
  name: string;
  price: number | string;
  stock: number;
  is_active: boolean;
}

export interface SheetReading {
  rows: EditRowRecord[];
  totalRows: number;
  unchangedRows: number;
}

const isBlank = (cells: string[]) => cells.every((cell) => (cell ?? '').trim() === '');

function columnsOf(headers: string[]) {
  const at = (names: string[]) =>
    headers.findIndex((header) => names.includes((header ?? '').trim().toLowerCase()));
  return {
    sku: at(headerNames.sku),
    price: at(headerNames.price),
    stock: at(headerNames.stock),
    status: at(headerNames.status),
  };
}

/** Refuses a whole file whose header, size or emptiness no edit can come from. */
export function checkEditSheet(sheet: string[][]) {
  const columns = columnsOf(sheet[0] ?? []);
  if (columns.sku < 0 || (columns.price < 0 && columns.stock < 0 && columns.status < 0))
    throw badRequest(
      'Kolom berkas tidak dikenali. Baris pertama harus berisi kolom sku dan setidaknya satu dari harga, stok atau status, seperti berkas unduhan katalog.',
    );
  const dataRows = sheet.slice(1).filter((cells) => !isBlank(cells)).length;
  if (dataRows === 0) throw badRequest('Berkas tidak berisi baris data.');
  if (dataRows > maxEditRows)
    throw badRequest(
      `Berkas berisi ${dataRows.toLocaleString('id-ID')} baris, maksimal 100.000 baris. Bagi menjadi beberapa berkas.`,
    );
  return columns;
}

const readers = {
  price: (text: string) => {
    const read = readPrice(text);
    return read.ok ? { ok: true as const, value: String(read.value) } : read;
  },
  stock: (text: string) => {
    const read = readStock(text);
    return read.ok ? { ok: true as const, value: String(read.value) } : read;
  },
  status: (text: string) => {
    const read = readStatus(text);
    return read.ok ? { ok: true as const, value: statusWord(read.value) } : read;
  },
};

const currentValue = (variant: CurrentVariant, column: EditColumn) =>
  column === 'price'
    ? String(variant.price)
    : column === 'stock'
      ? String(variant.stock)
      : statusWord(variant.is_active);

/**
 * Compares every data row with the variants as they are now. An empty cell leaves its value as
 * it is; the first invalid cell refuses the row with the grid's own message.
 */
export function compareEditSheet(
  sheet: string[][],
  variantsBySku: Map<string, CurrentVariant>,
): SheetReading {
  const columns = checkEditSheet(sheet);
  const editable = (['price', 'stock', 'status'] as const).filter((c) => columns[c] >= 0);
  const seen = new Map<string, number>();
  const out: EditRowRecord[] = [];
  let totalRows = 0;
  let unchangedRows = 0;
  sheet.forEach((cells, index) => {
    if (index === 0 || isBlank(cells)) return;
    totalRows += 1;
    const sheetRow = index + 1;
    const sku = (cells[columns.sku] ?? '').trim();
    const key = sku.toLowerCase();
    const variant = variantsBySku.get(key);
    const refuse = (column: string, message: string) =>
      out.push({
        kind: 'refused',
        sheetRow,
        sku,
        variantId: variant?.id ?? null,
        productName: variant?.product_name ?? null,
        variantName: variant?.name ?? null,
        changes: [],
        refusal: { column, message },
      });
    if (!sku) return refuse('sku', 'SKU wajib diisi.');
    const earlier = seen.get(key);
    if (earlier !== undefined) return refuse('sku', `SKU sudah ada di baris ${earlier}.`);
    seen.set(key, sheetRow);
    if (!variant) return refuse('sku', `SKU '${sku}' tidak ditemukan.`);
    const changes: EditChange[] = [];
    for (const column of editable) {
      const text = (cells[columns[column]] ?? '').trim();
      if (!text) continue;
      const read = readers[column](text);
      if (!read.ok) return refuse(sheetColumnOf[column], read.message);
      const old = currentValue(variant, column);
      if (read.value !== old) changes.push({ column, old, new: read.value });
    }
    if (changes.length === 0) {
      unchangedRows += 1;
      return;
    }
    out.push({
      kind: 'changed',
      sheetRow,
      sku: variant.sku,
      variantId: variant.id,
      productName: variant.product_name,
      variantName: variant.name,
      changes,
      refusal: null,
    });
  });
  return { rows: out, totalRows, unchangedRows };
}

export { currentValue };
