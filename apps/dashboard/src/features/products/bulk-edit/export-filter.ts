import type { ListQuery } from '../urls';

/**
 * The list's filter as the export call takes it (no filter: the whole catalogue). Paging and sort
 * stay out: the file holds every variant the filter selects, in the catalogue's order.
 */
export function exportFilter(filter: ListQuery | null) {
  if (!filter) return {};
  return {
    q: filter.q.trim() || undefined,
    status: filter.selectedTab,
    stockStatus: filter.stockStatus ?? undefined,
    productTypeId: filter.productTypeId ?? undefined,
  };
}
