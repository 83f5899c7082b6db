import { useEffect, useState } from 'react';
import { useResource } from '../../platform/data/use-resource';
import type { PaletteItem } from './palette-item';
import { paletteSearchRead, type PaletteHits, type PaletteSources } from './palette-queries';

/** The pause after the last key before the server is asked (one call per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters match half the catalogue; the menu and commands still filter from one. */
export const MIN_SEARCH_LENGTH = 2;

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface PaletteSearch {
  status: SearchStatus;
  products: PaletteItem[];
  orders: PaletteItem[];
}

const noHits: PaletteHits = { products: [], orders: [] };

/**
 * Debounced server search of products and orders, one read per word the seller pauses on.
 * While the next word is asked the hits of the last search stay on screen; after an empty
 * field or a failure there are none to keep, so none come back.
 */
export function usePaletteSearch(query: string, sources: PaletteSources): PaletteSearch {
  const term = query.trim();
  const searchable =
    term.length >= MIN_SEARCH_LENGTH && (sources.products !== null || sources.orders !== null);
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!searchable) {
      setAsked(null);
      return undefined;
    }
    const timer = window.setTimeout(() => setAsked(term), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, searchable]);

  const resource = useResource(
    searchable && asked !== null ? paletteSearchRead(sources, asked) : null,
  );
  // What the last search ended with. Not the resource's kept answer: that would bring back the
  // hits of a word from before the field was emptied or a search failed.
  const settled = !searchable
    ? noHits
    : resource.status === 'error'
      ? noHits
      : resource.status === 'success'
        ? resource.data
        : null;
  const [shown, setShown] = useState(noHits);
  if (settled !== null && settled !== shown) setShown(settled);

  if (!searchable) return { status: 'idle', ...noHits };
  if (asked !== term || resource.status === 'loading')
    return { status: 'searching', ...(settled ?? shown) };
  if (resource.status === 'error') return { status: 'failed', ...noHits };
  return { status: 'done', ...(resource.data ?? noHits) };
}
