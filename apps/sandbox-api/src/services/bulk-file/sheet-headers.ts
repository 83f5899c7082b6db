import { badRequest } from '../../http/errors.js';
import { readSheet } from './read-sheet.js';
import { sheetKind, type SheetKind } from './row-rules.js';

/** The header rows of the two templates, as the seller downloads them from the dashboard. */
export const templateHeaders = {
  'variant-stock': ['sku', 'stok'],
  'product-create': ['nama_produk', 'deskripsi', 'nama_varian', 'sku', 'harga', 'stok'],
} as const satisfies Record<SheetKind, readonly string[]>;

/** The refusal of a sheet whose first row is no template's: it names what was expected. */
export function unknownHeadersMessage(found: readonly string[]): string {
  const shown = found.filter((cell) => cell.trim() !== '').slice(0, 6);
  const seen = shown.length > 0 ? ` (${shown.join(', ')})` : '';
  return (
    `Judul kolom berkas tidak dikenali${seen}. Baris pertama harus berisi judul kolom templat: ` +
    `untuk stok ${templateHeaders['variant-stock'].join(', ')}; untuk produk baru ` +
    `${templateHeaders['product-create'].join(', ')}. Unduh templat, isi datanya, lalu unggah lagi.`
  );
}

/**
 * Refuses, on the way in, a sheet whose header row matches neither template (issue 41: such a
 * file was queued and showed up later as 'Gagal · 0 dari 1 baris'). A sheet this reader cannot
 * open (an old .xls) is left to the job, which reports why.
 */
export async function assertKnownHeaders(bytes: Uint8Array, fileName: string): Promise<void> {
  let headers: string[];
  try {
    headers = (await readSheet(bytes, fileName))[0] ?? [];
  } catch {
    return;
  }
  if (!sheetKind(headers)) throw badRequest(unknownHeadersMessage(headers));
}
