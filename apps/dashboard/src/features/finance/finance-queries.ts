import { unwrap, type ApiClients } from '@seller/api-types';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId } from '../../platform/data/prefetch-inputs';
import { readTenant } from '../../platform/tenant-store';
import type {
  BankAccount,
  BrandBalance,
  FinanceScope,
  FinanceTransaction,
  LedgerSummary,
  ListPage,
  Withdrawal,
} from './finance-types';
import {
  readHistoryQuery,
  readLedgerQuery,
  withdrawalIdInPath,
  type HistoryQuery,
  type LedgerQuery,
} from './urls';

/*
 * The money pages' reads. No React here: on a reload the entry script may load this module
 * before the app core to start a page's calls beside the session calls.
 */

/** The latest requests the /withdrawal page lists under the form. */
export const recentWithdrawals: HistoryQuery = {
  page: 1,
  size: 5,
  status: 'all',
  from: null,
  to: null,
};

const scopeOf = (scope: FinanceScope) => ({ tenant: scope.tenant, brandId: scope.brandId });

export const financeKeys = {
  balance: (scope: FinanceScope) => ['finance', scopeOf(scope), 'balance'] as const,
  bankAccount: (scope: FinanceScope) => ['finance', scopeOf(scope), 'bank-account'] as const,
  withdrawals: (scope: FinanceScope) => ['finance', scopeOf(scope), 'withdrawals'] as const,
  withdrawal: (scope: FinanceScope, id: number) =>
    ['finance', scopeOf(scope), 'withdrawal', id] as const,
  /** The ledger's rows and its totals. */
  ledger: (scope: FinanceScope) => ['finance', scopeOf(scope), 'ledger'] as const,
};

const dates = (from: string | null, to: string | null) => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** The ledger's filters as its calls take them: the rows, the totals and the export alike. */
export function ledgerFilters(scope: FinanceScope, query: LedgerQuery) {
  return {
    brandId: scope.brandId,
    category: query.category,
    ...(query.q ? { q: query.q } : {}),
    ...dates(query.from, query.to),
  };
}

/** GET /v2/partner/brand-balance/{id} (§7). */
export function balanceRead(scope: FinanceScope): Read<BrandBalance> {
  return {
    queryKey: financeKeys.balance(scope),
    queryFn: ({ signal }) =>
      unwrap(
        scope.api.disbursement.GET('/v2/partner/brand-balance/{id}', {
          params: { path: { id: scope.brandId } },
          signal,
        }),
      ).then((answer) => answer.data),
  };
}

/** GET /v2/{tenant}/bank-account, never cached: a changed account shows at once. */
export function bankAccountRead(scope: FinanceScope): Read<BankAccount | null> {
  return {
    queryKey: financeKeys.bankAccount(scope),
    queryFn: ({ signal }) =>
      unwrap(
        scope.api.disbursement.GET('/v2/{tenant}/bank-account', {
          params: { path: { tenant: scope.tenant }, query: { brandId: scope.brandId } },
          cache: 'no-store',
          signal,
        }),
      ).then((answer) => answer.data),
  };
}

export function withdrawalsRead(
  scope: FinanceScope,
  query: HistoryQuery,
): Read<ListPage<Withdrawal>> {
  return {
    queryKey: [...financeKeys.withdrawals(scope), query],
    queryFn: async ({ signal }) => {
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
      return { rows: result.data, metadata: result.metadata, pageAsked: query.page };
    },
  };
}

export function withdrawalRead(scope: FinanceScope, id: number): Read<Withdrawal> {
  return {
    queryKey: financeKeys.withdrawal(scope, id),
    queryFn: ({ signal }) =>
      unwrap(
        scope.api.disbursement.GET('/v2/{tenant}/withdrawal/{id}', {
          params: { path: { tenant: scope.tenant, id }, query: { brandId: scope.brandId } },
          signal,
        }),
      ).then((answer) => answer.data),
  };
}

export function ledgerRead(
  scope: FinanceScope,
  query: LedgerQuery,
): Read<ListPage<FinanceTransaction>> {
  return {
    queryKey: [...financeKeys.ledger(scope), 'rows', query],
    queryFn: async ({ signal }) => {
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
      return { rows: result.data, metadata: result.metadata, pageAsked: query.page };
    },
  };
}

/** The totals of the filtered range: the same for every page and page size. */
export function ledgerSummaryRead(scope: FinanceScope, query: LedgerQuery): Read<LedgerSummary> {
  const { category, q, from, to } = query;
  return {
    queryKey: [...financeKeys.ledger(scope), 'totals', { category, q, from, to }],
    queryFn: ({ signal }) =>
      unwrap(
        scope.api.disbursement.GET('/v2/{tenant}/finance/transaction/summary', {
          params: { path: { tenant: scope.tenant }, query: ledgerFilters(scope, query) },
          signal,
        }),
      ).then((answer) => answer.data),
  };
}

/** A withdrawal moved money: the balance, the requests and the ledger on screen ask again. */
export async function refreshAfterWithdrawal(scope: FinanceScope): Promise<void> {
  const client = queryClientOf(scope.api);
  await Promise.all(
    [financeKeys.balance, financeKeys.withdrawals, financeKeys.ledger].map((key) =>
      refreshAnswers(client, key(scope)),
    ),
  );
}

/** The brand last worked in, when it is one brand: money belongs to one brand. */
function lastScope(api: ApiClients): FinanceScope | null {
  const brandId = lastSingleBrandId();
  return brandId === null ? null : { api, tenant: readTenant(), brandId };
}

/** /withdrawal: the balance, the payout account and the latest requests. */
export function prefetchWithdrawal(api: ApiClients): void {
  const scope = lastScope(api);
  if (!scope) return;
  const client = queryClientOf(api);
  void prefetchRead(client, balanceRead(scope));
  void prefetchRead(client, bankAccountRead(scope));
  void prefetchRead(client, withdrawalsRead(scope, recentWithdrawals));
}

/** /finance-withdrawal: the page of requests the address names. */
export function prefetchWithdrawalHistory(api: ApiClients, url: URL): void {
  const scope = lastScope(api);
  if (!scope) return;
  void prefetchRead(queryClientOf(api), withdrawalsRead(scope, readHistoryQuery(url.searchParams)));
}

/** /finance-withdrawal/{id}: that one request. */
export function prefetchWithdrawalDetail(api: ApiClients, url: URL): void {
  const scope = lastScope(api);
  const id = withdrawalIdInPath(url.pathname);
  if (!scope || id === null) return;
  void prefetchRead(queryClientOf(api), withdrawalRead(scope, id));
}

/** /finance-transaction: the page of the ledger the address names and its totals. */
export function prefetchLedger(api: ApiClients, url: URL): void {
  const scope = lastScope(api);
  if (!scope) return;
  const query = readLedgerQuery(url.searchParams);
  const client = queryClientOf(api);
  void prefetchRead(client, ledgerRead(scope, query));
  void prefetchRead(client, ledgerSummaryRead(scope, query));
}
