import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { startSandbox, type TestSandbox } from './support.js';

let sb: TestSandbox;
let seller: string;

const message = async (res: Response) => {
  const body = (await res.json()) as {
    error: { code: string; message: string };
    metadata: { messsage: string };
  };
  expect(body.metadata.messsage).toBe(body.error.message);
  return body.error.message;
};

const count = async (table: string) =>
  (await one<{ n: number }>(sb.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))!
    .n;

const createProduct = (name: string, extra: Record<string, unknown> = {}) =>
  sb.request('POST', '/api/product/v3/partner/product', {
    token: seller,
    json: { brandId: 101, name, description: 'Uji pengamanan', ...extra },
  });

beforeAll(async () => {
  sb = await startSandbox();
  seller = await sb.login('seller@demo.id');
});

afterAll(async () => {
  await sb.close();
});

describe('request body limits', () => {
  it('refuses a declared body over the JSON limit before reading it (413)', async () => {
    const before = await count('products');
    const res = await createProduct('Kemeja', { description: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await message(res)).toBe('Ukuran permintaan melebihi batas 64 kB.');
    expect(await count('products')).toBe(before);
  });

  it('counts streamed bytes when no length is declared', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 1000) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await sb.sandbox.app.request('/api/product/v3/partner/product', {
      method: 'POST',
      headers: { authorization: `Bearer ${seller}`, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    // Reading stopped at the limit: far fewer than the 1,000 chunks offered were pulled.
    expect(sent).toBeLessThan(20);
  });

  it('keeps the login body tiny', async () => {
    const res = await sb.request('POST', '/api/auth/login', {
      form: { username: 'seller@demo.id', password: 'x'.repeat(20 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await message(res)).toBe('Ukuran permintaan melebihi batas 16 kB.');
  });
});

describe('bad input answers 400, never 500', () => {
  it.each([
    ['a brand id beyond 32 bits', '/api/product/v3/partner/product/list?brandId=3000000000'],
    ['a page of 9e17', '/api/product/v3/partner/product/list?brandId=101&page=900000000000000000'],
    ['a NUL byte in q', '/api/product/v3/partner/product/list?brandId=101&q=a%00b'],
    ['a bad % escape in a path id', '/api/brand/v1/brand/%E0%A4%A'],
    ['a bad % escape in the query', '/api/product/v3/partner/product/list?brandId=101&q=%ZZ'],
  ])('%s', async (_label, path) => {
    const res = await sb.request('GET', path, { token: seller });
    expect(res.status).toBe(400);
    expect(await message(res)).toMatch(/NUL|kode %|maksimal/);
  });

  it('sorts only by an allowed column (sortBy=constructor)', async () => {
    const res = await sb.request(
      'GET',
      '/api/product/v3/partner/product/list?brandId=101&sortBy=constructor',
      { token: seller },
    );
    expect(res.status).toBe(400);
    expect(await message(res)).toMatch(/^Parameter 'sortBy' harus salah satu dari: id, createdAt/);
  });

  it('refuses a NUL byte in a name and changes nothing', async () => {
    const before = await count('products');
    const res = await createProduct('Kemeja\u0000Batik');
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Kolom 'name' tidak boleh berisi karakter NUL.");
    expect(await count('products')).toBe(before);
  });

  it('refuses a name of spaces only', async () => {
    const res = await createProduct('    ');
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Kolom 'name' tidak boleh hanya berisi spasi.");
  });

  it('refuses Unicode direction overrides in a name', async () => {
    const res = await createProduct('\u202Eevil');
    expect(res.status).toBe(400);
    expect(await message(res)).toContain('pengatur arah teks');
  });

  it('refuses a price of 2^53 before it is stored', async () => {
    const before = await count('variants');
    const res = await createProduct('Kemeja', {
      variants: [{ name: 'M', sku: 'HARD-253', price: 2 ** 53, stock: 1 }],
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Kolom 'variants[0].price' maksimal 1000000000000.");
    expect(await count('variants')).toBe(before);
  });

  it('refuses a javascript: link', async () => {
    const res = await createProduct('Kemeja', { videoUrl: 'javascript:alert(document.cookie)' });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Kolom 'videoUrl' harus berupa tautan http atau https.");
  });
});

describe('methods and headers', () => {
  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const res = await sb.request('DELETE', '/api/auth/login');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await message(res)).toBe('Metode DELETE tidak didukung untuk alamat ini.');
  });

  it('sends nosniff, a referrer policy and a CSP on API answers', async () => {
    const res = await sb.request('GET', '/api/admin/version');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});

describe('client-credentials tokens', () => {
  it('cannot read a profile, products or a balance', async () => {
    const res = await sb.sandbox.app.request('/api/auth/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('seller-dashboard:sandbox-secret').toString('base64')}`,
      },
      body: (() => {
        const form = new FormData();
        form.set('grant_type', 'client_credentials');
        return form;
      })(),
    });
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { access_token: string }).access_token;
    for (const path of [
      '/api/mimin/admin/user/profile',
      '/api/product/v3/partner/product/list?brandId=101',
    ]) {
      const read = await sb.request('GET', path, { token });
      expect(read.status).toBe(403);
      expect(await message(read)).toBe('Token klien tidak boleh dipakai untuk operasi ini.');
    }
  });
});

describe('sign-in', () => {
  const signIn = (username: string, password: string) =>
    sb.request('POST', '/api/auth/login', { form: { grant_type: 'password', username, password } });

  it('answers a wrong password 400, then 429 after five failures for that account, and never counts a success', async () => {
    for (let i = 0; i < 8; i++)
      expect((await signIn('seller@demo.id', 'demo12345')).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await signIn('mofasa@demo.id', 'salah');
      expect(res.status).toBe(400);
      expect(await message(res)).toBe('Email atau kata sandi salah.');
    }
    const blocked = await signIn('mofasa@demo.id', 'salah');
    expect(blocked.status).toBe(429);
    expect(await message(blocked)).toBe(
      'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.',
    );
    // The right password is refused too while the account is blocked; another account is not.
    expect((await signIn('mofasa@demo.id', 'demo12345')).status).toBe(429);
    expect((await signIn('seller@demo.id', 'demo12345')).status).toBe(200);
  });
});
