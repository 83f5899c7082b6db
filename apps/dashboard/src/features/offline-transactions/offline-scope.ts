import type { ApiClients, Schema } from '@seller/api-types';

export type OfflineTransaction = Schema<'stockist', 'OfflineTransaction'>;
export type OfflinePagination = Schema<'stockist', 'OfflinePagination'>;
export type OfflineTotals = Schema<'stockist', 'OfflineTotals'>;
export type OfflineReason = Schema<'stockist', 'OfflineReason'>;
export type SellableVariant = Schema<'stockist', 'OfflineSellableVariant'>;
export type OfflineSaleInput = Schema<'stockist', 'OfflineTransactionInput'>;

/** One page of the list, with the totals of every sale the filters match. */
export interface OfflinePage {
  order: OfflineTransaction[];
  pagination: OfflinePagination;
  totals: OfflineTotals;
}

/**
 * The offline calls of one stockist (spec §7 "Offline stockist transactions"). Every call
 * carries the StockistId header (§6); the stockist is the selected brand.
 */
export interface OfflineScope {
  api: ApiClients;
  stockistId: number;
}

/** Every offline call carries the stockist's id (§6). */
export const stockistHeader = (scope: OfflineScope) => ({ StockistId: String(scope.stockistId) });
