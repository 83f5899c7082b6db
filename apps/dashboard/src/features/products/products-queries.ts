import { unwrap, type ApiClients } from '@seller/api-types';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { fetchRead, prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId, openedListParams } from '../../platform/data/prefetch-inputs';
import { readTenant } from '../../platform/tenant-store';
import type { BulkEdit, BulkEditRowPage } from './bulk-edit/bulk-edit-types';
import { withRepeatedSkus } from './form/product-options';
import { productKeys, type ProductReadScope } from './product-keys';
import { lastKnownMultistockFlag, rememberMultistockFlag } from './list/multistock-memory';
import type {
  BulkFile,
  ProductDetail,
  ProductMatch,
  ProductTypeOption,
  StockHistoryPage,
  Variant,
  VariantPage,
  VariantRow,
} from './product-types';
import {
  defaultListQuery,
  parseListQuery,
  sortFields,
  type BulkEditQuery,
  type ListQuery,
  type ProductApiVersion,
  type StockHistoryQuery,
} from './urls';

/*
 * The product pages' reads. No React here: on a reload the entry script loads this module before
 * the app core to start the list's first page beside the session calls.
 */

export { productKeys, type ProductReadScope };

function toRow(variant: Variant): VariantRow {
  return { ...variant, stockistStock: null };
}

/**
 * One server page of variants. With multistock phase 2 (v3 only) the listing is the stockists'
 * one, whose stock is split into the brand's share and theirs.
 */
export async function fetchVariantPage(
  { api, tenant, brandId, version }: ProductReadScope,
  query: ListQuery,
  multistock: boolean,
  signal?: AbortSignal,
  productId?: number,
): Promise<VariantPage> {
  const path = { tenant };
  const common = {
    brandId,
    ...(productId !== undefined ? { productId } : {}),
    page: query.page,
    size: query.size,
    q: query.q.trim() || undefined,
    status: query.selectedTab,
    productTypeId: query.productTypeId ?? undefined,
    ...sortFields[query.sort],
  };
  if (version === 'v3' && multistock) {
    const result = await unwrap(
      api.product.GET('/v3/{tenant}/variant/multistock/list', {
        params: { path, query: common },
        signal,
      }),
    );
    return {
      metadata: result.metadata,
      rows: result.data.map(({ stocks, totalStock, ...variant }) => {
        const stockistStock = stocks.reduce((sum, entry) => sum + entry.stock, 0);
        return {
          ...variant,
          stock: totalStock - stockistStock,
          stockStatus: null,
          imageUrl: null,
          stockistStock,
        };
      }),
    };
  }
  const withStock = { ...common, stockStatus: query.stockStatus ?? undefined };
  const result =
    version === 'v3'
      ? await unwrap(
          api.product.GET('/v3/{tenant}/variant/list', {
            params: { path, query: withStock },
            signal,
          }),
        )
      : await unwrap(
          api.product.GET('/v2/{tenant}/variant/list', {
            params: { path, query: withStock },
            signal,
          }),
        );
  return { metadata: result.metadata, rows: result.data.map(toRow) };
}

/**
 * The list's page for this state. A page the seller has moved past is cancelled, as the list
 * asked for it alone: typing a search sends no call per letter to the end.
 */
export function variantPageRead(
  scope: ProductReadScope,
  query: ListQuery,
  multistock: boolean,
): Read<VariantPage> {
  return {
    queryKey: productKeys.list(scope, query, multistock),
    queryFn: ({ signal }) => fetchVariantPage(scope, query, multistock, signal),
  };
}

/** After a write the open list shows (stock, activation, a bulk file, a product saved), and
 * any stock history read: the write may have added an entry to it. */
export async function refreshProductList(scope: ProductReadScope): Promise<void> {
  const client = queryClientOf(scope.api);
  const keys = [productKeys.lists(scope), productKeys.stockHistories(scope)];
  await Promise.all(keys.map((key) => refreshAnswers(client, key)));
}

/** A variant's stock history page (the v3 call, inferred). */
export function stockHistoryRead(
  { api, tenant, brandId, ...scope }: ProductReadScope,
  { variantId: id, from, to, source, page }: StockHistoryQuery,
  size: number,
): Read<StockHistoryPage> {
  const query = { brandId, page, size, from: from ?? undefined, to: to ?? undefined };
  const params = { path: { tenant, id }, query: { ...query, source: source ?? undefined } };
  return {
    queryKey: [...productKeys.stockHistories({ api, tenant, brandId, ...scope }), params, size],
    queryFn: async ({ signal }) => {
      const path = '/v3/{tenant}/variant/{id}/stock-history';
      const result = await unwrap(api.product.GET(path, { params, signal }));
      return { entries: result.data, metadata: result.metadata };
    },
  };
}

/**
 * Multistock phase 2 (GET /version, `Multistock.Phase2.Enable`), which picks the v3 listing.
 * A deploy-wide setting, so it is asked once while the app runs (again after a failure or a
 * write); kept under the brand like every product read, it leaves with the brand on a switch.
 */
export function multistockFlagRead(scope: ProductReadScope): Read<boolean> {
  return {
    queryKey: productKeys.multistockFlag(scope),
    queryFn: async () => {
      const result = await unwrap(scope.api.admin.GET('/version', {}));
      const value = result.data.config['Multistock.Phase2.Enable'] === true;
      rememberMultistockFlag(value);
      return value;
    },
    staleTime: Infinity,
  };
}

