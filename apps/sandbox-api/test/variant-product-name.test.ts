import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rows } from '../src/db/query.js';
import { onBothDatabases } from './both-databases.js';

type Db = Parameters<typeof rows>[0];

/** Variants whose kept product name is not their product's name. */
async function namesOutOfStep(db: Db) {
  return rows<{ id: number; kept: string | null; name: string }>(
    db,
    sql`SELECT v.id, v.product_name AS kept, p.name FROM variants v JOIN products p ON p.id = v.product_id WHERE v.product_name IS DISTINCT FROM p.name`,
  );
}

onBothDatabases('a variant carries its product name', (sandbox) => {
  it('carries it for every seeded variant', async () => {
    expect(await namesOutOfStep(sandbox().database.db)).toEqual([]);
  });

  it('shows a new product’s name and a renamed product’s new name in the variant list', async () => {
    const token = await sandbox().login('seller@demo.id');
    const input = {
      brandId: 101,
      name: 'Kemeja Lurik Baru',
      description: 'Lurik tenun.',
      variants: [{ name: 'Biru / M', sku: 'LRK-NAME-1', price: 150000, stock: 3 }],
    };
    const created = await sandbox().request('POST', '/api/product/v3/partner/product', {
      token,
      json: input,
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const listed = async () => {
      const response = await sandbox().request(
        'GET',
        `/api/product/v3/partner/variant/list?brandId=101&productId=${id}`,
        { token },
      );
      return ((await response.json()) as { data: { productName: string }[] }).data.map(
        (v) => v.productName,
      );
    };
    expect(await listed()).toEqual(['Kemeja Lurik Baru']);

    const renamed = await sandbox().request('PUT', `/api/product/v3/partner/product/${id}`, {
      token,
      json: { ...input, name: 'Kemeja Lurik Tenun' },
    });
    expect(renamed.status).toBe(200);
    expect(await listed()).toEqual(['Kemeja Lurik Tenun']);
    expect(await namesOutOfStep(sandbox().database.db)).toEqual([]);
  });

  it('keeps every name in step when products are renamed while variants are added to them in parallel', async () => {
    const db = sandbox().database.db;
    const products = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM products WHERE brand_id = 102 ORDER BY id LIMIT 5`,
    );
    await Promise.all(
      products.flatMap(({ id }, i) => [
        db.execute(sql`UPDATE products SET name = ${`Nama Paralel ${i}`} WHERE id = ${id}`),
        db.execute(
          sql`INSERT INTO variants (id, product_id, brand_id, name, sku, price, stock) VALUES (nextval('variants_id_seq'), ${id}, 102, 'Paralel', ${`PAR-${id}`}, 10000, 1)`,
        ),
      ]),
    );
    expect(await namesOutOfStep(db)).toEqual([]);
  });
});
