import { useSearchParams } from 'react-router-dom';
import { toSearch, type HistoryQuery, type LedgerQuery } from './urls';

/** A list's state in the URL: a filter starts again on page 1, a page keeps the filters. */
export function useListUrl<Q extends HistoryQuery | LedgerQuery>(
  read: (params: URLSearchParams) => Q,
) {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  return {
    query,
    filter: (change: Partial<Q>) => setParams(toSearch({ ...query, page: 1, ...change })),
    goTo: (page: number) => setParams(toSearch({ ...query, page })),
    reset: () => setParams(new URLSearchParams()),
  };
}
