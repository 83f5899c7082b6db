import type { ApiClients } from '@seller/api-types';
import type { TenantType } from '../../platform/tenant-profile';
import type { ListQuery, ProductApiVersion } from './urls';

/*
 * The cache keys of the product reads (products-queries.ts builds the reads under them), apart so
 * a write can name what it changes without the reads.
 */

/** Whose products a read is about: the brand, the tenant its calls name, and the call version. */
export interface ProductReadScope {
  api: ApiClients;
  tenant: TenantType;
  brandId: number;
  version: ProductApiVersion;
}

function pagesScope({ tenant, brandId, version }: ProductReadScope) {
  return { tenant, brandId, version };
}

/** What no call version changes: the flag and the bulk files are one per brand. */
function brandScope({ tenant, brandId }: ProductReadScope) {
  return { tenant, brandId };
}

export const productKeys = {
  /** Every variant page the list has read for the brand: what a write on the list changes. */
  lists: (scope: ProductReadScope) => ['products', pagesScope(scope), 'variants'] as const,
  /** The listing call depends on the flag, so the flag is part of the page's key. */
  list: (scope: ProductReadScope, query: ListQuery, multistock: boolean) =>
    [...productKeys.lists(scope), multistock ? 'multistock' : 'stock', query] as const,
  product: (scope: ProductReadScope, id: number) =>
    ['products', pagesScope(scope), 'product', id] as const,
  matches: (scope: ProductReadScope, q: string) =>
    ['products', pagesScope(scope), 'matches', q] as const,
  multistockFlag: (scope: ProductReadScope) =>
    ['products', brandScope(scope), 'multistock-flag'] as const,
  bulkFiles: (scope: ProductReadScope, size?: number) =>
    ['products', brandScope(scope), 'bulk-files', ...(size === undefined ? [] : [size])] as const,
  /** A bulk edit's summary and its pages of rows: what its confirm changes. */
  bulkEdit: (scope: ProductReadScope, id: number) =>
    ['products', brandScope(scope), 'bulk-edit', id] as const,
  /** Every stock history the brand's pages have read: what a stock write changes. */
  stockHistories: (scope: ProductReadScope) =>
    ['products', brandScope(scope), 'stock-history'] as const,
  /** The dropdown-level call names no brand or tenant. */
  types: () => ['products', {}, 'types'] as const,
};
