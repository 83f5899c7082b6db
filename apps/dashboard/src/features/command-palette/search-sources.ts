import type { TenantType } from '../../platform/tenant-profile';
import type { ProductRequests } from '../products/products-writes';
import { defaultListQuery, detailPath } from '../products/urls';
import { fetchOrderPage } from '../orders/orders-queries';
import type { OrderScope } from '../orders/order-types';
import { defaultOrderQuery } from '../orders/urls';
import { paletteCopy } from './copy';
import type { PaletteItem } from './palette-item';

/** A server search the palette runs as the seller types, and what its hits depend on. */
export interface SearchSource {
  /** Whose records it searches: the brand and the tenant its calls name. */
  scope: { tenant: TenantType; brandId: number };
  /** What else its hits depend on: the calls it goes through and where a hit leads. */
  shape: Record<string, string | boolean>;
  search: (query: string, signal: AbortSignal) => Promise<PaletteItem[]>;
}

/** How many hits of each kind the palette shows; the list page has the rest. */
export const RESULTS_PER_SOURCE = 5;

/**
 * Products through the product pages' own calls: by name with the product lookup (the add-variant
 * form's and the detail page's finder), opening the product's detail page when the menu has it;
 * by SKU or variant name with the list's variant call, opening that list filtered by the SKU,
 * which the list reads from the URL like any other link.
 */
export function productSource(
  requests: ProductRequests,
  listHref: string,
  detailAllowed: boolean,
): SearchSource {
  const { tenant, brandId, version } = requests.scope;
  const search: SearchSource['search'] = async (query, signal) => {
    const [named, variants] = await Promise.all([
      detailAllowed ? requests.findProducts(query) : Promise.resolve([]),
      requests.listVariants({ ...defaultListQuery, q: query }, { multistock: false, signal }),
    ]);
    const byName = named.slice(0, RESULTS_PER_SOURCE).map((product): PaletteItem => ({
      id: `product:${product.id}`,
      kind: 'product',
      label: product.name,
      // Two products of one name read the same: a few SKUs tell them apart (issue 41 #16).
      hint: product.skus?.length
        ? paletteCopy.productHint(product.skus.join(', '))
        : paletteCopy.productDetailHint,
      ...(product.skus?.length ? { keywords: product.skus } : {}),
      href: detailPath(product.id),
    }));
    const bySku = variants.rows.slice(0, RESULTS_PER_SOURCE).map((row): PaletteItem => ({
      id: `variant:${row.id}`,
      kind: 'product',
      label: `${row.productName} – ${row.name}`,
      hint: paletteCopy.productHint(row.sku),
      href: `${listHref}?${new URLSearchParams({ q: row.sku }).toString()}`,
    }));
    return [...byName, ...bySku];
  };
  return { scope: { tenant, brandId }, shape: { version, listHref, detailAllowed }, search };
}

/** Orders by code through the order queue's list call; a hit opens the queue filtered by it. */
export function orderSource(scope: OrderScope, queueHref: string): SearchSource {
  const search: SearchSource['search'] = async (query, signal) => {
    const page = await fetchOrderPage(scope, { ...defaultOrderQuery, q: query }, signal);
    return page.orders.slice(0, RESULTS_PER_SOURCE).map((order) => ({
      id: `order:${order.orderCode}`,
      kind: 'order',
      label: paletteCopy.orderLabel(order.orderCode),
      hint: order.buyerName,
      href: `${queueHref}?${new URLSearchParams({ q: order.orderCode }).toString()}`,
    }));
  };
  return {
    scope: { tenant: scope.tenant, brandId: scope.brandId },
    shape: { family: scope.family, queueHref },
    search,
  };
}
