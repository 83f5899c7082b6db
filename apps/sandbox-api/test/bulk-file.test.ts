import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/query.js';
import { createBulkFile } from '../src/services/bulk.js';
import { processBulkFile } from '../src/services/bulk-file/process-bulk-file.js';
import { readSheet } from '../src/services/bulk-file/read-sheet.js';
import { sheetKind } from '../src/services/bulk-file/row-rules.js';
import { startSandbox, type TestSandbox } from './support.js';

interface SeededVariant {
  id: number;
  sku: string;
  stock: number;
}

interface BulkOutcome {
  status: string;
  fileType: string;
  total: number;
  success: number;
  failed: number;
  report: string[] | null;
}

const sellerId = 1;
const stockistId = 2;

async function xlsx(rowsOfCells: (string | number)[][]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stok');
  for (const cells of rowsOfCells) sheet.addRow(cells);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const csv = (text: string) => new TextEncoder().encode(text);

describe('bulk files: reading, checking and applying a sheet', () => {
  let sb: TestSandbox;

  beforeAll(async () => {
    sb = await startSandbox();
  });

  afterAll(async () => {
    await sb?.close();
  });

  async function variantsOf(brandId: number, count: number, offset = 0): Promise<SeededVariant[]> {
    return rows<SeededVariant>(
      sb.database.db,
      sql`SELECT id, sku, stock FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted ORDER BY id LIMIT ${count} OFFSET ${offset}`,
    );
  }

  async function stockOf(id: number): Promise<number | undefined> {
    return (
      await one<{ stock: number }>(sb.database.db, sql`SELECT stock FROM variants WHERE id = ${id}`)
    )?.stock;
  }

  /** Queues the file as the upload call does, then runs the job to the end. */
  async function upload(
    brandId: number,
    userId: number,
    fileName: string,
    bytes: Uint8Array<ArrayBuffer>,
  ): Promise<BulkOutcome> {
    const db = sb.database.db;
    const queued = await createBulkFile(
      db,
      brandId,
      userId,
      new File([bytes], fileName),
      'product-model',
    );
    await processBulkFile(db, { bulkFileId: queued.id, brandId, userId, fileName, bytes });
    const record = await one<{
      status: string;
      file_type: string;
      total_rows: number;
      success_rows: number;
      failed_rows: number;
      result_url: string | null;
    }>(
      db,
      sql`SELECT status, file_type, total_rows, success_rows, failed_rows, result_url FROM bulk_files WHERE id = ${queued.id}`,
    );
    expect(record).toBeDefined();
    let report: string[] | null = null;
    const uploadId = record!.result_url?.match(/\/media\/upload\/([0-9a-f-]{36})$/)?.[1];
    if (uploadId) {
      const stored = await one<{ text: string }>(
        db,
        sql`SELECT convert_from(content, 'UTF8') AS text FROM uploads WHERE public_id = ${uploadId}`,
      );
      report = (stored?.text ?? '')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    }
    return {
      status: record!.status,
      fileType: record!.file_type,
      total: record!.total_rows,
      success: record!.success_rows,
      failed: record!.failed_rows,
      report,
    };
  }

  describe('header detection', () => {
    it('tells a stock sheet from a product sheet by its header row, whatever the case and spacing', () => {
      expect(sheetKind(['SKU', ' Stok '])).toBe('variant-stock');
      expect(sheetKind(['sku', 'stock'])).toBe('variant-stock');
      expect(sheetKind(['nama_produk', 'deskripsi', 'nama_varian', 'sku', 'harga', 'stok'])).toBe(
        'product-create',
      );
      expect(sheetKind(['Nama Produk', 'Nama Varian', 'SKU', 'Harga', 'Stok'])).toBe(
        'product-create',
      );
      expect(sheetKind(['kode', 'jumlah'])).toBeNull();
      expect(sheetKind([])).toBeNull();
    });

    it('reads CSV with either separator and keeps cells as typed', async () => {
      expect(await readSheet(csv('\uFEFFsku;stok\nBSJ-007;007\n'), 'stok.csv')).toEqual([
        ['sku', 'stok'],
        ['BSJ-007', '007'],
      ]);
      expect(await readSheet(csv('sku,stok\r\nA-1,5\r\n'), 'STOK.CSV')).toEqual([
        ['sku', 'stok'],
        ['A-1', '5'],
      ]);
    });

    it('reads the first sheet of an XLSX workbook, numbers as text', async () => {
      const bytes = await xlsx([
        ['sku', 'stok'],
        ['BSJ-00001-01', 12],
      ]);
      expect(await readSheet(bytes, 'stok.xlsx')).toEqual([
        ['sku', 'stok'],
        ['BSJ-00001-01', '12'],
      ]);
    });

    // Issue 41: such a file was queued and showed up as 'Gagal · 0 dari 1 baris' in the history.
    it('refuses a sheet whose columns match neither template on the way in, naming the templates', async () => {
      const db = sb.database.db;
      const before = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bulk_files`);
      for (const [name, bytes] of [
        ['asal.csv', csv('kode,jumlah\nX,1\n')],
        [
          'asal.xlsx',
          await xlsx([
            ['kode', 'jumlah'],
            ['X', 1],
          ]),
        ],
      ] as const) {
        await expect(
          createBulkFile(db, 101, sellerId, new File([bytes], name), 'product-create'),
        ).rejects.toMatchObject({
          status: 400,
          message: expect.stringMatching(
            /^Judul kolom berkas tidak dikenali \(kode, jumlah\)\..*untuk stok sku, stok; untuk produk baru nama_produk, deskripsi, nama_varian, sku, harga, stok\. Unduh templat/,
          ),
        });
      }
      const after = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bulk_files`);
      expect(after?.n).toBe(before?.n);
    });
  });

  describe('stock sheets', () => {
    it('CSV: applies the valid rows and reports each bad row with its sheet row number', async () => {
      const [a, b] = await variantsOf(101, 2);
      const outcome = await upload(
        101,
        sellerId,
        'stok.csv',
        csv(
          `sku,stok\n${a!.sku},${a!.stock + 7}\nTIDAK-ADA-1,4\n${b!.sku},-3\n\n${b!.sku},1.000\n`,
        ),
      );
      expect(outcome).toMatchObject({
        status: 'done',
        fileType: 'variant-stock',
        total: 4,
        success: 2,
        failed: 2,
      });
      expect(outcome.report).toEqual([
        'baris,kolom,pesan',
        "3,sku,SKU 'TIDAK-ADA-1' tidak ditemukan.",
        '4,stok,Stok harus berupa angka bulat 0 atau lebih.',
      ]);
      expect(await stockOf(a!.id)).toBe(a!.stock + 7);
      // The blank line is skipped; '1.000' is Indonesian for one thousand.
      expect(await stockOf(b!.id)).toBe(1000);
    });

    it('XLSX: applies the valid rows and reports the bad ones', async () => {
      const [a, b, c] = await variantsOf(101, 3, 10);
      const bytes = await xlsx([
        ['SKU', 'Stok'],
        [a!.sku, 40],
        [b!.sku, 'banyak'],
        [c!.sku, 0],
        [a!.sku, 41],
      ]);
      const outcome = await upload(101, sellerId, 'stok.xlsx', bytes);
      expect(outcome).toMatchObject({
        status: 'done',
        fileType: 'variant-stock',
        total: 4,
        success: 2,
        failed: 2,
      });
      expect(outcome.report).toEqual([
        'baris,kolom,pesan',
        '3,stok,Stok harus berupa angka bulat 0 atau lebih.',
        '5,sku,SKU sudah ada di baris 2.',
      ]);
      expect([await stockOf(a!.id), await stockOf(b!.id), await stockOf(c!.id)]).toEqual([
        40,
        b!.stock,
        0,
      ]);
    });

    it("applies nothing to another brand's variants, even one of the same user", async () => {
      const [own] = await variantsOf(101, 1, 20);
      const [other] = await variantsOf(102, 1);
      const outcome = await upload(
        101,
        sellerId,
        'stok.csv',
        csv(`sku,stok\n${own!.sku},77\n${other!.sku},99\n`),
      );
      expect(outcome).toMatchObject({ status: 'done', success: 1, failed: 1 });
      expect(outcome.report).toEqual([
        'baris,kolom,pesan',
        `3,sku,SKU '${other!.sku}' tidak ditemukan.`,
      ]);
      expect(await stockOf(own!.id)).toBe(77);
      expect(await stockOf(other!.id)).toBe(other!.stock);
    });

    it('changes only the uploading brand when two brands share a SKU', async () => {
      const [mine] = await variantsOf(201, 1);
      const twin = await one<SeededVariant>(
        sb.database.db,
        sql`SELECT id, sku, stock FROM variants WHERE brand_id = 202 AND sku = ${mine!.sku}`,
      );
      expect(twin).toBeDefined();
      const outcome = await upload(
        201,
        stockistId,
        'stok.csv',
        csv(`sku,stok\n${mine!.sku},${mine!.stock + 3}\n`),
      );
      expect(outcome).toMatchObject({ status: 'done', success: 1, failed: 0, report: null });
      expect(await stockOf(mine!.id)).toBe(mine!.stock + 3);
      expect(await stockOf(twin!.id)).toBe(twin!.stock);
    });
  });

  describe('product sheets', () => {
    it('creates products from XLSX variant rows grouped by name, and reports the bad rows', async () => {
      const [taken] = await variantsOf(101, 1);
      const bytes = await xlsx([
        ['nama_produk', 'deskripsi', 'nama_varian', 'sku', 'harga', 'stok'],
        [
          'Kain Songket Palembang',
          'Songket tenun tangan.',
          'Merah / 2 m',
          'SGK-UJI-01',
          1250000,
          3,
        ],
        ['Kain Songket Palembang', '', 'Emas / 2 m', 'SGK-UJI-02', 1300000, 2],
        ['', '', 'Hijau / 2 m', 'SGK-UJI-03', 1200000, 1],
        ['Selendang Songket', '', 'Ungu', taken!.sku, 450000, 5],
      ]);
      const outcome = await upload(101, sellerId, 'produk.xlsx', bytes);
      expect(outcome).toMatchObject({
        status: 'done',
        fileType: 'product-create',
        total: 4,
        success: 2,
        failed: 2,
      });
      expect(outcome.report).toEqual([
        'baris,kolom,pesan',
        '4,nama_produk,Nama produk wajib diisi.',
        `5,sku,SKU '${taken!.sku}' sudah dipakai varian lain.`,
      ]);
      const created = await rows<{
        name: string;
        description: string;
        variant: string;
        sku: string;
        price: number;
        stock: number;
      }>(
        sb.database.db,
        sql`SELECT p.name, p.description, v.name AS variant, v.sku, v.price, v.stock FROM products p JOIN variants v ON v.product_id = p.id
            WHERE p.brand_id = 101 AND p.name IN ('Kain Songket Palembang', 'Selendang Songket') ORDER BY v.sku`,
      );
      expect(created).toEqual([
        {
          name: 'Kain Songket Palembang',
          description: 'Songket tenun tangan.',
          variant: 'Merah / 2 m',
          sku: 'SGK-UJI-01',
          price: 1250000,
          stock: 3,
        },
        {
          name: 'Kain Songket Palembang',
          description: 'Songket tenun tangan.',
          variant: 'Emas / 2 m',
          sku: 'SGK-UJI-02',
          price: 1300000,
          stock: 2,
        },
      ]);
    });
  });
});
