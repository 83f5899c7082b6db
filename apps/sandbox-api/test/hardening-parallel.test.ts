import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

onBothDatabases('parallel writes that guard uniqueness', (sandbox) => {
  it('creates one product for 20 parallel creates with one SKU; the rest get the usual 400', async () => {
    const token = await sandbox().login('seller@demo.id');
    const sku = 'PARALEL-SKU-01';
    const answers = await inParallel(20, (i) =>
      sandbox().request('POST', '/api/product/v3/partner/product', {
        token,
        json: { brandId: 101, name: `Kemeja paralel ${i}`, description: 'Uji paralel', variants: [{ name: 'M', sku, price: 150000, stock: 3 }] },
      }),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 400)) {
      expect(a.body).toMatchObject({ error: { message: `SKU '${sku}' sudah dipakai varian lain.` }, metadata: { messsage: `SKU '${sku}' sudah dipakai varian lain.` } });
    }
    const live = await one<{ n: number }>(sandbox().database.db, sql`SELECT count(*)::int AS n FROM variants WHERE brand_id = 101 AND sku = ${sku} AND NOT is_deleted`);
    expect(live?.n).toBe(1);
  });
});
