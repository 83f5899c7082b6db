import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../../db/query.js';
import { badRequest } from '../../http/errors.js';
import { readSheet } from '../bulk-file/read-sheet.js';
import { compareEditSheet, type CurrentVariant, type SheetReading } from './edit-sheet.js';
import { editColumns, insertEditRows, toBulkEdit, type BulkEditRecord } from './store.js';

async function sheetOf(file: File): Promise<string[][]> {
  if (!/\.(xlsx|csv)$/i.test(file.name))
    throw badRequest("Kolom 'file' harus berupa berkas .xlsx atau .csv.");
  if (file.size === 0) throw badRequest("Kolom 'file' tidak boleh kosong.");
  try {
    return await readSheet(new Uint8Array(await file.arrayBuffer()), file.name);
  } catch {
    throw badRequest(
      'Berkas tidak dapat dibaca. Simpan ulang sebagai .xlsx atau .csv lalu unggah lagi.',
    );
  }
}

/**
 * The dry run, in two steps so the long part holds no transaction: `readBulkEdit` parses the file
 * and compares it with the variants as they are now (no lock, nothing written), `storeBulkEdit`
 * writes the preview in one short transaction. Nothing on the variants changes.
 */
export async function readBulkEdit(db: Exec, brandId: number, file: File) {
  const sheet = await sheetOf(file);
  const variants = await rows<CurrentVariant>(
    db,
    sql`SELECT id, sku, product_name, name, price, stock, is_active FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted`,
  );
  const bySku = new Map(variants.map((v) => [v.sku.toLowerCase(), v]));
  return compareEditSheet(sheet, bySku);
}

export async function storeBulkEdit(
  tx: Exec,
  brandId: number,
  userId: number,
  fileName: string,
  reading: SheetReading,
) {
  const changed = reading.rows.filter((r) => r.kind === 'changed');
  const changeCount = changed.reduce((sum, r) => sum + r.changes.length, 0);
  const edit = await one<BulkEditRecord>(
    tx,
    sql`INSERT INTO bulk_edits (brand_id, user_id, file_name, total_rows, changed_rows, unchanged_rows, refused_rows, change_count)
        VALUES (${brandId}, ${userId}, ${fileName}, ${reading.totalRows}, ${changed.length}, ${reading.unchangedRows}, ${reading.rows.length - changed.length}, ${changeCount})
        RETURNING ${editColumns}`,
  );
  await insertEditRows(tx, edit!.id, reading.rows);
  return toBulkEdit(edit!);
}

/** Both steps on one connection (tests and seeds). */
export async function previewBulkEdit(db: Exec, brandId: number, userId: number, file: File) {
  return storeBulkEdit(db, brandId, userId, file.name, await readBulkEdit(db, brandId, file));
}
