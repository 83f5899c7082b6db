import { productCopy } from '../copy';
import type { ProductMatch } from '../product-types';

const nameKey = (match: ProductMatch) => match.name.trim().toLowerCase();

/**
 * Products found by name, with a few SKUs of each one whose name another also has: the picker
 * must tell 'Kopi Arabika' from 'Kopi Arabika' (issue 41). `skusOf` asks only for those.
 */
export async function withRepeatedSkus(
  found: readonly ProductMatch[],
  skusOf: (productId: number) => Promise<string[]>,
): Promise<ProductMatch[]> {
  const counts = new Map<string, number>();
  for (const match of found) counts.set(nameKey(match), (counts.get(nameKey(match)) ?? 0) + 1);
  return Promise.all(
    found.map(async (match) =>
      (counts.get(nameKey(match)) ?? 0) > 1 ? { ...match, skus: await skusOf(match.id) } : match,
    ),
  );
}

/** The picker's line for a product: its name, and what tells it apart when the name repeats. */
export function productOptionLabel(match: ProductMatch): string {
  if (!match.skus) return match.name;
  return match.skus.length > 0
    ? productCopy.productWithSkus(match.name, match.skus)
    : productCopy.productWithId(match.name, match.id);
}
