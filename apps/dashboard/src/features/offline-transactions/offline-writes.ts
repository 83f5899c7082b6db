import { HIDE_ERROR_HEADERS, unwrap, type ApiClients } from '@seller/api-types';
import { formatMoney } from '@seller/design-system';
import {
  performRequest,
  sendWithOutbox,
  type OutboxEntry,
  type OutboxRequest,
} from '../../platform/outbox';
import { offlineCopy } from './copy';
import type { OfflineSaleFields } from './offline-sale-schema';
import {
  stockistHeader,
  type OfflineSaleInput,
  type OfflineScope,
  type OfflineTransaction,
} from './offline-scope';
import { cartTotals, wibToday } from './sale-cart';

/**
 * Multistock phase 2 (GET /version, `Multistock.Phase2.Enable`), asked before every save (§5).
 * It is the save's precondition, never cached, so it lives with the save and not with the reads.
 */
export async function readPhase2(api: ApiClients): Promise<boolean> {
  const result = await unwrap(api.admin.GET('/version', { headers: HIDE_ERROR_HEADERS }));
  return result.data.config['Multistock.Phase2.Enable'] === true;
}

/** The outbox kind of a sale kept while the connection was gone. */
export const offlineSaleOutboxKind = 'offline.sale';

export type OfflineSaleResult =
  { status: 'saved'; sale: OfflineTransaction } | { status: 'kept'; entry: OutboxEntry };

/**
 * POST v2/stockist/transaction/offline of the sale as the form's schema passed it, recorded
 * today (WIB). One Idempotency-Key per intended sale: a double click or a retry of the same
 * sale is saved once. The page shows the failure itself.
 *
 * With `keepFor` (a user id) a sale that gets no response is kept in the outbox with its key and
 * sent again as it is once the connection is back: the clerk can go on with the next customer,
 * and the key makes sure the server records the sale once. The replay does not ask for phase 2
 * first; the server refuses the sale when it is off, and the outbox reports that refusal.
 */
export async function saveOfflineSale(
  scope: OfflineScope,
  { items, reasonId, buyerName, buyerPhone, note }: OfflineSaleFields,
  idempotencyKey: string,
  keepFor: number | null = null,
): Promise<OfflineSaleResult> {
  const body: OfflineSaleInput = {
    brandId: scope.stockistId,
    reasonId: Number(reasonId),
    transactionDate: wibToday(),
    ...(buyerName ? { buyerName } : {}),
    ...(buyerPhone ? { buyerPhone } : {}),
    ...(note ? { note } : {}),
    items: items.map(({ variant, quantity }) => ({
      variantId: variant.variantId,
      quantity,
      price: variant.price,
    })),
  };
  const request: OutboxRequest = {
    service: 'stockist',
    method: 'POST',
    path: '/v2/stockist/transaction/offline',
    // Stored with the request, so the replay is quiet too; the page or the outbox tells the outcome.
    params: { header: { ...stockistHeader(scope), ...HIDE_ERROR_HEADERS } },
    body,
    idempotencyKey,
  };
  const totals = cartTotals(items);
  // What the pending list shows of a kept sale, also after a reload.
  const meta = {
    totalAmount: totals.amount,
    quantity: totals.quantity,
    ...(buyerName ? { buyerName } : {}),
  };
  const sent =
    keepFor !== null
      ? await sendWithOutbox(scope.api, {
          kind: offlineSaleOutboxKind,
          brandId: scope.stockistId,
          userId: keepFor,
          label: offlineCopy.outboxSaleLabel(formatMoney(totals.amount), totals.quantity),
          targets: [],
          meta,
          request,
        })
      : { status: 'sent' as const, data: await performRequest(scope.api, request) };
  if (sent.status === 'queued') return { status: 'kept', entry: sent.entry };
  return { status: 'saved', sale: (sent.data as { data: OfflineTransaction }).data };
}
