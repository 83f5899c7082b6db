import { unwrap } from '@seller/api-types';
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
