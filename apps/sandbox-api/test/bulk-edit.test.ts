import { variantCellMessages } from '@seller/api-types';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one, rows } from '../src/db/query.js';
import { readSheet } from '../src/services/bulk-file/read-sheet.js';
import { tableToCsvText } from '../src/services/files/table-file.js';
import { inParallel, onBothDatabases } from './both-databases.js';
import type { TestSandbox } from './support.js';

const brandId = 103;
const variantPath = '/api/product/v3/partner/variant';
const editPath = `${variantPath}/bulk-edit`;
const exportHeader = ['sku', 'produk', 'varian', 'harga', 'stok', 'status'];

interface Edit {
  id: number;
  status: string;
  fileName: string;
  totalRows: number;
  changedRows: number;
  unchangedRows: number;
  refusedRows: number;
  changeCount: number;
  appliedRows: number;
  skippedRows: number;
  bulkFileId: number | null;
}

interface EditRow {
  row: number;
  sku: string;
  changes: { column: string; old: string; new: string }[];
  refusal: { column: string; message: string } | null;
  outcome: string;
  outcomeMessage: string | null;
}

interface Tagged {
  id: number;
  sku: string;
}

let tagCount = 0;

/**
 * Five variants of the brand renamed to SKUs of their own (price 10001…, stock 11…, active), so a
 * search by the tag selects exactly them; the first one's name is a formula. Numbered in the
 * export's order (product name, product, variant).
 */
async function taggedVariants(sb: TestSandbox): Promise<Tagged[]> {
  tagCount += 1;
  const tag = `BE${tagCount}X`;
  const picked = await rows<{ id: number }>(
    sb.database.db,
    sql`SELECT id FROM (SELECT id, product_name, product_id FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted
        ORDER BY id OFFSET ${(tagCount - 1) * 5} LIMIT 5) picked ORDER BY product_name, product_id, id`,
  );
  const out: Tagged[] = [];
  for (const [i, { id }] of picked.entries()) {
    const sku = `${tag}-${i}`;
    await sb.database.db.execute(
      sql`UPDATE variants SET sku = ${sku}, price = ${10001 + i}, stock = ${11 + i}, is_active = true,
          name = ${i === 0 ? '=1+2' : `Varian ${i}`} WHERE id = ${id}`,
    );
    out.push({ id, sku });
  }
  return out;
}

const tagOf = (list: Tagged[]) => list[0]!.sku.split('-')[0]!;

async function session(sb: TestSandbox) {
  const token = await sb.login('seller@demo.id');
  const headers = { 'user-id': '1' };
  const upload = (text: string, name = 'katalog-edit.csv') => {
    const form = new FormData();
    form.append('brandId', String(brandId));
    form.append('file', new File([text], name, { type: 'text/csv' }));
    return sb.request('POST', editPath, { token, multipart: form, headers });
  };
  const confirm = (id: number) =>
    sb.request('POST', `${editPath}/${id}/confirm`, {
      token,
      json: { brandId },
      headers,
    });
  const get = (path: string) => sb.request('GET', path, { token });
  const pageOf = async (id: number, kind: 'changed' | 'refused') => {
    const res = await get(`${editPath}/${id}/rows?brandId=${brandId}&kind=${kind}&size=100`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: EditRow[] }).data;
  };
  const exportCsv = async (query: string) => {
    const res = await get(`${variantPath}/export?brandId=${brandId}&format=csv&${query}`);
    expect(res.status).toBe(200);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  return { token, upload, confirm, get, pageOf, exportCsv };
}

const csvOf = (sheet: string[][]) =>
  tableToCsvText({
    sheetName: 'x',
    columns: sheet[0]!.map((header) => ({ header })),
    rows: sheet.slice(1),
  });

const stockOf = async (sb: TestSandbox, id: number) =>
  (await one<{ stock: number; price: number | string; is_active: boolean }>(
    sb.database.db,
    sql`SELECT stock, price, is_active FROM variants WHERE id = ${id}`,
  ))!;

