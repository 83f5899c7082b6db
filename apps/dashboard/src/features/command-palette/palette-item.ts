/** What the palette lists; plain data, so the recent list can keep it in local storage. */
export type PaletteItemKind = 'page' | 'product' | 'order' | 'action' | 'brand';

export interface PaletteItem {
  /** Unique across the palette (`page:/home`, `product:12`, `brand:102`); also cmdk's value. */
  id: string;
  kind: PaletteItemKind;
  label: string;
  /** A second, quieter line (SKU, buyer, menu group). */
  hint?: string;
  /** Where choosing it leads; commands that run in place (read all, brand switch) have none. */
  href?: string;
  /** Words that match besides the label. */
  keywords?: readonly string[];
}

/** Case-insensitive match of every typed word against the label, hint and keywords. */
export function matchesQuery(item: PaletteItem, query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = [item.label, item.hint ?? '', ...(item.keywords ?? [])].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
