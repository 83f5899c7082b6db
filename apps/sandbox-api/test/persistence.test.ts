import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { PrepareOptions } from '../src/app-db.js';
import { seededCopy, startSandbox, type TestSandbox } from './support.js';

interface Written {
  token: string;
  productId: number;
  orderCode: string;
  products: number;
}

/** Writes through the API, restarts the sandbox on the same storage and reads everything back. */
function persistenceSuite(label: string, options: () => PrepareOptions) {
  let first: TestSandbox | undefined;
  let second: TestSandbox | undefined;
  const written: Partial<Written> = {};

  afterAll(async () => {
    await first?.close().catch(() => undefined);
    await second?.close().catch(() => undefined);
  });

  it(
    `${label}: a product, an order step and a read mark are written`,
    { timeout: 240_000 },
    async () => {
      first = await startSandbox(options());
      const token = await first.login('seller@demo.id');
      const created = await first.request('POST', '/api/product/v3/partner/product', {
        token,
        json: {
          brandId: 102,
          name: 'Kopi Toraja Sapan Peaberry',
          description: 'Biji kopi sangrai terang.',
          variants: [{ name: '250 gr / Biji', sku: 'KNR-PERSIST-1', price: 98000, stock: 20 }],
        },
      });
      expect(created.status).toBe(201);
      const productId = ((await created.json()) as { data: { id: number } }).data.id;

      const list = await first.request(
        'GET',
        '/api/admin/admin/order-list?brandId=102&status=1&size=1',
        { token },
      );
      const orderCode = ((await list.json()) as { data: { orderCode: string }[] }).data[0]!
        .orderCode;
      const processed = await first.request('POST', '/api/brand/v2/partner/order/order-process', {
        token,
        json: { brandId: 102, orderCodes: [orderCode] },
      });
      expect(
        ((await processed.json()) as { data: { processed: string[] } }).data.processed,
      ).toEqual([orderCode]);

      expect(
        (
          await first.request(
            'POST',
            '/api/brand/v2/partner/brand/102/notification/transaction/read/all',
            { token },
          )
        ).status,
      ).toBe(200);
      const products = await first.request(
        'GET',
        '/api/admin/admin/brand/get-summary-product-brand?brandId=102',
        { token },
      );
      Object.assign(written, {
        token,
        productId,
        orderCode,
        products: ((await products.json()) as { data: { totalProduct: number } }).data.totalProduct,
      });
      await first.close();
      first = undefined;
    },
  );

  it(`${label}: after a restart the writes, the session and the seed are as they were`, async () => {
    expect(written.token, 'the write step must run first').toBeDefined();
    second = await startSandbox(options());
    const token = written.token!;

    const product = await second.request(
      'GET',
      `/api/product/v3/partner/product/${written.productId}?brandId=102`,
      { token },
    );
    expect(product.status).toBe(200);
    const body = (await product.json()) as {
      data: { name: string; variants: { sku: string; stock: number }[] };
    };
    expect(body.data.name).toBe('Kopi Toraja Sapan Peaberry');
    expect(body.data.variants.map((v) => [v.sku, v.stock])).toEqual([['KNR-PERSIST-1', 20]]);

    const orders = await second.request(
      'GET',
      `/api/admin/admin/order-list?brandId=102&status=2&q=${encodeURIComponent(written.orderCode!)}`,
      { token },
    );
    expect(
      ((await orders.json()) as { data: { orderCode: string; status: number }[] }).data,
    ).toMatchObject([{ orderCode: written.orderCode, status: 2 }]);

    const count = await second.request(
      'GET',
      '/api/brand/v3/partner/notification/count?brandId=102',
      { token },
    );
    expect(
      ((await count.json()) as { data: { totalTransaction: number } }).data.totalTransaction,
    ).toBe(0);

    // The seed runs once: a restart neither duplicates nor resets the catalogue.
    const products = await second.request(
      'GET',
      '/api/admin/admin/brand/get-summary-product-brand?brandId=102',
      { token },
    );
    expect(((await products.json()) as { data: { totalProduct: number } }).data.totalProduct).toBe(
      written.products,
    );
  });
}

describe('persistence on the embedded database folder', () => {
  const copy = seededCopy();
  afterAll(() => copy.remove());
  persistenceSuite('PGlite', () => ({ dataDir: copy.dataDir }));
});

const url = process.env.TEST_DATABASE_URL;

describe('persistence on a real PostgreSQL server (TEST_DATABASE_URL)', () => {
  if (!url) {
    it('needs TEST_DATABASE_URL=postgres://… to run; .ci/run sets it after starting PostgreSQL', (ctx) => {
      console.warn('TEST_DATABASE_URL is not set: the PostgreSQL persistence suite did not run.');
      ctx.skip('TEST_DATABASE_URL is not set: the PostgreSQL persistence suite did not run.');
    });
    return;
  }
  it('starts from an empty schema', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    const left = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    await client.end();
    expect(left.rows[0]).toEqual({ n: 0 });
  });
  persistenceSuite('PostgreSQL', () => ({ url }));
});
