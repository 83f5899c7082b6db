import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { savePageQuery, savedPageQuery } from '../../../platform/persisted-state';
import { listQueryRecord, parseHighlightVariantId, parseListQuery, type ListQuery } from '../urls';

export interface ListUrlState {
  query: ListQuery;
  /** Id of the variant a notification opened the list for; never set by a manual search. */
  highlightVariantId: number | undefined;
  setQuery: (query: ListQuery) => void;
}

/**
 * The list state lives in the URL and is kept per path (§3 pageParams): a bare visit restores
 * the saved state, every change is saved. Arrival from a notification wins over the saved
 * state, and ends (with its highlight) at the seller's first change.
 */
export function useListUrlState(): ListUrlState {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const bare = params.size === 0;
  // The saved list from the first render on: the default list is never asked for on the way to it.
  const restored = useMemo(() => {
    const saved = bare ? savedPageQuery(pathname) : undefined;
    return saved && Object.keys(saved).length > 0 ? saved : null;
  }, [bare, pathname]);
  // Keyed by the search itself: the restored list written into the address is the same query
  // (the same object), so nothing asks for its rows again.
  const search = (restored ? new URLSearchParams(restored) : params).toString();
  const query = useMemo(() => parseListQuery(new URLSearchParams(search)), [search]);

  useEffect(() => {
    if (restored) setParams(restored, { replace: true });
  }, [restored, setParams]);

  useEffect(() => {
    if (!bare) savePageQuery(pathname, listQueryRecord(query));
  }, [bare, pathname, query]);

  // Saved before the URL changes: back at all defaults the URL is bare, and a bare URL would
  // otherwise bring the previous filters back.
  const setQuery = useCallback(
    (next: ListQuery) => {
      const record = listQueryRecord(next);
      savePageQuery(pathname, record);
      setParams(record);
    },
    [pathname, setParams],
  );

  return { query, highlightVariantId: parseHighlightVariantId(params), setQuery };
}
