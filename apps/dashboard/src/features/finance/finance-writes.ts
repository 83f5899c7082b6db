import { unwrap } from '@seller/api-types';
import { downloadedFile, type DownloadedFile } from '../../platform/downloaded-file';
import { ledgerFilters } from './finance-queries';
import type { FinanceScope, Withdrawal } from './finance-types';
import type { LedgerQuery } from './urls';

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

/** The filtered ledger as a file; the browser saves it under the server's name. */
export function downloadLedger(
  scope: FinanceScope,
  query: LedgerQuery,
  format: 'csv' | 'xlsx',
): Promise<DownloadedFile> {
  return downloadedFile(
    scope.api.disbursement.GET('/v2/{tenant}/finance/transaction/export', {
      params: { path: { tenant: scope.tenant }, query: { ...ledgerFilters(scope, query), format } },
      parseAs: 'blob',
    }),
    `riwayat-transaksi.${format}`,
  );
}
