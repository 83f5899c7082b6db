import type { SortKey } from '../list/list-query';

// Apart from the list's URL state, so the requests (which the product form loads too) carry
// only the mapping to the contract's sort fields.

/** The contract's SortBy fields this list sorts by. */
type ListSortBy = 'createdAt' | 'name' | 'stock' | 'price';
interface SortFields {
  sortBy: ListSortBy;
  sortDirection: 'asc' | 'desc';
}

const sortFields: Record<SortKey, SortFields> = {
  newest: { sortBy: 'createdAt', sortDirection: 'desc' },
  oldest: { sortBy: 'createdAt', sortDirection: 'asc' },
  'name-asc': { sortBy: 'name', sortDirection: 'asc' },
  'name-desc': { sortBy: 'name', sortDirection: 'desc' },
  'stock-asc': { sortBy: 'stock', sortDirection: 'asc' },
  'stock-desc': { sortBy: 'stock', sortDirection: 'desc' },
  'price-asc': { sortBy: 'price', sortDirection: 'asc' },
  'price-desc': { sortBy: 'price', sortDirection: 'desc' },
};

export function sortParams(sort: SortKey): SortFields {
  return sortFields[sort];
}
