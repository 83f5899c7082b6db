import type { Read } from '../../platform/data/read';
import type { PaletteItem } from './palette-item';
import type { SearchSource } from './search-sources';

/** The palette's server searches: products and orders, either one absent when the menu lacks it. */
export interface PaletteSources {
  products: SearchSource | null;
  orders: SearchSource | null;
}

export interface PaletteHits {
  products: PaletteItem[];
  orders: PaletteItem[];
}

export const paletteKeys = {
  /** One typed word's hits, for the brand the sources search and the shape of each. */
  search: ({ products, orders }: PaletteSources, term: string) =>
    [
      'palette',
      (products ?? orders)?.scope ?? {},
      'search',
      { products: products?.shape ?? null, orders: orders?.shape ?? null },
      term,
    ] as const,
};

function run(source: SearchSource | null, term: string, signal: AbortSignal) {
  return source ? source.search(term, signal) : Promise.resolve([]);
}

/**
 * The hits of both searches for `term`. It fails only when every source asked has failed; one
 * answer is still worth showing. Each word is its own key, so an answer for 'bat' never shows
 * under 'batik'; a word the seller has typed past is cancelled with its calls.
 */
export function paletteSearchRead(sources: PaletteSources, term: string): Read<PaletteHits> {
  return {
    queryKey: paletteKeys.search(sources, term),
    queryFn: async ({ signal }) => {
      const [products, orders] = await Promise.allSettled([
        run(sources.products, term, signal),
        run(sources.orders, term, signal),
      ]);
      const asked = [...(sources.products ? [products] : []), ...(sources.orders ? [orders] : [])];
      const failure = asked.find((result) => result.status === 'rejected');
      if (failure && asked.every((result) => result.status === 'rejected')) throw failure.reason;
      return {
        products: products.status === 'fulfilled' ? products.value : [],
        orders: orders.status === 'fulfilled' ? orders.value : [],
      };
    },
  };
}
