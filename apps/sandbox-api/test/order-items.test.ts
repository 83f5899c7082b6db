import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { onBothDatabases } from './both-databases.js';

interface ApiOrderItem {
  variantId: number;
  variantName: string;
  productName?: string;
  sku?: string;
  quantity: number;
}

onBothDatabases('order items name their product and SKU', (sandbox) => {
  it('lists every item with the product name and the SKU of its variant, in order', async () => {
    const token = await sandbox().login('seller@demo.id');
    const response = await sandbox().request(
      'GET',
      '/api/brand/v3/partner/order/list?brandId=101&status=-1&size=20',
      { token },
    );
    expect(response.status).toBe(200);
    const orders = ((await response.json()) as { data: { items: ApiOrderItem[] }[] }).data;
    const items = orders.flatMap((order) => order.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.productName, `variant ${item.variantId}`).toMatch(/\S/);
      expect(item.sku, `variant ${item.variantId}`).toMatch(/\S/);
      expect(item.variantName).toMatch(/\S/);
    }
  });

  it('keeps the product name an item was ordered under after the product is renamed', async () => {
    const token = await sandbox().login('seller@demo.id');
    const list = async () => {
      const response = await sandbox().request(
        'GET',
        '/api/brand/v3/partner/order/list?brandId=101&status=-1&size=5',
        { token },
      );
      return ((await response.json()) as { data: { orderCode: string; items: ApiOrderItem[] }[] })
        .data;
    };
    const [order] = await list();
    const item = order!.items[0]!;
    await sandbox().database.db.execute(
      sql`UPDATE products SET name = 'Nama Baru Setelah Dipesan' WHERE id = (SELECT product_id FROM variants WHERE id = ${item.variantId})`,
    );
    const again = (await list()).find((listed) => listed.orderCode === order!.orderCode);
    expect(again?.items[0]?.productName).toBe(item.productName);
    expect(item.productName).not.toBe('Nama Baru Setelah Dipesan');
  });
});
