import type { ApiClients, Schema } from '@seller/api-types';
import type { TenantType } from '../../platform/tenant-profile';

export type { Resource } from '../../platform/data/use-resource';

export type Withdrawal = Schema<'disbursement', 'Withdrawal'>;
export type BrandBalance = Schema<'disbursement', 'BrandBalance'>;
export type BankAccount = Schema<'disbursement', 'BankAccount'>;
export type FinanceTransaction = Schema<'disbursement', 'FinanceTransaction'>;
export type LedgerSummary = Schema<'disbursement', 'FinanceTransactionSummary'>;
export type PagingMetadata = Schema<'disbursement', 'PagingMetadata'>;

/** Who the money calls are about: the account's tenant (the stockist sends its own) and one brand. */
export interface FinanceScope {
  api: ApiClients;
  tenant: TenantType;
  brandId: number;
}

/**
 * A page of a list with the page it was asked for: while the next page loads the one before
 * stays on screen, and whether it lies past the last page is judged by its own number.
 */
export interface ListPage<T> {
  rows: T[];
  metadata: PagingMetadata;
  pageAsked: number;
}