async function message(res: Response) {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

onBothDatabases('bulk edit: export, dry run, confirm', (sandbox, kind) => {
  it(`exports the filtered variants with the template's columns, formulas defused (${kind})`, async () => {
    const sb = sandbox();
    const tagged = await taggedVariants(sb);
    await sb.database.db.execute(sql`UPDATE variants SET stock = 0 WHERE id = ${tagged[4]!.id}`);
    const s = await session(sb);
    const { res, bytes } = await s.exportCsv(`q=${tagOf(tagged)}`);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="katalog-103-\d{8}\.csv"$/,
    );
    const text = new TextDecoder().decode(bytes);
    // The formula name is written as text a spreadsheet shows and never runs.
    expect(text).toContain(",'=1+2,");
    const sheet = await readSheet(bytes, 'katalog.csv');
    expect(sheet[0]).toEqual(exportHeader);
    expect(sheet.slice(1).map((r) => [r[0], r[3], r[4], r[5]])).toEqual(
      tagged.map((t, i) => [t.sku, String(10001 + i), i === 4 ? '0' : String(11 + i), 'aktif']),
    );
    const out = await s.exportCsv(`q=${tagOf(tagged)}&stockStatus=out-of-stock`);
    const outSheet = await readSheet(out.bytes, 'katalog.csv');
    expect(outSheet.slice(1).map((r) => r[0])).toEqual([tagged[4]!.sku]);
  });

  it(`the demo brands export as XLSX, and an unchanged XLSX previews no change (${kind})`, async () => {
    const sb = sandbox();
    const tagged = await taggedVariants(sb);
    const s = await session(sb);
    for (const demo of [101, 102, 103]) {
      const res = await s.get(`${variantPath}/export?brandId=${demo}&format=xlsx`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`filename="katalog-${demo}-\\d{8}\\.xlsx"`),
      );
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 2))).toBe('PK');
    }
    const xlsx = await s.get(
      `${variantPath}/export?brandId=${brandId}&format=xlsx&q=${tagOf(tagged)}`,
    );
    const form = new FormData();
    form.append('brandId', String(brandId));
    form.append('file', new File([await xlsx.arrayBuffer()], 'katalog.xlsx'));
    const res = await sb.request('POST', editPath, {
      token: s.token,
      multipart: form,
      headers: { 'user-id': '1' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: Edit }).data).toMatchObject({
      totalRows: 5,
      changedRows: 0,
      unchangedRows: 5,
      refusedRows: 0,
    });
  });

  it(`a dry run lists exactly the edited cells and changes nothing (${kind})`, async () => {
    const sb = sandbox();
    const tagged = await taggedVariants(sb);
    const s = await session(sb);
    const sheet = await readSheet((await s.exportCsv(`q=${tagOf(tagged)}`)).bytes, 'katalog.csv');
    sheet[1]![3] = '20.000';
    sheet[2]![3] = 'Rp 30000';
    sheet[3]![4] = '99';
    sheet[4]![5] = 'nonaktif';
    const res = await s.upload(csvOf(sheet));
    expect(res.status).toBe(201);
    const edit = ((await res.json()) as { data: Edit }).data;
    expect(edit).toMatchObject({
      status: 'previewed',
      fileName: 'katalog-edit.csv',
      totalRows: 5,
      changedRows: 4,
      unchangedRows: 1,
      refusedRows: 0,
      changeCount: 4,
      appliedRows: 0,
      bulkFileId: null,
    });
    const changed = await s.pageOf(edit.id, 'changed');
    expect(changed.map((r) => ({ row: r.row, sku: r.sku, changes: r.changes }))).toEqual([
      { row: 2, sku: tagged[0]!.sku, changes: [{ column: 'price', old: '10001', new: '20000' }] },
      { row: 3, sku: tagged[1]!.sku, changes: [{ column: 'price', old: '10002', new: '30000' }] },
      { row: 4, sku: tagged[2]!.sku, changes: [{ column: 'stock', old: '13', new: '99' }] },
      {
        row: 5,
        sku: tagged[3]!.sku,
        changes: [{ column: 'status', old: 'aktif', new: 'nonaktif' }],
      },
    ]);
    expect(changed.every((r) => r.outcome === 'pending')).toBe(true);
    const list = await s.get(`${variantPath}/list?brandId=${brandId}&q=${tagOf(tagged)}&size=10`);
    const variants = ((await list.json()) as { data: { sku: string; price: number }[] }).data;
    expect(variants.find((v) => v.sku === tagged[0]!.sku)?.price).toBe(10001);
    expect(await stockOf(sb, tagged[2]!.id)).toMatchObject({ stock: 13, is_active: true });
  });

  it(`refuses rows with the grid's own messages (${kind})`, async () => {
    const sb = sandbox();
    const tagged = await taggedVariants(sb);
    const s = await session(sb);
    const csv = [
      'SKU,Harga,Stok,Status',
      `${tagged[0]!.sku},abc,,`,
      `${tagged[1]!.sku},,1000000001,`,
      'NOPE-1,5000,,',
      `${tagged[2]!.sku},,,nonaktif`,
      '',
      `${tagged[2]!.sku},,,aktif`,
      `${tagged[3]!.sku},,,hidup`,
    ].join('\r\n');
    const res = await s.upload(csv);
    expect(res.status).toBe(201);
    const edit = ((await res.json()) as { data: Edit }).data;
    expect(edit).toMatchObject({ totalRows: 6, changedRows: 1, refusedRows: 5 });
    const refused = await s.pageOf(edit.id, 'refused');
    expect(refused.map((r) => [r.row, r.refusal])).toEqual([
      [2, { column: 'harga', message: variantCellMessages.priceInvalid }],
      [3, { column: 'stok', message: 'Stok maksimal 1.000.000.000.' }],
      [4, { column: 'sku', message: "SKU 'NOPE-1' tidak ditemukan." }],
      [7, { column: 'sku', message: 'SKU sudah ada di baris 5.' }],
      [8, { column: 'status', message: variantCellMessages.statusInvalid }],
    ]);
    expect(refused.every((r) => r.outcome === 'refused')).toBe(true);
  });

  it(`refuses a whole file it cannot read as an edit (${kind})`, async () => {
    const s = await session(sandbox());
    const header = await s.upload('nama,warna\r\nA,merah\r\n');
    expect(header.status).toBe(400);
    expect(await message(header)).toMatch(/sku.*harga, stok atau status/);
    const empty = await s.upload('sku,stok\r\n\r\n');
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe('Berkas tidak berisi baris data.');
    const huge = `sku,stok\r\n${'A,1\r\n'.repeat(100_001)}`;
    const tooMany = await s.upload(huge);
    expect(tooMany.status).toBe(400);
    expect(await message(tooMany)).toMatch(/maksimal 100\.000 baris/);
    const wrongType = await s.upload('sku,stok\r\nA,1\r\n', 'katalog.pdf');
    expect(wrongType.status).toBe(400);
  });

  it(`confirm applies the changes and the stock history names the file (${kind})`, async () => {
    const sb = sandbox();
    const tagged = await taggedVariants(sb);
    const s = await session(sb);
    const csv = [
      'sku,harga,stok,status',
      `${tagged[0]!.sku},25000,,`,
      `${tagged[1]!.sku},,40,nonaktif`,
      'NOPE-2,1,,',
    ].join('\r\n');
    const edit = ((await (await s.upload(csv, 'ubah-harga.csv')).json()) as { data: Edit }).data;
    const res = await s.confirm(edit.id);
    expect(res.status).toBe(200);
    const applied = ((await res.json()) as { data: Edit }).data;
    expect(applied).toMatchObject({ status: 'applied', appliedRows: 2, skippedRows: 0 });
    expect(applied.bulkFileId).toEqual(expect.any(Number));
    expect(await stockOf(sb, tagged[0]!.id)).toMatchObject({ stock: 11, is_active: true });
    expect(Number((await stockOf(sb, tagged[0]!.id)).price)).toBe(25000);
    expect(await stockOf(sb, tagged[1]!.id)).toMatchObject({ stock: 40, is_active: false });
    const history = await s.get(`${variantPath}/${tagged[1]!.id}/stock-history?brandId=${brandId}`);
    const entries = (
      (await history.json()) as {
        data: { source: string; reference: string; bulkFileId: number; delta: number }[];
      }
    ).data;
    expect(entries[0]).toMatchObject({
      source: 'upload',
      reference: 'ubah-harga.csv',
      bulkFileId: applied.bulkFileId,
      delta: 28,
    });
    const files = await s.get(`/api/product/v1/partner/bulk-file/list?brandId=${brandId}&size=50`);
    const file = ((await files.json()) as { data: { id: number; type: string }[] }).data.find(
      (f) => f.id === applied.bulkFileId,
    );
    expect(file).toMatchObject({ type: 'variant-edit', successRow: 2, failedRow: 1 });
    const result = await s.get(`${editPath}/${edit.id}/result?brandId=${brandId}&format=csv`);
    expect(result.status).toBe(200);
    const lines = (await readSheet(new Uint8Array(await result.arrayBuffer()), 'hasil.csv')).map(
      (r) => [r[0], r[1], r[4], r[5], r[6], r[7]],
    );
    expect(lines).toEqual([
      ['baris', 'sku', 'kolom', 'lama', 'baru', 'hasil'],
      ['2', tagged[0]!.sku, 'harga', '10001', '25000', 'diterapkan'],
      ['3', tagged[1]!.sku, 'stok', '12', '40', 'diterapkan'],
      ['3', tagged[1]!.sku, 'status', 'aktif', 'nonaktif', 'diterapkan'],
      ['4', 'NOPE-2', 'sku', '', '', 'ditolak'],
    ]);
  });

  it(`two parallel confirms apply once (${kind})`, async () => {
    const sb = sandbox();
    const tagged = await taggedVariants(sb);
    const s = await session(sb);
    const edit = (
      (await (await s.upload(`sku,stok\r\n${tagged[0]!.sku},70\r\n`)).json()) as { data: Edit }
    ).data;
    const answers = await inParallel(2, () => s.confirm(edit.id));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const bodies = answers.map((a) => (a.body as { data: Edit }).data);
    expect(bodies.map((b) => [b.appliedRows, b.bulkFileId])).toEqual([
      [1, bodies[0]!.bulkFileId],
      [1, bodies[0]!.bulkFileId],
    ]);
    const entries = await rows(
      sb.database.db,
      sql`SELECT id FROM stock_history WHERE variant_id = ${tagged[0]!.id} AND reference_id = ${bodies[0]!.bulkFileId}`,
    );
    expect(entries).toHaveLength(1);
    const files = await rows(
      sb.database.db,
      sql`SELECT id FROM bulk_files WHERE brand_id = ${brandId} AND file_type = 'variant-edit' AND id > ${bodies[0]!.bulkFileId! - 1} AND file_name = 'katalog-edit.csv'`,
    );
    expect(files).toHaveLength(1);
    expect((await stockOf(sb, tagged[0]!.id)).stock).toBe(70);
  });

  it(`a variant changed after the preview is skipped, not overwritten (${kind})`, async () => {
    const sb = sandbox();
    const tagged = await taggedVariants(sb);
    const s = await session(sb);
    const csv = `sku,stok\r\n${tagged[0]!.sku},50\r\n${tagged[1]!.sku},60\r\n`;
    const edit = ((await (await s.upload(csv)).json()) as { data: Edit }).data;
    const grid = await sb.request('PATCH', `${variantPath}/stock`, {
      token: s.token,
      json: { brandId, variantId: tagged[0]!.id, stock: 5 },
    });
    expect(grid.status).toBe(200);
    const applied = ((await (await s.confirm(edit.id)).json()) as { data: Edit }).data;
    expect(applied).toMatchObject({ appliedRows: 1, skippedRows: 1 });
    expect((await stockOf(sb, tagged[0]!.id)).stock).toBe(5);
    expect((await stockOf(sb, tagged[1]!.id)).stock).toBe(60);
    const changed = await s.pageOf(edit.id, 'changed');
    expect(changed.map((r) => [r.sku, r.outcome, r.outcomeMessage])).toEqual([
      [
        tagged[0]!.sku,
        'skipped',
        'Varian ini berubah sejak pratinjau. Unduh berkas lagi lalu ulangi.',
      ],
      [tagged[1]!.sku, 'applied', null],
    ]);
  });

  it(`another brand's edit is not found, and bad input is refused, never a 500 (${kind})`, async () => {
    const sb = sandbox();
    // An edit of the stockist's brand, stored as its own dry run would store it.
    const otherId = (await one<{ id: number }>(
      sb.database.db,
      sql`INSERT INTO bulk_edits (brand_id, user_id, file_name) VALUES (201, 2, 'lain.csv') RETURNING id`,
    ))!.id;
    const s = await session(sb);
    expect((await s.get(`${editPath}/${otherId}?brandId=${brandId}`)).status).toBe(404);
    expect(
      (await s.get(`${editPath}/${otherId}/rows?brandId=${brandId}&kind=changed`)).status,
    ).toBe(404);
    expect((await s.confirm(otherId)).status).toBe(404);
    const statuses = await Promise.all(
      [
        `${editPath}/${otherId}/rows?brandId=${brandId}&kind=semua`,
        `${editPath}/${otherId}/rows?brandId=${brandId}&kind=changed&page=0`,
        `${editPath}/${otherId}/result?brandId=${brandId}&format=pdf`,
        `${editPath}/abc?brandId=${brandId}`,
        `${variantPath}/export?brandId=${brandId}&format=pdf`,
        `${variantPath}/export?brandId=${brandId}`,
      ].map(async (path) => (await s.get(path)).status),
    );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
  });
});