export { lastKnownMultistockFlag };

/** The listing a failed flag read leaves: phase 1 still works. */
export const multistockWithoutFlag = false;

export async function fetchProduct(
  { api, tenant, brandId, version }: ProductReadScope,
  id: number,
) {
  const params = { path: { tenant, id }, query: { brandId } };
  const call =
    version === 'v3'
      ? api.product.GET('/v3/{tenant}/product/{id}', { params })
      : api.product.GET('/v2/{tenant}/product/{id}', { params });
  return (await unwrap(call)).data;
}

export function productRead(scope: ProductReadScope, id: number): Read<ProductDetail> {
  return { queryKey: productKeys.product(scope, id), queryFn: () => fetchProduct(scope, id) };
}

/** A write answered with the stored product: the page shows it without asking again. */
export function showStoredProduct(scope: ProductReadScope, product: ProductDetail): void {
  queryClientOf(scope.api).setQueryData(productKeys.product(scope, product.id), product);
}

/** Products by name, best matches first; v2 has no lookup call and searches its list. */
export async function fetchProductMatches(scope: ProductReadScope, q: string) {
  const { api, tenant, brandId, version } = scope;
  const path = { tenant };
  const query = { brandId, q: q || undefined, size: 20 };
  const found: ProductMatch[] =
    version === 'v3'
      ? (await unwrap(api.product.GET('/v3/{tenant}/product', { params: { path, query } }))).data
      : (
          await unwrap(
            api.product.GET('/v2/{tenant}/product/list', {
              params: { path, query: { ...query, page: 1 } },
            }),
          )
        ).data.map(({ id, name }) => ({ id, name }));
  return withRepeatedSkus(found, async (id) =>
    (await fetchVariantPage(scope, defaultListQuery, false, undefined, id)).rows
      .slice(0, 3)
      .map((row) => row.sku),
  );
}

export function productMatchesRead(scope: ProductReadScope, q: string): Read<ProductMatch[]> {
  return { queryKey: productKeys.matches(scope, q), queryFn: () => fetchProductMatches(scope, q) };
}

/** The product types of the dropdown-level call, for the list filter and the product form. */
export function productTypesRead(api: ApiClients): Read<ProductTypeOption[]> {
  return {
    queryKey: productKeys.types(),
    queryFn: async () =>
      (await unwrap(api.admin.GET('/admin/product-type/dropdown-level', {}))).data,
  };
}

/** The latest bulk files of the brand, newest first. */
export function bulkFilesRead(scope: ProductReadScope, size: number): Read<BulkFile[]> {
  const { api, tenant, brandId } = scope;
  const params = { path: { tenant }, query: { brandId, page: 1, size } };
  return {
    queryKey: productKeys.bulkFiles(scope, size),
    queryFn: async () =>
      (await unwrap(api.product.GET('/v1/{tenant}/bulk-file/list', { params }))).data,
  };
}

/** A bulk edit (v3): its summary, previewed or applied, and a page of its changed or refused rows. */
export function bulkEditReads(
  scope: ProductReadScope,
  id: number,
  rows: BulkEditQuery,
  size: number,
) {
  const { api, tenant, brandId } = scope;
  const query = { brandId, kind: rows.tab, page: rows.page, size };
  const edit: Read<BulkEdit> = {
    queryKey: productKeys.bulkEdit(scope, id),
    queryFn: async ({ signal }) => {
      const params = { path: { tenant, id }, query: { brandId } };
      return (
        await unwrap(api.product.GET('/v3/{tenant}/variant/bulk-edit/{id}', { params, signal }))
      ).data;
    },
  };
  const page: Read<BulkEditRowPage> = {
    queryKey: [...productKeys.bulkEdit(scope, id), 'rows', query],
    queryFn: async ({ signal }) => {
      const params = { path: { tenant, id }, query };
      const path = '/v3/{tenant}/variant/bulk-edit/{id}/rows';
      const result = await unwrap(api.product.GET(path, { params, signal }));
      return { tab: rows.tab, rows: result.data, metadata: result.metadata };
    },
  };
  return { edit, rows: page };
}

/**
 * From the route's loader, or earlier from the entry script on a reload: the first page the list
 * at this address will show (the saved list state when the address is bare), for the brand the
 * seller last worked in, started beside the page's chunk. The v3 listing depends on the flag:
 * the flag as read (or as this device saw it last) starts the page at once; when /version says
 * otherwise, the page asks under the other key itself. A brand list shows no list.
 */
export function prefetchProductList(api: ApiClients, url: URL, version: ProductApiVersion): void {
  const brandId = lastSingleBrandId();
  if (brandId === null) return;
  const scope: ProductReadScope = { api, tenant: readTenant(), brandId, version };
  const query = parseListQuery(openedListParams(url));
  const client = queryClientOf(api);
  const prefetchPage = (multistock: boolean) =>
    prefetchRead(client, variantPageRead(scope, query, multistock));
  if (version === 'v2') {
    void prefetchPage(false);
    return;
  }
  const flag = multistockFlagRead(scope);
  const known = client.getQueryData<boolean>(flag.queryKey) ?? lastKnownMultistockFlag();
  void prefetchRead(client, flag);
  if (known !== null) void prefetchPage(known);
  else
    void fetchRead(client, flag)
      .catch(() => multistockWithoutFlag)
      .then(prefetchPage);
}
