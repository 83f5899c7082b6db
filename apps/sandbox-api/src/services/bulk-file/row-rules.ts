import { readPrice, readStock } from '@seller/api-types';

/** One problem with one row of an uploaded sheet; `row` is the sheet's own row number. */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

export interface StockRow {
  row: number;
  sku: string;
  stock: number;
}

export interface ProductRow {
  row: number;
  productName: string;
  description: string;
  variantName: string;
  sku: string;
  price: number;
  stock: number;
}

export type SheetKind = 'variant-stock' | 'product-create';

const stockHeaders = { sku: ['sku'], stock: ['stok', 'stock'] };
const productHeaders = {
  productName: ['nama_produk', 'nama produk', 'product_name'],
  description: ['deskripsi', 'description'],
  variantName: ['nama_varian', 'nama varian', 'variant_name'],
  sku: ['sku'],
  price: ['harga', 'price'],
  stock: ['stok', 'stock'],
};

const normalise = (header: string) => header.trim().toLowerCase();

function columnIndex(headers: string[], names: string[]): number {
  return headers.findIndex((header) => names.includes(normalise(header)));
}

/** The kind of sheet, told by its header row; null when the columns match neither template. */
export function sheetKind(headers: string[]): SheetKind | null {
  if (
    columnIndex(headers, productHeaders.productName) >= 0 &&
    columnIndex(headers, productHeaders.variantName) >= 0
  )
    return 'product-create';
  if (columnIndex(headers, stockHeaders.sku) >= 0 && columnIndex(headers, stockHeaders.stock) >= 0)
    return 'variant-stock';
  return null;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
const skuPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Checks the rows of a stock sheet: every row needs a known-looking SKU and a whole stock ≥ 0. */
export function checkStockRows(sheet: string[][]): {
  rows: StockRow[];
  errors: RowError[];
  total: number;
} {
  const headers = sheet[0] ?? [];
  const skuAt = columnIndex(headers, stockHeaders.sku);
  const stockAt = columnIndex(headers, stockHeaders.stock);
  const rows: StockRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  let total = 0;
  sheet.slice(1).forEach((cells, index) => {
    if (isBlank(cells)) return;
    total += 1;
    const row = index + 2;
    const sku = (cells[skuAt] ?? '').trim();
    // The grid's own reading, so a file's message equals the grid's for the same mistake.
    const stock = readStock(cells[stockAt] ?? '');
    if (!skuPattern.test(sku))
      errors.push({ row, column: 'sku', message: sku ? 'SKU tidak valid.' : 'SKU wajib diisi.' });
    else if (!stock.ok) errors.push({ row, column: 'stok', message: stock.message });
    else if (seen.has(sku.toLowerCase()))
      errors.push({
        row,
        column: 'sku',
        message: `SKU sudah ada di baris ${seen.get(sku.toLowerCase())}.`,
      });
    else {
      seen.set(sku.toLowerCase(), row);
      rows.push({ row, sku, stock: stock.value });
    }
  });
  return { rows, errors, total };
}

/** Checks the rows of a product sheet: one row per variant, grouped into products by name. */
export function checkProductRows(sheet: string[][]): {
  rows: ProductRow[];
  errors: RowError[];
  total: number;
} {
  const headers = sheet[0] ?? [];
  const at = Object.fromEntries(
    Object.entries(productHeaders).map(([key, names]) => [key, columnIndex(headers, names)]),
  ) as Record<keyof typeof productHeaders, number>;
  const rows: ProductRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  let total = 0;
  sheet.slice(1).forEach((cells, index) => {
    if (isBlank(cells)) return;
    total += 1;
    const row = index + 2;
    const text = (key: keyof typeof productHeaders) =>
      at[key] >= 0 ? (cells[at[key]] ?? '').trim() : '';
    const candidate = {
      row,
      productName: text('productName'),
      description: text('description'),
      variantName: text('variantName'),
      sku: text('sku'),
      price: readPrice(text('price')),
      stock: readStock(text('stock')),
    };
    const problem = !candidate.productName
      ? { column: 'nama_produk', message: 'Nama produk wajib diisi.' }
      : candidate.productName.length > 255
        ? { column: 'nama_produk', message: 'Nama produk maksimal 255 karakter.' }
        : !candidate.variantName
          ? { column: 'nama_varian', message: 'Nama varian wajib diisi.' }
          : !skuPattern.test(candidate.sku)
            ? { column: 'sku', message: candidate.sku ? 'SKU tidak valid.' : 'SKU wajib diisi.' }
            : seen.has(candidate.sku.toLowerCase())
              ? {
                  column: 'sku',
                  message: `SKU sudah ada di baris ${seen.get(candidate.sku.toLowerCase())}.`,
                }
              : !candidate.price.ok
                ? { column: 'harga', message: candidate.price.message }
                : !candidate.stock.ok
                  ? { column: 'stok', message: candidate.stock.message }
                  : null;
    if (problem) {
      errors.push({ row, ...problem });
      return;
    }
    seen.set(candidate.sku.toLowerCase(), row);
    rows.push({
      ...candidate,
      price: candidate.price.ok ? candidate.price.value : 0,
      stock: candidate.stock.ok ? candidate.stock.value : 0,
    });
  });
  return { rows, errors, total };
}
