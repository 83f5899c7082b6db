import { describe, expect, it } from 'vitest';
import type { ProductRequests } from '../products/products-writes';
import { productSource } from './search-sources';

function requestsFinding(named: { id: number; name: string; skus?: string[] }[]): ProductRequests {
  return {
    scope: { tenant: 'brand', brandId: 101, version: 'v3' },
    findProducts: async () => named,
    listVariants: async () => ({ rows: [], total: 0 }),
  } as unknown as ProductRequests;
}

describe('palette product hits', () => {
  it('tells products with the same name apart by their SKUs', async () => {
    const source = productSource(
      requestsFinding([
        { id: 1, name: 'Kopi Arabika', skus: ['KA-250', 'KA-500'] },
        { id: 2, name: 'Kopi Arabika', skus: ['KB-250'] },
        { id: 3, name: 'Teh Hijau' },
      ]),
      '/product-v3',
      true,
    );
    const hits = await source.search('kopi', new AbortController().signal);
    expect(hits.map((hit) => [hit.label, hit.hint])).toEqual([
      ['Kopi Arabika', 'SKU KA-250, KA-500'],
      ['Kopi Arabika', 'SKU KB-250'],
      ['Teh Hijau', 'Lihat detail produk'],
    ]);
  });
});
