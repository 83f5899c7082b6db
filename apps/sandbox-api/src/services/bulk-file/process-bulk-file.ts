import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { byteaValue, one } from '../../db/query.js';
import { applyProductRows, applyStockRows } from './apply-rows.js';
import { errorReportCsv } from './error-report.js';
import { readSheet } from './read-sheet.js';
import { checkProductRows, checkStockRows, sheetKind, type RowError } from './row-rules.js';
import { unknownHeadersMessage } from './sheet-headers.js';

export interface BulkJob {
  bulkFileId: number;
  brandId: number;
  userId: number;
  fileName: string;
  bytes: Uint8Array;
}

const reportType = 'text/csv; charset=utf-8';

async function storeReport(db: Db, job: BulkJob, errors: RowError[]): Promise<string | null> {
  if (errors.length === 0) return null;
  const content = Buffer.from(errorReportCsv(errors));
  const name = `laporan-kesalahan-${job.bulkFileId}.csv`;
  const row = await one<{ public_id: string }>(
    db,
    sql`INSERT INTO uploads (user_id, file_name, content_type, size, content) VALUES (${job.userId}, ${name}, ${reportType}, ${content.length}, ${byteaValue(content)}) RETURNING public_id`,
  );
  return `/media/upload/${row!.public_id}`;
}

/**
 * Reads an uploaded sheet, applies every valid row in one transaction and records the counts
 * and the per-row error report on the bulk-file record. A sheet that cannot be read at all
 * fails as a whole, with its reason in the report.
 */
export async function processBulkFile(db: Db, job: BulkJob): Promise<void> {
  await db.execute(sql`UPDATE bulk_files SET status = 'processing' WHERE id = ${job.bulkFileId}`);
  let errors: RowError[] = [];
  try {
    const sheet = await readSheet(job.bytes, job.fileName);
    const kind = sheetKind(sheet[0] ?? []);
    if (!kind) {
      errors = [
        {
          row: 1,
          column: '-',
          message: unknownHeadersMessage(sheet[0] ?? []),
        },
      ];
      const url = await storeReport(db, job, errors);
      await db.execute(
        sql`UPDATE bulk_files SET status = 'failed', failed_rows = ${Math.max(0, sheet.length - 1)}, total_rows = ${Math.max(0, sheet.length - 1)}, result_url = ${url} WHERE id = ${job.bulkFileId}`,
      );
      return;
    }
    const checked = kind === 'variant-stock' ? checkStockRows(sheet) : checkProductRows(sheet);
    // Each stock the file changes is recorded as coming from this file (its id and name).
    const source = { kind: 'upload', fileId: job.bulkFileId, fileName: job.fileName } as const;
    const result = await db.transaction((tx) =>
      kind === 'variant-stock'
        ? applyStockRows(
            tx,
            job.brandId,
            checked.rows as ReturnType<typeof checkStockRows>['rows'],
            source,
          )
        : applyProductRows(
            tx,
            job.brandId,
            checked.rows as ReturnType<typeof checkProductRows>['rows'],
            source,
          ),
    );
    errors = [...checked.errors, ...result.errors];
    const url = await storeReport(db, job, errors);
    await db.execute(
      sql`UPDATE bulk_files SET status = 'done', file_type = ${kind}, total_rows = ${checked.total}, success_rows = ${result.applied},
          failed_rows = ${errors.length}, result_url = ${url}, is_read = false WHERE id = ${job.bulkFileId}`,
    );
  } catch (error) {
    errors = [
      {
        row: 0,
        column: '-',
        message: `Berkas tidak dapat dibaca: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
    const url = await storeReport(db, job, errors);
    await db.execute(
      sql`UPDATE bulk_files SET status = 'failed', result_url = ${url} WHERE id = ${job.bulkFileId}`,
    );
  }
}

/** Runs the job after the upload answered (202 queued), as a real queue would. */
export function scheduleBulkFile(db: Db, job: BulkJob): void {
  setTimeout(() => {
    processBulkFile(db, job).catch((error: unknown) =>
      console.error('bulk file', job.bulkFileId, error),
    );
  }, 100);
}
