import { FORM_URLENCODED_HEADERS, unwrap, type ApiClients, type Schema } from '@seller/api-types';
import type { TenantType } from '../../platform/tenant-profile';
import { toListRequest, type OrderQuery } from './order-query';

export type Order = Schema<'brand', 'Order'>;
export type OrderProcessResult = Schema<'brand', 'OrderProcessResult'>;
export type PagingMetadata = Schema<'brand', 'PagingMetadata'>;
export interface WaybillEntry {
  orderCode: string;
  courier: string;
  waybillNumber: string;
}

/**
 * Which family of §7 order calls a brand uses. With `transaction.v3.enable` on the seller is on
 * /transaction-v3 and the brand service's v2/v3 calls apply; otherwise the admin order-list
 * calls (v1 for one order, v2 for a selection). README "Design notes" records the mapping.
 */
export type OrderCallFamily = 'v3' | 'admin';

export interface OrderScope {
  api: ApiClients;
  tenant: TenantType;
  brandId: number;
  family: OrderCallFamily;
}

export interface OrderPage {
  orders: Order[];
  metadata: PagingMetadata;
}

export async function fetchOrderPage(scope: OrderScope, query: OrderQuery, signal?: AbortSignal): Promise<OrderPage> {
  const request = toListRequest(query, scope.brandId);
  const result =
    scope.family === 'v3'
      ? await unwrap(
          scope.api.brand.GET('/v3/{tenant}/order/list', {
            params: { path: { tenant: scope.tenant }, query: request },
            signal,
          }),
        )
      : await unwrap(scope.api.admin.GET('/admin/order-list', { params: { query: request }, signal }));
  return { orders: result.data, metadata: result.metadata };
}

/** GET /admin/order-list/v2/count: totals per status, the source of the tab counts. */
export async function fetchOrderCounts(scope: OrderScope, signal?: AbortSignal) {
  const result = await unwrap(
    scope.api.admin.GET('/admin/order-list/v2/count', { params: { query: { brandId: scope.brandId } }, signal }),
  );
  return result.data.totalTransaction;
}

/** Not processed → processed, with the answer per order. */
export async function processOrders(scope: OrderScope, orderCodes: readonly string[]): Promise<OrderProcessResult> {
  const codes = [...orderCodes];
  if (scope.family === 'v3') {
    const result = await unwrap(
      scope.api.brand.PATCH('/v3/{x}/order/process/batch', {
        params: { path: { x: scope.tenant }, query: { brandId: scope.brandId } },
        body: { orderCodes: codes },
      }),
    );
    return result.data;
  }
  const [only] = codes;
  if (codes.length === 1 && only !== undefined) {
    const result = await unwrap(
      scope.api.admin.POST('/admin/order-list/process-order', {
        body: { brandId: scope.brandId, orderCode: only },
        headers: FORM_URLENCODED_HEADERS,
      }),
    );
    return result.data;
  }
  const result = await unwrap(
    scope.api.admin.POST('/admin/order-list/v2/process-order', {
      body: { brandId: scope.brandId, orderCodes: codes.join(',') },
      headers: FORM_URLENCODED_HEADERS,
    }),
  );
  return result.data;
}

/** Processed → shipped (or a corrected waybill), with the answer per order. */
export async function saveWaybills(scope: OrderScope, entries: readonly WaybillEntry[]): Promise<OrderProcessResult> {
  const [only] = entries;
  if (entries.length === 1 && only !== undefined) {
    const body = { brandId: scope.brandId, ...only };
    if (scope.family === 'v3') {
      await unwrap(scope.api.brand.PUT('/v2/{x}/order/waybill/update', { params: { path: { x: scope.tenant } }, body }));
    } else {
      await unwrap(scope.api.admin.PUT('/admin/order-list/update-waybill', { body, headers: FORM_URLENCODED_HEADERS }));
    }
    return { processed: [only.orderCode], failed: [] };
  }
  // The brand service has no batch waybill call: a selection goes through the admin v2 batch.
  const result = await unwrap(
    scope.api.admin.POST('/admin/order-list/v2/update-waybill-batch', {
      body: { brandId: scope.brandId, items: [...entries] },
    }),
  );
  return result.data;
}

/** Opens the receipt of one order (marks it viewed) and answers where it is shown. */
export async function openReceipt(scope: OrderScope, orderCode: string): Promise<string> {
  const body = { brandId: scope.brandId, orderCode };
  const result =
    scope.family === 'v3'
      ? await unwrap(scope.api.admin.PUT('/admin/order-list/v2/view-order-receipt', { body }))
      : await unwrap(scope.api.admin.PUT('/admin/order-list/view-order-receipt', { body }));
  return result.data.receiptUrl;
}
