import type { ApiClients } from '@seller/api-types';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { prefetchRead, type Read } from '../../platform/data/read';
import { lastSingleBrandId } from '../../platform/data/prefetch-inputs';
import { readTenant } from '../../platform/tenant-store';
import {
  fetchBalance,
  fetchBankAccount,
  fetchLedger,
  fetchLedgerSummary,
  fetchWithdrawal,
  fetchWithdrawals,
  type BankAccount,
  type BrandBalance,
  type FinanceScope,
  type FinanceTransaction,
  type HistoryQuery,
  type LedgerQuery,
  type LedgerSummary,
  type Page,
  type Withdrawal,
} from './finance-calls';
import { readHistoryQuery, readLedgerQuery } from './finance-query';

/*
 * The money pages' reads. No React here: on a reload the entry script may load this module
 * before the app core to start a page's calls beside the session calls.
 */

/**
 * A page of a list with the page it was asked for: while the next page loads the one before
 * stays on screen, and whether it lies past the last page is judged by its own number.
 */
export interface ListPage<T> extends Page<T> {
  pageAsked: number;
}

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

export function balanceRead(scope: FinanceScope): Read<BrandBalance> {
  return {
    queryKey: financeKeys.balance(scope),
    queryFn: ({ signal }) => fetchBalance(scope, signal),
  };
}

export function bankAccountRead(scope: FinanceScope): Read<BankAccount | null> {
  return {
    queryKey: financeKeys.bankAccount(scope),
    queryFn: ({ signal }) => fetchBankAccount(scope, signal),
  };
}

export function withdrawalsRead(
  scope: FinanceScope,
  query: HistoryQuery,
): Read<ListPage<Withdrawal>> {
  return {
    queryKey: [...financeKeys.withdrawals(scope), query],
    queryFn: async ({ signal }) => ({
      ...(await fetchWithdrawals(scope, query, signal)),
      pageAsked: query.page,
    }),
  };
}

export function withdrawalRead(scope: FinanceScope, id: number): Read<Withdrawal> {
  return {
    queryKey: financeKeys.withdrawal(scope, id),
    queryFn: ({ signal }) => fetchWithdrawal(scope, id, signal),
  };
}

export function ledgerRead(
  scope: FinanceScope,
  query: LedgerQuery,
): Read<ListPage<FinanceTransaction>> {
  return {
    queryKey: [...financeKeys.ledger(scope), 'rows', query],
    queryFn: async ({ signal }) => ({
      ...(await fetchLedger(scope, query, signal)),
      pageAsked: query.page,
    }),
  };
}

/** The totals of the filtered range: the same for every page and page size. */
export function ledgerSummaryRead(scope: FinanceScope, query: LedgerQuery): Read<LedgerSummary> {
  const { category, q, from, to } = query;
  return {
    queryKey: [...financeKeys.ledger(scope), 'totals', { category, q, from, to }],
    queryFn: ({ signal }) => fetchLedgerSummary(scope, query, signal),
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
  const id = /^\/finance-withdrawal\/(\d{1,10})$/.exec(url.pathname)?.[1];
  if (!scope || id === undefined) return;
  void prefetchRead(queryClientOf(api), withdrawalRead(scope, Number(id)));
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
