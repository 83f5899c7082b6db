import { useSearchParams } from 'react-router-dom';
import { useResource } from '../../../platform/data/use-resource';
import type { ProductRequests } from '../products-writes';
import { stockHistoryRead } from '../products-queries';
import { parseStockHistoryQuery, stockHistorySearch, type StockHistoryQuery } from '../urls';
import type { StockHistoryFilter } from './StockHistoryFilters';

/** Entries per page of the history. */
export const stockHistoryPageSize = 20;

/**
 * The 'Riwayat stok' of the variant the detail page's URL names (`variantId`, with `from`, `to`,
 * `source` and `page`), read through the products query module; null when none is open.
 */
export function useStockHistory(requests: ProductRequests | null) {
  const [params, setParams] = useSearchParams();
  const query = parseStockHistoryQuery(params);
  // A new read object each render is the same read: its key decides.
  const loaded = useResource(
    requests && query ? stockHistoryRead(requests.scope, query, stockHistoryPageSize) : null,
  );
  if (!query) return null;

  const go = (next: StockHistoryQuery) => setParams(new URLSearchParams(stockHistorySearch(next)));
  return {
    variantId: query.variantId,
    status: loaded.status === 'success' ? ('ready' as const) : loaded.status,
    errorMessage: loaded.errorMessage ?? undefined,
    entries: loaded.data?.entries ?? [],
    total: loaded.data?.metadata.totalItem ?? 0,
    page: query.page,
    pageSize: stockHistoryPageSize,
    filter: { from: query.from, to: query.to, source: query.source },
    // A new filter starts at the newest entries again.
    onFilterChange: (filter: StockHistoryFilter) => go({ ...query, ...filter, page: 1 }),
    onPageChange: (page: number) => go({ ...query, page }),
    onRetry: loaded.retry,
  };
}
