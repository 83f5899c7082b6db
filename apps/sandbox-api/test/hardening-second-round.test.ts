import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { demoBrands, demoUsers } from '../src/db/seed/accounts.js';
import { chartCsv } from '../src/services/reports/page.js';
import { tableToCsvText, tableToXlsx } from '../src/services/files/table-file.js';
import ExcelJS from 'exceljs';
import { startSandbox, type RequestOptions, type TestSandbox } from './support.js';

let sb: TestSandbox;

const message = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

async function clientToken(): Promise<string> {
  const form = new FormData();
  form.set('grant_type', 'client_credentials');
  const res = await sb.sandbox.app.request('/api/auth/oauth2/token', {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('seller-dashboard:sandbox-secret').toString('base64')}`,
    },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const signIn = (username: string, password: string, address?: string) =>
  sb.request('POST', '/api/auth/login', {
    form: { grant_type: 'password', username, password },
    ...(address ? { address } : {}),
  });

beforeAll(async () => {
  sb = await startSandbox();
  // The seller's own address (the shared one of in-process requests) is known from a sign-in.
  await sb.login('seller@demo.id');
});

afterAll(async () => {
  await sb.close();
});

describe('a client-credentials token is nobody', () => {
  it('is stored for its client and no user', async () => {
    const token = await clientToken();
    const row = await one<{ user_id: number | null; client_id: string | null }>(
      sb.database.db,
      sql`SELECT user_id, client_id FROM sessions WHERE token = ${token}`,
    );
    expect(row).toEqual({ user_id: null, client_id: 'seller-dashboard' });
  });

  it('cannot become a seller by naming one: the tenant login wants the password', async () => {
    const token = await clientToken();
    const named = await sb.request('POST', '/api/mimin/v2/partner/login', {
      token,
      json: { username: 'seller@demo.id' },
    });
    expect(named.status).toBe(400);
    expect(await message(named)).toBe(
      "Kolom 'password' wajib diisi untuk masuk dengan token klien.",
    );
    const wrong = await sb.request('POST', '/api/mimin/v2/partner/login', {
      token,
      json: { username: 'mofasa@demo.id', password: 'tebakan' },
    });
    expect(wrong.status).toBe(400);
    expect(await message(wrong)).toBe('Email atau kata sandi salah.');
    const sessions = await one<{ n: number }>(
      sb.database.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE kind = 'mimin' AND parent_token IS NULL`,
    );
    expect(sessions?.n).toBe(0);
  });

  it('signs the person in with their own password, as that person only', async () => {
    const token = await clientToken();
    const res = await sb.request('POST', '/api/mimin/v2/partner/login', {
      token,
      json: { username: 'single@demo.id', password: 'demo12345' },
      address: '10.9.0.1',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { accessToken: string; user: { email: string } } };
    expect(body.data.user.email).toBe('single@demo.id');
    const balance = await sb.request('GET', '/api/disbursement/v2/partner/brand-balance/101', {
      token: body.data.accessToken,
    });
    expect(balance.status).toBe(403);
  });

  it('answers no operation with a seller’s data', async () => {
    const token = await clientToken();
    const secrets = [
      ...demoUsers.flatMap((u) => [u.email, u.name, u.telephone]),
      ...demoBrands.map((b) => b.name),
    ];
    const leaks: string[] = [];
    for (const op of sb.sandbox.contract.operations) {
      const path = `/api/${op.service}${op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => samplePathValue(op.parameters.find((p) => p.name === name)?.schema))}`;
      const query = op.parameters.some((p) => p.name === 'brandId' && p.in === 'query')
        ? '?brandId=101'
        : '';
      const json = op.requestBody?.content.some((m) => m.contentType.includes('json'))
        ? { json: { brandId: 101, username: 'seller@demo.id' } }
        : {};
      const res = await sb.request(op.method.toUpperCase(), `${path}${query}`, { token, ...json });
      const streaming = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
      const text = streaming ? '' : await res.text();
      if (streaming) await res.body?.cancel();
      if (op.bearer && op.operationId !== 'postTenantLogin' && res.status !== 403)
        leaks.push(`${op.operationId}: ${res.status}`);
      for (const secret of secrets)
        if (text.includes(secret)) leaks.push(`${op.operationId}: ${secret}`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});

/** A value that passes a path parameter's schema, so the walk reaches the token check. */
function samplePathValue(schema: Record<string, unknown> | undefined): string {
  const resolved = (schema?.$ref ? resolveSchema(String(schema.$ref)) : schema) ?? {};
  if (Array.isArray(resolved.enum)) return String(resolved.enum[0]);
  if (resolved.const !== undefined) return String(resolved.const);
  const types = ([] as unknown[]).concat(resolved.type ?? []);
  if (types.includes('integer') || types.includes('number')) return '101';
  return 'partner';
}

function resolveSchema(ref: string): Record<string, unknown> | undefined {
  const [file = '', pointer = ''] = ref.split('#');
  for (const [url, doc] of sb.sandbox.contract.files) {
    if (!url.endsWith(file.replace(/^\.\//, ''))) continue;
    let node: unknown = doc;
    for (const part of pointer.split('/').filter(Boolean))
      node = (node as Record<string, unknown> | undefined)?.[part];
    return node as Record<string, unknown> | undefined;
  }
  return undefined;
}

describe('every call that checks a password is throttled like the sign-in', () => {
  it('answers 429 after five wrong current passwords, even with the right one', async () => {
    const token = await sb.login('stockist@demo.id');
    const change = (currentPassword: string) =>
      sb.request('PUT', '/api/mimin/v2/stockist/user/current/password', {
        token,
        json: { currentPassword, newPassword: 'rahasiaBaru123', signOutOthers: false },
        address: '10.1.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await change('salah')).status).toBe(400);
    const blocked = await change('salah');
    expect(blocked.status).toBe(429);
    expect(await message(blocked)).toBe(
      'Terlalu banyak percobaan kata sandi yang salah. Coba lagi dalam 15 menit.',
    );
    expect((await change('demo12345')).status).toBe(429);
  });

  it('answers 429 after five wrong passwords on the bank account, and changes nothing', async () => {
    const token = await sb.login('mofasa@demo.id');
    const brand = demoBrands.find((b) => b.userId === 3)!;
    const before = await one<{ account_number: string }>(
      sb.database.db,
      sql`SELECT account_number FROM brands WHERE id = ${brand.id}`,
    );
    const save = (password: string) =>
      sb.request('PUT', '/api/disbursement/v2/mofasa/bank-account', {
        token,
        json: {
          brandId: brand.id,
          bankName: 'BCA',
          accountNumber: '9999999999',
          accountName: 'Penyusup',
          password,
        },
        address: '10.2.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await save('salah')).status).toBe(400);
    expect((await save('salah')).status).toBe(429);
    expect((await save('demo12345')).status).toBe(429);
    const after = await one<{ account_number: string }>(
      sb.database.db,
      sql`SELECT account_number FROM brands WHERE id = ${brand.id}`,
    );
    expect(after).toEqual(before);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('closes only the guessing address; the owner signs in from their own', async () => {
    expect((await signIn('single@demo.id', 'demo12345', '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await signIn('single@demo.id', 'salah', '10.3.0.66')).status).toBe(400);
    expect((await signIn('single@demo.id', 'demo12345', '10.3.0.66')).status).toBe(429);
    expect((await signIn('single@demo.id', 'demo12345', '10.3.0.1')).status).toBe(200);
    // A new address is not held up by a stranger's five either.
    expect((await signIn('single@demo.id', 'demo12345', '10.3.0.2')).status).toBe(200);
  });

  it('slows guessing from many addresses to one try a minute while known addresses sign in', async () => {
    const account = 'seller@demo.id';
    expect((await signIn(account, 'demo12345', '10.4.0.1')).status).toBe(200);
    // Thirty wrong passwords from ten addresses (three each, under every per-address limit).
    for (let i = 0; i < 30; i++)
      expect((await signIn(account, 'salah', `10.4.1.${i % 10}`)).status).toBe(400);
    // The next stranger gets one try in the shared minute; the one after waits.
    expect((await signIn(account, 'salah', '10.4.2.1')).status).toBe(400);
    const slowed = await signIn(account, 'demo12345', '10.4.2.2');
    expect(slowed.status).toBe(429);
    expect(await message(slowed)).toBe(
      'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 1 menit.',
    );
    expect((await signIn(account, 'demo12345', '10.4.0.1')).status).toBe(200);
  });
});

describe('an Idempotency-Key names one request', () => {
  let variantId = 0;
  const stock = (token: string, value: number, key: string, extra: RequestOptions = {}) =>
    sb.request('PATCH', '/api/product/v3/partner/variant/stock', {
      token,
      json: { brandId: 101, variantId, stock: value },
      headers: { 'idempotency-key': key },
      ...extra,
    });

  it('refuses the same key with another body (422) and keeps the first write', async () => {
    const token = await sb.login('seller@demo.id');
    variantId = (await one<{ id: number }>(
      sb.database.db,
      sql`SELECT id FROM variants WHERE brand_id = 101 AND NOT is_deleted ORDER BY id LIMIT 1`,
    ))!.id;
    const first = await stock(token, 11, 'stock-key-0001');
    expect(first.status).toBe(200);
    const again = await stock(token, 11, 'stock-key-0001');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await stock(token, 12, 'stock-key-0001');
    expect(other.status).toBe(422);
    expect(await message(other)).toBe(
      'Idempotency-Key ini sudah dipakai untuk permintaan lain. Kirim perubahan baru dengan kunci baru.',
    );
    const row = await one<{ stock: number }>(
      sb.database.db,
      sql`SELECT stock FROM variants WHERE id = ${variantId}`,
    );
    expect(row?.stock).toBe(11);
  });
});

describe('every file a seller downloads defuses formulas', () => {
  const evil = '=HYPERLINK("http://evil.example","klik")';

  it('writes text that starts like a formula with an apostrophe in CSV, numbers as they are', () => {
    const text = tableToCsvText({
      sheetName: 'x',
      columns: [{ header: 'Nama' }, { header: 'Jumlah' }],
      rows: [
        [evil, -5],
        ['+62 811', 3],
        ['@SUM(A1)', 0],
        ['\tTab', 1],
      ],
    });
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNama,Jumlah',
      `"'=HYPERLINK(""http://evil.example"",""klik"")",-5`,
      "'+62 811,3",
      "'@SUM(A1),0",
      "'\tTab,1",
      '',
    ]);
  });

  it('defuses a product name in a report chart’s CSV', () => {
    const csv = chartCsv({
      id: 'top',
      title: 'Produk terlaris',
      labelHeading: 'Produk',
      labels: [evil],
      series: [{ label: 'Terjual', kind: 'count', data: [3] }],
    } as Parameters<typeof chartCsv>[0]);
    expect(csv).toContain(`"'=HYPERLINK(`);
    expect(csv).not.toMatch(/(^|\n|,)"?=HYPERLINK/);
  });

  it('stores text as text in XLSX, never as a formula', async () => {
    const book = new ExcelJS.Workbook();
    const bytes = await tableToXlsx({
      sheetName: 'x',
      columns: [{ header: 'Nama' }],
      rows: [[evil]],
    });
    await book.xlsx.load(bytes.buffer);
    const cell = book.getWorksheet('x')!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(evil);
  });

  it('defuses the sales report’s CSV of a product renamed to a formula', async () => {
    const token = await sb.login('seller@demo.id');
    // Every product of the brand, so whichever sells best carries the name into the report.
    await sb.database.db.execute(sql`UPDATE products SET name = ${evil} WHERE brand_id = 101`);
    const embed = await sb.request(
      'GET',
      '/api/brand/v2/partner/brand/101/dashboard-embed/sales-report',
      { token },
    );
    expect(embed.status).toBe(200);
    const { data } = (await embed.json()) as { data: { embedUrl: string } };
    const page = await (
      await sb.sandbox.app.request(
        new URL(data.embedUrl, 'http://local').pathname +
          new URL(data.embedUrl, 'http://local').search,
      )
    ).text();
    const csvLinks = [...page.matchAll(/href="data:text\/csv;charset=utf-8,([^"]+)"/g)].map((m) =>
      decodeURIComponent(m[1]!.replace(/&amp;/g, '&')),
    );
    expect(csvLinks.length).toBeGreaterThan(0);
    expect(csvLinks.some((csv) => csv.includes("'=HYPERLINK("))).toBe(true);
    for (const csv of csvLinks) expect(csv).not.toMatch(/(^|\n|,)"?=HYPERLINK/);
  });
});

describe('deeply nested JSON', () => {
  it('answers 400 in the §8 shape, not 500', async () => {
    const token = await sb.login('seller@demo.id');
    const res = await sb.request('POST', '/api/product/v3/partner/product', {
      token,
      rawJson: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Body permintaan bersarang lebih dari 32 tingkat.');
  });

  it('still takes a body of ordinary depth with brackets inside its strings', async () => {
    const token = await sb.login('seller@demo.id');
    const res = await sb.request('POST', '/api/product/v3/partner/product', {
      token,
      json: { brandId: 101, name: `Kemeja ${'['.repeat(40)}`, description: '{'.repeat(40) },
    });
    expect(res.status).toBe(201);
  });
});

describe('the version cookie', () => {
  it('is http-only, same-site lax, for a year, and says whether the version changed', async () => {
    const first = await sb.request('POST', '/api/admin/v1/system/app-version', {
      json: { version: '1.4.0' },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      data: { version: '1.4.0', previousVersion: null, changed: false },
    });
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^evm_version=1\.4\.0;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const next = await sb.request('POST', '/api/admin/v1/system/app-version', {
      json: { version: '1.5.0' },
      headers: { cookie: 'evm_version=1.4.0' },
    });
    expect(await next.json()).toEqual({
      data: { version: '1.5.0', previousVersion: '1.4.0', changed: true },
    });
  });

  it('carries Secure when the request came over HTTPS', async () => {
    const direct = await sb.sandbox.app.request(
      'https://seller.example/api/admin/v1/system/app-version',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: '1.4.0' }),
      },
    );
    expect(direct.headers.get('set-cookie')).toContain('Secure');
    const proxied = await sb.request('POST', '/api/admin/v1/system/app-version', {
      json: { version: '1.4.0' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.get('set-cookie')).toContain('Secure');
  });
});
