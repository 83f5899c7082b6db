import { readPersisted, savedPageQuery } from './persisted-state';

/**
 * What a list's early first call (product list, order queue) needs before its page has mounted.
 * No React here: on a reload the entry script loads these modules before the app core.
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

/**
 * Counts the mounted pages of one list. While one is open, a filter or page change there asks
 * for itself and an early call would only duplicate it. `noteMounted` is a React effect.
 */
export function mountCount(): { isMounted: () => boolean; noteMounted: () => () => void } {
  let mounted = 0;
  return {
    isMounted: () => mounted > 0,
    noteMounted: () => {
      mounted += 1;
      return () => {
        mounted -= 1;
      };
    },
  };
}
