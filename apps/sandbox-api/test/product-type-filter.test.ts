import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './support.js';

interface VariantPage {
  data: { id: number; productId: number; productName: string }[];
  metadata: { totalItem: number };
}

describe('variant list filtered by product type', () => {
  let sb: TestSandbox;
  let seller: string;
  let kemejaProductId: number;

  beforeAll(async () => {
    sb = await startSandbox();
    seller = await sb.login('seller@demo.id');
    // Brand 101's seeded catalogue is all type 11; one product one level below (111, Kemeja) tells the subtree apart.
    const res = await sb.request('POST', '/api/product/v3/partner/product', {
      token: seller,
      json: {
        brandId: 101,
        name: 'Kemeja Tenun Ikat Sumba',
        description: 'Kemeja tenun ikat.',
        productTypeId: 111,
        variants: [
          { name: 'Merah / M', sku: 'BSJ-IKAT-01', price: 250000, stock: 8 },
          { name: 'Merah / L', sku: 'BSJ-IKAT-02', price: 250000, stock: 3 },
        ],
      },
    });
    expect(res.status).toBe(201);
    kemejaProductId = ((await res.json()) as { data: { id: number } }).data.id;
  });

  afterAll(async () => {
    await sb?.close();
  });

  async function list(path: string): Promise<VariantPage> {
    const res = await sb.request('GET', `/api/product/${path}`, { token: seller });
    expect(res.status).toBe(200);
    return (await res.json()) as VariantPage;
  }

  it('keeps only the variants of products of that exact leaf type', async () => {
    const page = await list('v3/partner/variant/list?brandId=101&productTypeId=111&size=50');
    expect(page.metadata.totalItem).toBe(2);
    expect(page.data.map((row) => row.productId)).toEqual([kemejaProductId, kemejaProductId]);
  });

  it('includes the types below the chosen one', async () => {
    const all = await list('v3/partner/variant/list?brandId=101&size=15');
    const fashion = await list('v3/partner/variant/list?brandId=101&productTypeId=1&size=15');
    const shirtsAndBlouses = await list(
      'v3/partner/variant/list?brandId=101&productTypeId=11&size=15',
    );
    expect(all.metadata.totalItem).toBeGreaterThan(2);
    expect(fashion.metadata.totalItem).toBe(all.metadata.totalItem);
    expect(shirtsAndBlouses.metadata.totalItem).toBe(all.metadata.totalItem);
  });

  it('answers an empty page for a type the brand does not sell, on v2 and the multistock listing too', async () => {
    const v2 = await list('v2/partner/variant/list?brandId=101&productTypeId=21');
    const multistock = await list(
      'v3/partner/variant/multistock/list?brandId=101&productTypeId=21',
    );
    expect(v2).toMatchObject({ data: [], metadata: { totalItem: 0 } });
    expect(multistock).toMatchObject({ data: [], metadata: { totalItem: 0 } });
  });

  it('combines with the other filters', async () => {
    const page = await list('v3/partner/variant/list?brandId=101&productTypeId=111&q=IKAT-02');
    expect(page.metadata.totalItem).toBe(1);
    expect(page.data[0]?.productName).toBe('Kemeja Tenun Ikat Sumba');
  });
});
