import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { savePageQuery, savedPageQuery } from '../../../platform/persisted-state';
import { isNotificationArrival, listQueryRecord, parseListQuery, type ListQuery } from './list-query';

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
  const query = useMemo(() => parseListQuery(params), [params]);
  const fromNotification = isNotificationArrival(params);
  const bare = params.size === 0;

  useEffect(() => {
    if (!bare) return;
    const saved = savedPageQuery(pathname);
    if (saved && Object.keys(saved).length > 0) setParams(saved, { replace: true });
  }, [bare, pathname, setParams]);

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

  const variantId = Number(params.get('variantId'));
  const highlightVariantId = fromNotification && Number.isInteger(variantId) && variantId > 0 ? variantId : undefined;
  return { query, highlightVariantId, setQuery };
}
