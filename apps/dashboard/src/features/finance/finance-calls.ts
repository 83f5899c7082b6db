import { unwrap, type ApiClients, type Schema } from '@seller/api-types';
import type { TenantType } from '../../platform/tenant-profile';

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

export interface Page<T> {
  rows: T[];
  metadata: PagingMetadata;
}

export type WithdrawalStatusFilter = 'all' | 'pending' | 'processed' | 'success' | 'failed';
export type LedgerCategory = 'all' | FinanceTransaction['category'];

export interface HistoryQuery {
  page: number;
  size: number;
  status: WithdrawalStatusFilter;
  from: string | null;
  to: string | null;
}

export interface LedgerQuery {
  page: number;
  size: number;
  category: LedgerCategory;
  q: string;
  from: string | null;
  to: string | null;
}

/** GET /v2/partner/brand-balance/{id} (§7). */
export async function fetchBalance(
  scope: FinanceScope,
  signal?: AbortSignal,
): Promise<BrandBalance> {
  return (
    await unwrap(
      scope.api.disbursement.GET('/v2/partner/brand-balance/{id}', {
        params: { path: { id: scope.brandId } },
        signal,
      }),
    )
  ).data;
}

/** GET /v2/{tenant}/bank-account, never cached: a changed account shows at once. */
export async function fetchBankAccount(
  scope: FinanceScope,
  signal?: AbortSignal,
): Promise<BankAccount | null> {
  const result = await unwrap(
    scope.api.disbursement.GET('/v2/{tenant}/bank-account', {
      params: { path: { tenant: scope.tenant }, query: { brandId: scope.brandId } },
      cache: 'no-store',
      signal,
    }),
  );
  return result.data;
}

/** POST /v2/{tenant}/withdrawal (§7) with the key of this one intended request. */
export async function postWithdrawal(
  scope: FinanceScope,
  amount: number,
  idempotencyKey: string,
): Promise<Withdrawal> {
  const result = await unwrap(
    scope.api.disbursement.POST('/v2/{tenant}/withdrawal', {
      params: { path: { tenant: scope.tenant }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { brandId: scope.brandId, amount },
    }),
  );
  return result.data;
}

const dates = (from: string | null, to: string | null) => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

export async function fetchWithdrawals(
  scope: FinanceScope,
  query: HistoryQuery,
  signal?: AbortSignal,
): Promise<Page<Withdrawal>> {
  const result = await unwrap(
    scope.api.disbursement.GET('/v2/{tenant}/withdrawal', {
      params: {
        path: { tenant: scope.tenant },
        query: {
          brandId: scope.brandId,
          page: query.page,
          size: query.size,
          status: query.status,
          sortDirection: 'desc',
          ...dates(query.from, query.to),
        },
      },
      signal,
    }),
  );
  return { rows: result.data, metadata: result.metadata };
}

export async function fetchWithdrawal(
  scope: FinanceScope,
  id: number,
  signal?: AbortSignal,
): Promise<Withdrawal> {
  return (
    await unwrap(
      scope.api.disbursement.GET('/v2/{tenant}/withdrawal/{id}', {
        params: { path: { tenant: scope.tenant, id }, query: { brandId: scope.brandId } },
        signal,
      }),
    )
  ).data;
}

function ledgerFilters(scope: FinanceScope, query: LedgerQuery) {
  return {
    brandId: scope.brandId,
    category: query.category,
    ...(query.q ? { q: query.q } : {}),
    ...dates(query.from, query.to),
  };
}

export async function fetchLedger(
  scope: FinanceScope,
  query: LedgerQuery,
  signal?: AbortSignal,
): Promise<Page<FinanceTransaction>> {
  const result = await unwrap(
    scope.api.disbursement.GET('/v2/{tenant}/finance/transaction', {
      params: {
        path: { tenant: scope.tenant },
        query: {
          ...ledgerFilters(scope, query),
          page: query.page,
          size: query.size,
          sortDirection: 'desc',
        },
      },
      signal,
    }),
  );
  return { rows: result.data, metadata: result.metadata };
}

export async function fetchLedgerSummary(
  scope: FinanceScope,
  query: LedgerQuery,
  signal?: AbortSignal,
): Promise<LedgerSummary> {
  return (
    await unwrap(
      scope.api.disbursement.GET('/v2/{tenant}/finance/transaction/summary', {
        params: { path: { tenant: scope.tenant }, query: ledgerFilters(scope, query) },
        signal,
      }),
    )
  ).data;
}

/** The filtered ledger as a file; the browser saves it under the server's name. */
export async function downloadLedger(
  scope: FinanceScope,
  query: LedgerQuery,
  format: 'csv' | 'xlsx',
): Promise<{ blob: Blob; fileName: string }> {
  const result = await scope.api.disbursement.GET('/v2/{tenant}/finance/transaction/export', {
    params: { path: { tenant: scope.tenant }, query: { ...ledgerFilters(scope, query), format } },
    parseAs: 'blob',
  });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob))
    throw new Error('export failed');
  const disposition = result.response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `riwayat-transaksi.${format}`;
  return { blob: result.data, fileName };
}
