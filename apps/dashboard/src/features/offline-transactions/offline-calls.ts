import { HIDE_ERROR_HEADERS, unwrap, type ApiClients, type Schema } from '@seller/api-types';
import { formatMoney } from '@seller/design-system';
import {
  performRequest,
  sendWithOutbox,
  type OutboxEntry,
  type OutboxRequest,
} from '../../platform/outbox';
import { offlineCopy } from './copy';
import { toListRequest, type OfflineQuery } from './offline-query';

export type OfflineTransaction = Schema<'stockist', 'OfflineTransaction'>;
export type OfflinePagination = Schema<'stockist', 'OfflinePagination'>;
export type OfflineTotals = Schema<'stockist', 'OfflineTotals'>;
export type OfflineReason = Schema<'stockist', 'OfflineReason'>;
export type SellableVariant = Schema<'stockist', 'OfflineSellableVariant'>;
export type OfflineSaleInput = Schema<'stockist', 'OfflineTransactionInput'>;

/**
 * The offline calls of one stockist (spec §7 "Offline stockist transactions"). Every call
 * carries the StockistId header (§6); the stockist is the selected brand.
 */
export interface OfflineScope {
  api: ApiClients;
  stockistId: number;
}

const stockistHeader = (scope: OfflineScope) => ({ StockistId: String(scope.stockistId) });

export interface OfflinePage {
  order: OfflineTransaction[];
  pagination: OfflinePagination;
  totals: OfflineTotals;
}

export async function fetchOfflinePage(
  scope: OfflineScope,
  query: OfflineQuery,
  signal?: AbortSignal,
): Promise<OfflinePage> {
  const result = await unwrap(
    scope.api.stockist.GET('/v2/stockist/transaction/offline', {
      params: { header: stockistHeader(scope), query: toListRequest(query, scope.stockistId) },
      signal,
    }),
  );
  return result.data;
}

export async function fetchOfflineDetail(
  scope: OfflineScope,
  id: number,
  signal?: AbortSignal,
): Promise<OfflineTransaction> {
  const result = await unwrap(
    scope.api.stockist.GET('/v2/stockist/transaction/offline/{id}', {
      params: { header: stockistHeader(scope), path: { id } },
      signal,
    }),
  );
  return result.data;
}

export async function fetchOfflineReasons(
  scope: OfflineScope,
  signal?: AbortSignal,
): Promise<OfflineReason[]> {
  return (
    await unwrap(scope.api.stockist.GET('/v1/stockist/transaction/offline/reason', { signal }))
  ).data;
}

/**
 * Variants the stockist can sell: `code` is an exact SKU/barcode, `q` a search. The add page
 * shows a failure next to the field with its own retry, so no error toast repeats it.
 */
export async function findVariants(
  scope: OfflineScope,
  search: { code: string } | { q: string },
  signal?: AbortSignal,
): Promise<SellableVariant[]> {
  const query = 'code' in search ? { code: search.code, size: 1 } : { q: search.q, size: 8 };
  const result = await unwrap(
    scope.api.stockist.GET('/v1/stockist/transaction/offline/variant', {
      params: { header: stockistHeader(scope), query },
      headers: HIDE_ERROR_HEADERS,
      signal,
    }),
  );
  return result.data;
}

/** Multistock phase 2 (GET /version, `Multistock.Phase2.Enable`), asked before every save (§5). */
export async function readPhase2(api: ApiClients): Promise<boolean> {
  const result = await unwrap(api.admin.GET('/version', { headers: HIDE_ERROR_HEADERS }));
  return result.data.config['Multistock.Phase2.Enable'] === true;
}

/** The outbox kind of a sale kept while the connection was gone. */
export const offlineSaleOutboxKind = 'offline.sale';

/** What the pending list shows of a kept sale, also after a reload. */
export interface OfflineSaleOutboxMeta {
  totalAmount: number;
  quantity: number;
  buyerName?: string;
}

export type OfflineSaleResult =
  { status: 'saved'; sale: OfflineTransaction } | { status: 'kept'; entry: OutboxEntry };

/**
 * POST v2/stockist/transaction/offline. One Idempotency-Key per intended sale: a double click
 * or a retry of the same sale is saved once. The page shows the failure itself.
 *
 * With `keepFor` a sale that gets no response is kept in the outbox with its key and sent again
 * as it is once the connection is back: the clerk can go on with the next customer, and the key
 * makes sure the server records the sale once. The replay does not ask for phase 2 first; the
 * server refuses the sale when it is off, and the outbox reports that refusal.
 */
export async function saveOfflineSale(
  scope: OfflineScope,
  body: OfflineSaleInput,
  idempotencyKey: string,
  keepFor: { userId: number; meta: OfflineSaleOutboxMeta } | null = null,
): Promise<OfflineSaleResult> {
  const request: OutboxRequest = {
    service: 'stockist',
    method: 'POST',
    path: '/v2/stockist/transaction/offline',
    // Stored with the request, so the replay is quiet too; the page or the outbox tells the outcome.
    params: { header: { ...stockistHeader(scope), ...HIDE_ERROR_HEADERS } },
    body,
    idempotencyKey,
  };
  const sent = keepFor
    ? await sendWithOutbox(scope.api, {
        kind: offlineSaleOutboxKind,
        brandId: scope.stockistId,
        userId: keepFor.userId,
        label: offlineCopy.outboxSaleLabel(
          formatMoney(keepFor.meta.totalAmount),
          keepFor.meta.quantity,
        ),
        targets: [],
        meta: keepFor.meta,
        request,
      })
    : { status: 'sent' as const, data: await performRequest(scope.api, request) };
  if (sent.status === 'queued') return { status: 'kept', entry: sent.entry };
  return { status: 'saved', sale: (sent.data as { data: OfflineTransaction }).data };
}
