import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../../db/query.js';
import { changeStock, type StockSource } from '../stock-history.js';
import { currentValue, type CurrentVariant } from './edit-sheet.js';
import {
  changesOf,
  editColumns,
  findEdit,
  toBulkEdit,
  type BulkEditRecord,
  type StoredRow,
} from './store.js';

export const changedSincePreview =
  'Varian ini berubah sejak pratinjau. Unduh berkas lagi lalu ulangi.';
const variantGone = 'Varian ini sudah dihapus sejak pratinjau.';

/** Variants locked and written per statement. */
const lockChunk = 1000;

/** A list of ids as one bound PostgreSQL array literal (any length, one parameter). */
const intArray = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/**
 * Applies a previewed edit once. The flip previewed → applied is one conditional update, so of two
 * parallel confirms one applies and the other finds the edit applied and answers it unchanged.
 * Values are absolute, so a variant whose value moved since the preview (an order took stock, a
 * grid save) is skipped rather than overwritten.
 */
export async function confirmBulkEdit(tx: Exec, brandId: number, userId: number, id: unknown) {
  const found = await findEdit(tx, brandId, id);
  const edit = await one<BulkEditRecord>(
    tx,
    sql`UPDATE bulk_edits SET status = 'applied', applied_at = now() WHERE id = ${found.id} AND status = 'previewed' RETURNING id`,
  );
  if (!edit) return toBulkEdit(await findEdit(tx, brandId, found.id));
  const bulkFile = await one<{ id: number }>(
    tx,
    sql`INSERT INTO bulk_files (id, brand_id, user_id, file_name, file_type, status, total_rows, success_rows, failed_rows, is_read, created_at)
        VALUES (nextval('bulk_files_id_seq'), ${brandId}, ${userId}, ${found.file_name}, 'variant-edit', 'done', ${found.total_rows}, 0, 0, false, now())
        RETURNING id`,
  );
  const source: StockSource = { kind: 'upload', fileId: bulkFile!.id, fileName: found.file_name };
  const changed = await rows<StoredRow>(
    tx,
    sql`SELECT * FROM bulk_edit_rows WHERE edit_id = ${found.id} AND kind = 'changed' ORDER BY variant_id`,
  );
  const applied: number[] = [];
  const skipped: number[] = [];
  const gone: number[] = [];
  for (let start = 0; start < changed.length; start += lockChunk) {
    const chunk = changed.slice(start, start + lockChunk);
    // Locked in variant id order, so two edits of the same variants never wait on each other.
    const locked = await rows<CurrentVariant>(
      tx,
      sql`SELECT id, sku, product_name, name, price, stock, is_active FROM variants
          WHERE id = ANY(${intArray(chunk.map((row) => row.variant_id ?? 0))}) AND brand_id = ${brandId}
            AND NOT is_deleted ORDER BY id FOR UPDATE`,
    );
    const byId = new Map(locked.map((variant) => [variant.id, variant]));
    const fields: { id: number; price: number; isActive: boolean }[] = [];
    for (const row of chunk) {
      const variant = byId.get(row.variant_id ?? 0);
      if (!variant) {
        gone.push(row.sheet_row);
        continue;
      }
      const changes = changesOf(row);
      if (changes.some((change) => currentValue(variant, change.column) !== change.old)) {
        skipped.push(row.sheet_row);
        continue;
      }
      const next = Object.fromEntries(changes.map((change) => [change.column, change.new]));
      if (next.stock !== undefined)
        await changeStock(
          tx,
          { variantId: variant.id, brandId },
          { level: Number(next.stock) },
          source,
        );
      if (next.price !== undefined || next.status !== undefined)
        fields.push({
          id: variant.id,
          price: next.price === undefined ? Number(variant.price) : Number(next.price),
          isActive: next.status === undefined ? variant.is_active : next.status === 'aktif',
        });
      applied.push(row.sheet_row);
    }
    if (fields.length > 0)
      await tx.execute(
        sql`UPDATE variants v SET price = u.price, is_active = u.is_active, updated_at = now()
            FROM (SELECT unnest(${intArray(fields.map((f) => f.id))}) AS id,
                         unnest(${`{${fields.map((f) => f.price).join(',')}}`}::bigint[]) AS price,
                         unnest(${`{${fields.map((f) => (f.isActive ? 't' : 'f')).join(',')}}`}::boolean[]) AS is_active) u
            WHERE v.id = u.id`,
      );
  }
  const mark = (list: number[], outcome: string, message: string | null) =>
    list.length === 0
      ? Promise.resolve()
      : tx.execute(
          sql`UPDATE bulk_edit_rows SET outcome = ${outcome}, outcome_message = ${message}
              WHERE edit_id = ${found.id} AND kind = 'changed' AND sheet_row = ANY(${intArray(list)})`,
        );
  await mark(applied, 'applied', null);
  await mark(skipped, 'skipped', changedSincePreview);
  await mark(gone, 'skipped', variantGone);
  const skippedRows = skipped.length + gone.length;
  await tx.execute(
    sql`UPDATE bulk_files SET success_rows = ${applied.length}, failed_rows = ${found.refused_rows + skippedRows} WHERE id = ${bulkFile!.id}`,
  );
  const done = await one<BulkEditRecord>(
    tx,
    sql`UPDATE bulk_edits SET applied_rows = ${applied.length}, skipped_rows = ${skippedRows}, bulk_file_id = ${bulkFile!.id}
        WHERE id = ${found.id} RETURNING ${editColumns}`,
  );
  return toBulkEdit(done!);
}
