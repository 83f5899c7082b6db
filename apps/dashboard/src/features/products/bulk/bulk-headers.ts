import { bulkCopy } from './bulk-copy';

/**
 * The header rows of the two bulk templates. The sandbox reads a sheet by the same names
 * (apps/sandbox-api/src/services/bulk-file/row-rules.ts); a file with neither is refused.
 */
export const bulkTemplates = {
  stock: ['sku', 'stok'],
  product: ['nama_produk', 'deskripsi', 'nama_varian', 'sku', 'harga', 'stok'],
} as const;

/** The names each column is known by, as the sandbox accepts them. */
const aliases = {
  sku: ['sku'],
  stock: ['stok', 'stock'],
  productName: ['nama_produk', 'nama produk', 'product_name'],
  variantName: ['nama_varian', 'nama varian', 'variant_name'],
};

function headerCells(text: string): string[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  // Spreadsheet programs in Indonesia often save CSV with ';' as the separator.
  const semicolons = firstLine.match(/;/g)?.length ?? 0;
  const commas = firstLine.match(/,/g)?.length ?? 0;
  return firstLine.split(semicolons > commas ? ';' : ',').map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * Why a chosen CSV would be refused for its header row, before it is sent; null when the header
 * is a template's, or the file is not CSV (XLSX is read by the server, which refuses it the same
 * way on the way in).
 */
export async function bulkHeaderProblem(file: File): Promise<string | null> {
  if (!/\.csv$/i.test(file.name)) return null;
  let cells: string[];
  try {
    // The header is in the first bytes; a 5 MB sheet need not be read whole.
    cells = headerCells(await file.slice(0, 4096).text());
  } catch {
    return null;
  }
  const has = (names: readonly string[]) =>
    cells.some((cell) => names.includes(cell.toLowerCase()));
  const known =
    (has(aliases.productName) && has(aliases.variantName)) ||
    (has(aliases.sku) && has(aliases.stock));
  if (known) return null;
  return bulkCopy.headersUnknown(cells.filter((cell) => cell !== '').slice(0, 6));
}

/** A template as a file the browser downloads without a call: its header row only. */
export function templateHref(headers: readonly string[]): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${headers.join(',')}\n`)}`;
}
