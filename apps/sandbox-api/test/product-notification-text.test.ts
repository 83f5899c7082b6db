import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/query.js';
import { startSandbox, type TestSandbox } from './support.js';

// Issue 41: 'Stok varian 250 gr / Paket 3 tinggal 1.' named no product, and variant names
// repeat across products, so two such entries read the same.
describe('product notification text', () => {
  let sb: TestSandbox;

  beforeAll(async () => {
    sb = await startSandbox();
  });

  afterAll(async () => {
    await sb?.close();
  });

  it('names the product, the variant and its SKU of a simulated stock notification', async () => {
    const created = await sb.request('POST', '/__sandbox/activity', {
      json: { kind: 'notification', brandId: 101 },
    });
    expect(created.status).toBe(201);
    const variant = await one<{ name: string; sku: string; product_name: string }>(
      sb.database.db,
      sql`SELECT v.name, v.sku, p.name AS product_name FROM variants v JOIN products p ON p.id = v.product_id
          WHERE p.brand_id = 101 ORDER BY v.id LIMIT 1`,
    );
    const token = await sb.login('seller@demo.id');
    const list = await sb.request(
      'GET',
      '/api/brand/v2/partner/brand/101/notification/product?page=1&size=1&sortBy=created_at&sortDirection=desc',
      { token },
    );
    expect(list.status).toBe(200);
    const [latest] = ((await list.json()) as { data: { message: string }[] }).data;
    const html = (text: string) =>
      text.replace(
        /[<&>"]/g,
        (ch) => ({ '<': '&lt;', '&': '&amp;', '>': '&gt;', '"': '&quot;' })[ch]!,
      );
    expect(latest?.message).toBe(
      `<p>Stok varian <b>${html(variant!.product_name)} – ${html(variant!.name)}</b> (SKU ${html(variant!.sku)}) tinggal sedikit.</p>`,
    );
  });
  it('names the product, the variant and its SKU in every seeded product notification', async () => {
    const seeded = await rows<{ message: string; name: string; sku: string; product_name: string }>(
      sb.database.db,
      sql`SELECT n.message, v.name, v.sku, p.name AS product_name FROM notifications n
          JOIN variants v ON v.id = n.entity_id JOIN products p ON p.id = v.product_id
          WHERE n.context = 'product'`,
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded)
      expect(row.message).toContain(`<b>${row.product_name} – ${row.name}</b> (SKU ${row.sku})`);
  });
});
