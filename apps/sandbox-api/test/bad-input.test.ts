import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { startSandbox, type TestSandbox } from './support.js';

let sb: TestSandbox;
let seller: string;
let stockist: string;

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

beforeAll(async () => {
  sb = await startSandbox();
  seller = await sb.login('seller@demo.id');
  stockist = await sb.login('stockist@demo.id');
});

afterAll(async () => {
  await sb.close();
});

describe('authentication', () => {
  it('rejects a call without a bearer token', async () => {
    const res = await sb.request('GET', '/api/mimin/admin/user/profile');
    expect(res.status).toBe(401);
    expect(await message(res)).toBe('Token akses wajib dikirim. Silakan masuk terlebih dahulu.');
  });

  it('rejects a wrong password without saying which part was wrong', async () => {
    const res = await sb.request('POST', '/api/auth/login', {
      form: { grant_type: 'password', username: 'seller@demo.id', password: 'salah' },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Email atau kata sandi salah.');
  });

  it('rejects an unknown token', async () => {
    const res = await sb.request('GET', '/api/mimin/admin/user/profile', { token: 'bukan-token' });
    expect(res.status).toBe(401);
    expect(await message(res)).toBe('Sesi Anda telah berakhir. Silakan masuk kembali.');
  });

  it('revokes the sign-in token and the tenant token issued under it on logout', async () => {
    const token = await sb.login('single@demo.id');
    const tenantRes = await sb.request('POST', '/api/mimin/v2/partner/login', {
      token,
      json: { username: 'single@demo.id' },
    });
    expect(tenantRes.status).toBe(200);
    const tenantToken = ((await tenantRes.json()) as { data: { accessToken: string } }).data
      .accessToken;
    expect(
      (await sb.request('GET', '/api/mimin/admin/user/profile', { token: tenantToken })).status,
    ).toBe(200);

    expect((await sb.request('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await sb.request('GET', '/api/mimin/admin/user/profile', { token })).status).toBe(401);
    expect(
      (await sb.request('GET', '/api/mimin/admin/user/profile', { token: tenantToken })).status,
    ).toBe(401);
  });

  it('rejects an expired token', async () => {
    const token = await sb.login('mofasa@demo.id');
    await sb.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token = ${token}`,
    );
    const res = await sb.request('GET', '/api/mimin/admin/user/profile', { token });
    expect(res.status).toBe(401);
  });
});

describe('bad input answers 4xx with a clear message and writes nothing', () => {
  it('names a query parameter of the wrong type', async () => {
    const res = await sb.request(
      'GET',
      '/api/product/v3/partner/product/list?brandId=101&page=abc',
      { token: seller },
    );
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Parameter 'page' harus berupa angka.");
  });

  it('names a path parameter of the wrong type', async () => {
    const res = await sb.request('GET', '/api/brand/v1/brand/abc', { token: seller });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Parameter 'id' harus berupa angka.");
  });

  it('insists on YYYY-MM-DD dates', async () => {
    const res = await sb.request('GET', '/api/admin/admin/order-list?brandId=101&from=2024-1-5', {
      token: seller,
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Parameter 'from' harus berformat YYYY-MM-DD.");
  });

  it('refuses malformed JSON', async () => {
    const before = await count('products');
    const res = await sb.request('POST', '/api/product/v3/partner/product', {
      token: seller,
      rawJson: '{"brandId": 101, "name": "Kemeja',
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Body permintaan bukan JSON yang valid.');
    expect(await count('products')).toBe(before);
  });

  it('names a missing body field', async () => {
    const before = await count('products');
    const res = await sb.request('POST', '/api/product/v3/partner/product', {
      token: seller,
      json: { brandId: 101, description: 'Tanpa nama' },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Kolom 'name' wajib diisi.");
    expect(await count('products')).toBe(before);
  });

  it('names a nested body field of the wrong type', async () => {
    const res = await sb.request('PATCH', '/api/product/v3/partner/variant/stock/bulk', {
      token: seller,
      json: { brandId: 101, items: [{ variantId: 161600017, stock: 'banyak' }] },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Kolom 'items[0].stock' harus berupa angka.");
  });

  it('names a form field of the wrong type', async () => {
    const res = await sb.request('POST', '/api/admin/admin/order-list/process-order', {
      token: seller,
      form: { brandId: 'abc', orderCode: 'INV/1' },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Kolom 'brandId' harus berupa angka.");
  });

  it('names a missing required header', async () => {
    const res = await sb.request(
      'GET',
      '/api/stockist/v2/stockist/transaction/offline?brandId=201',
      { token: stockist },
    );
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Header 'StockistId' wajib diisi.");
  });

  it('answers 404 for an unknown brand id', async () => {
    const res = await sb.request('GET', '/api/product/v3/partner/variant/list?brandId=999999', {
      token: seller,
    });
    expect(res.status).toBe(404);
    expect(await message(res)).toBe('Brand tidak ditemukan.');
  });

  it("never lets a user read another tenant's brand", async () => {
    const read = await sb.request('GET', '/api/brand/v2/partner/brand/201', { token: seller });
    expect(read.status).toBe(403);
    expect(await message(read)).toBe('Anda tidak memiliki akses ke brand ini.');
    const orders = await sb.request('GET', '/api/admin/admin/order-list?brandId=401', {
      token: seller,
    });
    expect(orders.status).toBe(403);
  });

  it("never lets a user write another user's brand", async () => {
    const before = await one<{ stock: number }>(
      sb.database.db,
      sql`SELECT stock FROM variants WHERE id = ${40100001 * 16 + 1}`,
    );
    const res = await sb.request('PATCH', '/api/product/v3/partner/variant/stock', {
      token: seller,
      json: { brandId: 401, variantId: 40100001 * 16 + 1, stock: 999 },
    });
    expect(res.status).toBe(403);
    const after = await one<{ stock: number }>(
      sb.database.db,
      sql`SELECT stock FROM variants WHERE id = ${40100001 * 16 + 1}`,
    );
    expect(after?.stock).toBe(before?.stock);
  });

  it("does not reach another brand's variant through the caller's own brand id", async () => {
    const res = await sb.request('PATCH', '/api/product/v3/partner/variant/stock', {
      token: seller,
      json: { brandId: 101, variantId: 40100001 * 16 + 1, stock: 999 },
    });
    expect(res.status).toBe(404);
    expect(await message(res)).toBe('Varian tidak ditemukan.');
  });

  it('writes nothing when one item of a bulk update fails', async () => {
    const first = 10100001 * 16 + 3;
    const before = await one<{ stock: number }>(
      sb.database.db,
      sql`SELECT stock FROM variants WHERE id = ${first}`,
    );
    const res = await sb.request('PATCH', '/api/product/v3/partner/variant/stock/bulk', {
      token: seller,
      json: {
        brandId: 101,
        items: [
          { variantId: first, stock: 777 },
          { variantId: 1, stock: 5 },
        ],
      },
    });
    expect(res.status).toBe(404);
    const after = await one<{ stock: number }>(
      sb.database.db,
      sql`SELECT stock FROM variants WHERE id = ${first}`,
    );
    expect(after?.stock).toBe(before?.stock);
  });

  it('refuses a tenant path that is not the caller’s tenant', async () => {
    const res = await sb.request('GET', '/api/product/v3/stockist/product/list?brandId=101', {
      token: seller,
    });
    expect(res.status).toBe(403);
    expect(await message(res)).toBe('Akun ini bukan tenant stockist.');
  });

  it('refuses an offline transaction while multistock phase 2 is off', async () => {
    const off = await sb.request('PUT', '/__sandbox/config/Multistock.Phase2.Enable', {
      json: { value: false },
    });
    expect(off.status).toBe(200);
    const before = await count('offline_transactions');
    const res = await sb.request('POST', '/api/stockist/v2/stockist/transaction/offline', {
      token: stockist,
      headers: { StockistId: '201' },
      json: {
        brandId: 201,
        reasonId: 1,
        transactionDate: '2026-11-20',
        items: [{ variantId: 20100001 * 16 + 1, quantity: 1, price: 1000 }],
      },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Transaksi offline gagal disimpan. Sistem sedang bermasalah');
    expect(await count('offline_transactions')).toBe(before);
    const version = await sb.request('GET', '/api/admin/version', { token: stockist });
    expect(
      ((await version.json()) as { data: { config: Record<string, unknown> } }).data.config[
        'Multistock.Phase2.Enable'
      ],
    ).toBe(false);
    await sb.request('PUT', '/__sandbox/config/Multistock.Phase2.Enable', {
      json: { value: true },
    });
  });

  it('refuses a withdrawal above the available balance', async () => {
    const before = await count('withdrawals');
    const res = await sb.request('POST', '/api/disbursement/v2/partner/withdrawal', {
      token: seller,
      json: { brandId: 101, amount: 499_999_999 },
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toMatch(/^Saldo tidak mencukupi\./);
    expect(await count('withdrawals')).toBe(before);
  });

  it('answers 404 for a path outside the contract', async () => {
    const res = await sb.request('GET', '/api/product/v9/tidak-ada', { token: seller });
    expect(res.status).toBe(404);
    expect(await message(res)).toBe('Endpoint tidak ditemukan.');
  });
});

describe('list totals', () => {
  it('stay exact after writes change activation, stock and status', async () => {
    await sb.request('PATCH', '/api/product/v3/partner/variant/activation', {
      token: seller,
      json: { brandId: 103, ids: [10300001 * 16 + 1, 10300001 * 16 + 2], isActive: false },
    });
    await sb.request('PATCH', '/api/product/v3/partner/variant/stock/bulk', {
      token: seller,
      json: {
        brandId: 103,
        items: [
          { variantId: 10300002 * 16 + 1, stock: 0 },
          { variantId: 10300002 * 16 + 2, stock: 3 },
        ],
      },
    });
    await sb.request('POST', '/api/product/v3/partner/product', {
      token: seller,
      json: {
        brandId: 103,
        name: 'Pashmina Voal Baru',
        description: 'Voal premium.',
        variants: [{ name: 'Sage / Standar', sku: 'RHA-TOTAL-1', price: 59000, stock: 2 }],
      },
    });
    await sb.request('PATCH', '/api/product/v3/partner/product/activation', {
      token: seller,
      json: { brandId: 103, ids: [10300003], isActive: false },
    });

    const cases: [string, string][] = [
      [
        'variant/list?brandId=103',
        'SELECT count(*)::int AS n FROM variants WHERE brand_id = 103 AND NOT is_deleted',
      ],
      [
        'variant/list?brandId=103&status=inactive',
        'SELECT count(*)::int AS n FROM variants WHERE brand_id = 103 AND NOT is_deleted AND NOT is_active',
      ],
      [
        'variant/list?brandId=103&stockStatus=out-of-stock',
        'SELECT count(*)::int AS n FROM variants WHERE brand_id = 103 AND NOT is_deleted AND stock <= 0',
      ],
      [
        'variant/list?brandId=103&status=active&stockStatus=low-stock',
        'SELECT count(*)::int AS n FROM variants WHERE brand_id = 103 AND NOT is_deleted AND is_active AND stock BETWEEN 1 AND 5',
      ],
      [
        'product/list?brandId=103&status=inactive',
        'SELECT count(*)::int AS n FROM products WHERE brand_id = 103 AND NOT is_active',
      ],
      ['product/list?brandId=103', 'SELECT count(*)::int AS n FROM products WHERE brand_id = 103'],
    ];
    for (const [path, query] of cases) {
      const res = await sb.request('GET', `/api/product/v3/partner/${path}`, { token: seller });
      const api = ((await res.json()) as { metadata: { totalItem: number } }).metadata.totalItem;
      const direct = (await one<{ n: number }>(sb.database.db, sql.raw(query)))!.n;
      expect(api, path).toBe(direct);
    }
    const orders = await sb.request(
      'GET',
      '/api/brand/v3/partner/order/list?brandId=103&status=2',
      { token: seller },
    );
    const direct = (await one<{ n: number }>(
      sb.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE brand_id = 103 AND status = 2`,
    ))!.n;
    expect(((await orders.json()) as { metadata: { totalItem: number } }).metadata.totalItem).toBe(
      direct,
    );
  });
});
