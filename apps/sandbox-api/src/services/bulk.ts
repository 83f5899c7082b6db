import { sql } from 'drizzle-orm';
import { byteaValue, one, type Exec } from '../db/query.js';
import { badRequest } from '../http/errors.js';
import { sheetTypeOf } from '../http/uploads.js';
import { assertKnownHeaders } from './bulk-file/sheet-headers.js';

export interface BulkFileRow {
  id: number;
  brand_id: number;
  file_name: string;
  file_type: string;
  status: string;
  total_rows: number;
  success_rows: number;
  failed_rows: number;
  is_read: boolean;
  result_url: string | null;
  created_iso: string;
}

export const toBulkFile = (b: BulkFileRow) => ({
  id: b.id,
  brandId: b.brand_id,
  fileName: b.file_name,
  type: b.file_type,
  status: b.status,
  totalRow: b.total_rows,
  successRow: b.success_rows,
  failedRow: b.failed_rows,
  isRead: b.is_read,
  resultUrl: b.result_url,
  createdAt: b.created_iso,
});

const maxBytes = 5 * 1024 * 1024;

/** Stores the uploaded sheet and records it as queued; CSV rows are counted on arrival. */
export async function createBulkFile(
  db: Exec,
  brandId: number,
  userId: number,
  file: File,
  fileType: string,
) {
  if (!/\.(xlsx|xls|csv)$/i.test(file.name))
    throw badRequest("Kolom 'file' harus berupa berkas .xlsx, .xls atau .csv.");
  if (file.size === 0) throw badRequest("Kolom 'file' tidak boleh kosong.");
  if (file.size > maxBytes) throw badRequest("Kolom 'file' maksimal 5 MB.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Decided from the bytes (issue 15): a plain-text or HTML file named .csv is refused with its reason.
  const contentType = await sheetTypeOf(bytes, file.name);
  await assertKnownHeaders(bytes, file.name);
  const lines = file.name.toLowerCase().endsWith('.csv')
    ? Math.max(
        0,
        new TextDecoder()
          .decode(bytes)
          .split(/\r?\n/)
          .filter((l) => l.trim()).length - 1,
      )
    : 0;
  await db.execute(
    sql`INSERT INTO uploads (user_id, file_name, content_type, size, content) VALUES (${userId}, ${file.name}, ${contentType}, ${file.size}, ${byteaValue(bytes)})`,
  );
  const row = await one<BulkFileRow>(
    db,
    sql`INSERT INTO bulk_files (id, brand_id, user_id, file_name, file_type, status, total_rows, success_rows, failed_rows, is_read, created_at)
        VALUES (nextval('bulk_files_id_seq'), ${brandId}, ${userId}, ${file.name}, ${fileType}, 'queued', ${lines}, 0, 0, false, now())
        RETURNING *, iso(created_at) AS created_iso`,
  );
  return toBulkFile(row!);
}
