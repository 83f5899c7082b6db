import { useResource } from '../../../platform/data/use-resource';
import { NoBrand } from '../components/FinanceFrame';
import { financeCopy } from '../copy';
import { withdrawalsRead } from '../finance-queries';
import type { FinanceScope } from '../finance-types';
import { readHistoryQuery } from '../urls';
import { useFinanceScope } from '../use-finance-scope';
import { useListUrl } from '../use-list-url';
import { WithdrawalHistoryPage } from './WithdrawalHistoryPage';

/** /finance-withdrawal: every request with status, filters and paging kept in the URL. */
export function WithdrawalHistoryRoute() {
  const scope = useFinanceScope();
  return scope ? (
    <HistoryBody key={`${scope.tenant}:${scope.brandId}`} scope={scope} />
  ) : (
    <NoBrand title={financeCopy.historyTitle} lead={financeCopy.withdrawalLead} />
  );
}

export function HistoryBody({ scope }: { scope: FinanceScope }) {
  const { query, filter, goTo, reset } = useListUrl(readHistoryQuery);
  // A filter or page change leaves the requests on screen until the new ones come.
  const list = useResource(withdrawalsRead(scope, query), { keepData: true });
  return (
    <WithdrawalHistoryPage
      query={query}
      list={list}
      onFilter={filter}
      onPage={goTo}
      onReset={reset}
    />
  );
}
