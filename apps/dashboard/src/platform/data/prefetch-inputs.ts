import { readPersisted, savedPageQuery } from '../persisted-state';

/**
 * What a page's prefetch needs before the page has mounted (the brand, the list state). No React
 * here: on a reload the entry script loads these modules before the app core.
 */

/** The brand the seller last worked in, when it is a single brand. */
export function lastSingleBrandId(): number | null {
  const brandId = readPersisted('brandId');
  return brandId !== null && /^\d+$/.test(brandId) ? Number(brandId) : null;
}

/** The list state a visit to `url` opens: the address's own, or the one saved for a bare address. */
export function openedListParams(url: URL): URLSearchParams {
  const saved = url.search === '' ? savedPageQuery(url.pathname) : null;
  return saved && Object.keys(saved).length > 0 ? new URLSearchParams(saved) : url.searchParams;
}
