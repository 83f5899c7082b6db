import { sql } from 'drizzle-orm';
import { rows, type Exec } from '../../db/query.js';
import { badRequest } from '../../http/errors.js';
import type { Bag } from '../../http/types.js';
import { variantFilter } from '../catalog.js';
import {
  csvFileType,
  tableToCsv,
  tableToXlsx,
  xlsxType,
  type TableCell,
  type TableFile,
} from '../files/table-file.js';
import { statusWord } from '@seller/api-types';
import { sheetColumnOf } from './edit-sheet.js';
import { changesOf, type StoredRow } from './store.js';

export interface AnsweredFile {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  ext: 'csv' | 'xlsx';
}

function formatOf(query: Bag): 'csv' | 'xlsx' {
  if (query.format === 'csv' || query.format === 'xlsx') return query.format;
  throw badRequest("Parameter 'format' harus 'csv' atau 'xlsx'.");
}

async function writeTable(table: TableFile, format: 'csv' | 'xlsx'): Promise<AnsweredFile> {
  return format === 'csv'
    ? { body: tableToCsv(table), type: csvFileType, ext: 'csv' }
    : { body: await tableToXlsx(table), type: xlsxType, ext: 'xlsx' };
}

/** The day in Jakarta (WIB, UTC+7) as YYYYMMDD, for file names. */
export const wibDay = (now = new Date()) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

export const fileAnswer = (file: AnsweredFile, name: string) =>
  new Response(file.body, {
    status: 200,
    headers: {
      'content-type': file.type,
      'content-disposition': `attachment; filename="${name}.${file.ext}"`,
    },
  });

const productActivation = (brandId: number, status: unknown) =>
  status === 'active' || status === 'inactive'
    ? sql` AND product_id IN (SELECT id FROM products WHERE brand_id = ${brandId} AND ${status === 'active' ? sql`is_active` : sql`NOT is_active`})`
    : sql``;

/** The brand's variants the list's filters select, as the bulk-edit template. */
export async function variantExport(db: Exec, brandId: number, query: Bag) {
  const format = formatOf(query);
  // The status tab is the product list's (the products' activation), not the variants'.
  const where = sql`${variantFilter(brandId, { ...query, status: undefined })}${productActivation(brandId, query.status)}`;
  const list = await rows<{
    sku: string;
    product_name: string | null;
    name: string;
    price: number | string;
    stock: number;
    is_active: boolean;
  }>(
    db,
    sql`SELECT sku, product_name, name, price, stock, is_active FROM variants WHERE ${where}
        ORDER BY product_name, product_id, id`,
  );
  return writeTable(
    {
      sheetName: 'Katalog',
      columns: [
        { header: 'sku', width: 20 },
        { header: 'produk', width: 32 },
        { header: 'varian', width: 24 },
        { header: 'harga', width: 14 },
        { header: 'stok', width: 10 },
        { header: 'status', width: 10 },
      ],
      rows: list.map((v) => [
        v.sku,
        v.product_name ?? '',
        v.name,
        Number(v.price),
        v.stock,
        statusWord(v.is_active),
      ]),
    },
    format,
  );
}

const outcomeWord: Record<StoredRow['outcome'], string> = {
  pending: 'belum diterapkan',
  applied: 'diterapkan',
  skipped: 'dilewati',
  refused: 'ditolak',
};

/** One line per changed cell and one per refused row, in sheet row order. */
export async function editResult(db: Exec, editId: number, query: Bag) {
  const format = formatOf(query);
  const list = await rows<StoredRow>(
    db,
    sql`SELECT * FROM bulk_edit_rows WHERE edit_id = ${editId} ORDER BY sheet_row`,
  );
  const lines: TableCell[][] = [];
  for (const row of list) {
    const base = [row.sheet_row, row.sku, row.product_name ?? '', row.variant_name ?? ''];
    if (row.kind === 'refused') {
      lines.push([
        ...base,
        row.refusal_column ?? '',
        '',
        '',
        outcomeWord.refused,
        row.refusal_message ?? '',
      ]);
      continue;
    }
    for (const change of changesOf(row))
      lines.push([
        ...base,
        sheetColumnOf[change.column],
        change.old,
        change.new,
        outcomeWord[row.outcome],
        row.outcome_message ?? '',
      ]);
  }
  return writeTable(
    {
      sheetName: 'Hasil',
      columns: [
        'baris',
        'sku',
        'produk',
        'varian',
        'kolom',
        'lama',
        'baru',
        'hasil',
        'keterangan',
      ].map((header) => ({ header, width: header === 'keterangan' ? 48 : 14 })),
      rows: lines,
    },
    format,
  );
}
