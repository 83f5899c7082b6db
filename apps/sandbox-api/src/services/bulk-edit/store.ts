import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../../db/query.js';
import { notFound } from '../../http/errors.js';
import type { Bag } from '../../http/types.js';
import { int, metadata, paging } from '../common.js';

export type EditColumn = 'price' | 'stock' | 'status';
export type RowOutcome = 'pending' | 'applied' | 'skipped' | 'refused';

export interface EditChange {
  column: EditColumn;
  old: string;
  new: string;
}

export interface EditRowRecord {
  kind: 'changed' | 'refused';
  sheetRow: number;
  sku: string;
  variantId: number | null;
  productName: string | null;
  variantName: string | null;
  changes: EditChange[];
  refusal: { column: string; message: string } | null;
}

export interface BulkEditRecord {
  id: number;
  brand_id: number;
  file_name: string;
  status: 'previewed' | 'applied';
  created_iso: string;
  applied_iso: string | null;
  total_rows: number;
  changed_rows: number;
  unchanged_rows: number;
  refused_rows: number;
  change_count: number;
  applied_rows: number;
  skipped_rows: number;
  bulk_file_id: number | null;
}

export interface StoredRow {
  kind: 'changed' | 'refused';
  sheet_row: number;
  sku: string;
  variant_id: number | null;
  product_name: string | null;
  variant_name: string | null;
  changes: EditChange[] | string;
  refusal_column: string | null;
  refusal_message: string | null;
  outcome: RowOutcome;
  outcome_message: string | null;
}

export const editColumns = sql.raw(
  `*, iso(created_at) AS created_iso, CASE WHEN applied_at IS NULL THEN NULL ELSE iso(applied_at) END AS applied_iso`,
);

export const toBulkEdit = (e: BulkEditRecord) => ({
  id: e.id,
  brandId: e.brand_id,
  fileName: e.file_name,
  status: e.status,
  createdAt: e.created_iso,
  appliedAt: e.applied_iso,
  totalRows: e.total_rows,
  changedRows: e.changed_rows,
  unchangedRows: e.unchanged_rows,
  refusedRows: e.refused_rows,
  changeCount: e.change_count,
  appliedRows: e.applied_rows,
  skippedRows: e.skipped_rows,
  bulkFileId: e.bulk_file_id,
});

/** jsonb arrives parsed from PostgreSQL and PGlite alike, but a text copy is tolerated. */
export const changesOf = (row: StoredRow): EditChange[] =>
  typeof row.changes === 'string' ? (JSON.parse(row.changes) as EditChange[]) : row.changes;

export const toBulkEditRow = (row: StoredRow) => ({
  row: row.sheet_row,
  sku: row.sku,
  variantId: row.variant_id,
  productName: row.product_name,
  variantName: row.variant_name,
  changes: changesOf(row),
  refusal:
    row.refusal_column === null
      ? null
      : { column: row.refusal_column, message: row.refusal_message ?? '' },
  outcome: row.outcome,
  outcomeMessage: row.outcome_message,
});

/** The brand's edit; another brand's edit is as unknown as a missing one. */
export async function findEdit(db: Exec, brandId: number, id: unknown): Promise<BulkEditRecord> {
  const editId = int(id);
  const edit = Number.isSafeInteger(editId)
    ? await one<BulkEditRecord>(
        db,
        sql`SELECT ${editColumns} FROM bulk_edits WHERE id = ${editId} AND brand_id = ${brandId}`,
      )
    : undefined;
  if (!edit) throw notFound('Perubahan massal tidak ditemukan.');
  return edit;
}

export async function editRowsPage(db: Exec, editId: number, query: Bag) {
  const p = paging(query, 20);
  const kind = query.kind === 'refused' ? 'refused' : 'changed';
  const list = await rows<StoredRow>(
    db,
    sql`SELECT * FROM bulk_edit_rows WHERE edit_id = ${editId} AND kind = ${kind}
        ORDER BY sheet_row LIMIT ${p.size} OFFSET ${p.offset}`,
  );
  const total = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM bulk_edit_rows WHERE edit_id = ${editId} AND kind = ${kind}`,
  );
  return { data: list.map(toBulkEditRow), metadata: metadata(p, total?.n ?? 0) };
}

const insertChunk = 1000;

/** Writes the rows in chunks and lets other requests run between chunks (100,000-row files). */
export async function insertEditRows(db: Exec, editId: number, list: EditRowRecord[]) {
  for (let start = 0; start < list.length; start += insertChunk) {
    const chunk = list.slice(start, start + insertChunk);
    await db.execute(
      sql`INSERT INTO bulk_edit_rows (edit_id, kind, sheet_row, sku, variant_id, product_name, variant_name, changes, refusal_column, refusal_message, outcome)
          VALUES ${sql.join(
            chunk.map(
              (r) =>
                sql`(${editId}, ${r.kind}, ${r.sheetRow}, ${r.sku}, ${r.variantId}, ${r.productName}, ${r.variantName}, ${JSON.stringify(r.changes)}::jsonb, ${r.refusal?.column ?? null}, ${r.refusal?.message ?? null}, ${r.kind === 'refused' ? 'refused' : 'pending'})`,
            ),
            sql`, `,
          )}`,
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
}
