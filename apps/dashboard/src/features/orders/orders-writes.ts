import { FORM_URLENCODED_HEADERS, unwrap } from '@seller/api-types';
import { performRequest, sendWithOutbox } from '../../platform/outbox/outbox-send';
import type { OutboxRequest } from '../../platform/outbox/outbox-types';
import { ordersCopy } from './copy';
import type { OrderProcessResult, OrderScope, WaybillEntry } from './order-types';

/* The order pages' writes: processing, waybills (kept in the outbox without a connection), the receipt. */

/** Not processed → processed, with the answer per order. */
export async function processOrders(
  scope: OrderScope,
  orderCodes: readonly string[],
): Promise<OrderProcessResult> {
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

/** Outbox kind of a waybill save; the queue reads its own kind back to mark the orders. */
export const waybillOutboxKind = 'order.waybill';

/** What a kept waybill save remembers to show the orders again after a reload. */
export interface WaybillOutboxMeta {
  entries: WaybillEntry[];
}

/** The answer per order, or `queued`: no response came and the save waits in the outbox. */
export type WaybillSaveResult = OrderProcessResult | 'queued';

function waybillRequest(
  scope: OrderScope,
  entries: readonly WaybillEntry[],
  idempotencyKey: string,
): OutboxRequest {
  const [only] = entries;
  if (entries.length === 1 && only !== undefined) {
    const body = { brandId: scope.brandId, ...only };
    if (scope.family === 'v3') {
      return {
        service: 'brand',
        method: 'PUT',
        path: '/v2/{x}/order/waybill/update',
        params: { path: { x: scope.tenant } },
        body,
        idempotencyKey,
      };
    }
    // The content type travels with the stored request, so a replay is sent as a form too.
    return {
      service: 'admin',
      method: 'PUT',
      path: '/admin/order-list/update-waybill',
      params: { header: { ...FORM_URLENCODED_HEADERS } },
      body,
      idempotencyKey,
    };
  }
  // The brand service has no batch waybill call: a selection goes through the admin v2 batch.
  return {
    service: 'admin',
    method: 'POST',
    path: '/admin/order-list/v2/update-waybill-batch',
    body: { brandId: scope.brandId, items: [...entries] },
    idempotencyKey,
  };
}

/**
 * The answer per order of a waybill call, read from the stored write's answer so it works for a
 * replay too: the batch answers per order, a single call with the order it updated.
 */
export function waybillAnswer(entries: readonly WaybillEntry[], body: unknown): OrderProcessResult {
  const data = (body as { data?: unknown } | null)?.data;
  if (entries.length > 1 && data && typeof data === 'object' && 'processed' in data)
    return data as OrderProcessResult;
  return { processed: entries.map((entry) => entry.orderCode), failed: [] };
}

/**
 * Processed → shipped (or a corrected waybill), with the answer per order. A waybill save stamps
 * the order's history and moves it on, so each intended save carries one Idempotency-Key; one that
 * gets no response is kept in the outbox with that key and replayed once the connection is back.
 * Without a signed-in user there is no one to replay it for, and the save simply fails.
 */
export async function saveWaybills(
  scope: OrderScope,
  entries: readonly WaybillEntry[],
  idempotencyKey: string,
): Promise<WaybillSaveResult> {
  const request = waybillRequest(scope, entries, idempotencyKey);
  if (scope.userId === undefined || scope.userId === null)
    return waybillAnswer(entries, await performRequest(scope.api, request));
  const meta: WaybillOutboxMeta = { entries: [...entries] };
  const sent = await sendWithOutbox(scope.api, {
    kind: waybillOutboxKind,
    brandId: scope.brandId,
    userId: scope.userId,
    label: ordersCopy.outboxWaybillLabel(entries.length),
    targets: entries.map((entry) => entry.orderCode),
    meta,
    request,
  });
  return sent.status === 'queued' ? 'queued' : waybillAnswer(entries, sent.data);
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
