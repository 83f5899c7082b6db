import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/query.js';
import { startSandbox, type TestSandbox } from './support.js';

interface VariantPage {
  data: { id: number; name: string }[];
  metadata: { totalItem: number; totalPage: number };
}

describe('totals of searched variant lists', () => {
  let sb: TestSandbox;
  let seller: string;

  beforeAll(async () => {
    sb = await startSandbox();
    seller = await sb.login('seller@demo.id');
  });

  afterAll(async () => {
    await sb?.close();
  });

  async function search(q: string, page = 1): Promise<VariantPage> {
    const res = await sb.request(
      'GET',
      `/api/product/v3/partner/variant/list?brandId=101&q=${encodeURIComponent(q)}&page=${page}&size=5`,
      {
        token: seller,
      },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as VariantPage;
  }

  async function countedInDatabase(q: string): Promise<number> {
    const [row] = await rows<{ n: number }>(
      sb.database.db,
      sql`SELECT count(*)::int AS n FROM variants WHERE brand_id = 101 AND NOT is_deleted AND (name ILIKE ${`%${q}%`} OR sku ILIKE ${`%${q}%`})`,
    );
    return row!.n;
  }

  it('answers the same exact total on every page of one search, from the stored count', async () => {
    const first = await search('Merah');
    const second = await search('Merah', 2);
    expect(first.metadata.totalItem).toBe(await countedInDatabase('Merah'));
    expect(second.metadata.totalItem).toBe(first.metadata.totalItem);
    const stored = await rows<{ n: number }>(
      sb.database.db,
      sql`SELECT n FROM search_totals WHERE brand_id = 101`,
    );
    expect(stored.map((row) => row.n)).toContain(first.metadata.totalItem);
  });

  it('counts again once the catalogue changes: a new matching variant, then a deactivated one', async () => {
    const before = (await search('Merah')).metadata.totalItem;
    const created = await sb.request('POST', '/api/product/v3/partner/product', {
      token: seller,
      json: {
        brandId: 101,
        name: 'Selendang Songket Palembang',
        description: 'Songket tenun tangan.',
        variants: [{ name: 'Merah Delima', sku: 'BSJ-SONGKET-01', price: 450000, stock: 4 }],
      },
    });
    expect(created.status).toBe(201);
    const after = (await search('Merah')).metadata.totalItem;
    expect(after).toBe(before + 1);
    expect(after).toBe(await countedInDatabase('Merah'));

    await sb.database.db.execute(
      sql`UPDATE variants SET is_deleted = true WHERE sku = 'BSJ-SONGKET-01'`,
    );
    expect((await search('Merah')).metadata.totalItem).toBe(before);
  });
});
