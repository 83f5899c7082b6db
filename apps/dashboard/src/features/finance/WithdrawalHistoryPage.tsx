import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  isPastLastPage,
  Pagination,
  PastLastPage,
  Select,
} from '@seller/design-system';
import { useResource } from '../../platform/data/use-resource';
import { financeCopy } from './copy';
import { DateRangeFields } from './DateRangeFields';
import type { FinanceScope, HistoryQuery } from './finance-calls';
import { readHistoryQuery, toSearch } from './finance-query';
import { withdrawalsRead } from './finance-queries';
import { Filters, Lead, Page, Title } from './finance-styles';
import { useFinanceScope } from './use-finance-scope';
import { WithdrawalTable } from './WithdrawalTable';

/** /finance-withdrawal: every request with status, filters and paging kept in the URL. */
export function WithdrawalHistoryPage() {
  const scope = useFinanceScope();
  return (
    <Page>
      <div>
        <Title>{financeCopy.historyTitle}</Title>
        <Lead>{financeCopy.withdrawalLead}</Lead>
      </div>
      {scope ? (
        <HistoryBody key={`${scope.tenant}:${scope.brandId}`} scope={scope} />
      ) : (
        <EmptyState title={financeCopy.noBrand} />
      )}
    </Page>
  );
}

export function HistoryBody({ scope }: { scope: FinanceScope }) {
  const [params, setParams] = useSearchParams();
  const query = readHistoryQuery(params);
  const update = (next: Partial<HistoryQuery>) =>
    setParams(toSearch({ ...query, page: 1, ...next }));
  // A filter or page change leaves the requests on screen until the new ones come.
  const list = useResource(withdrawalsRead(scope, query), { keepData: true });
  const filtered = query.status !== 'all' || query.from !== null || query.to !== null;
  const pastLast =
    list.data &&
    isPastLastPage(list.data.pageAsked, list.data.metadata.totalItem, list.data.rows.length)
      ? list.data
      : null;
  return (
    <>
      <Filters role="search" onSubmit={(event) => event.preventDefault()}>
        <Select
          label={financeCopy.statusLabel}
          value={query.status}
          onChange={(event) => update({ status: event.target.value as HistoryQuery['status'] })}
          options={[
            { value: 'all', label: financeCopy.statusAll },
            ...(['pending', 'processed', 'success', 'failed'] as const).map((s) => ({
              value: s,
              label: financeCopy.status[s] ?? s,
            })),
          ]}
        />
        <DateRangeFields from={query.from} to={query.to} onChange={(range) => update(range)} />
        {filtered ? (
          <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
            {financeCopy.resetFilters}
          </Button>
        ) : null}
      </Filters>
      {pastLast ? (
        // An old link or a shrunken list: the request list is not empty, the page is.
        <PastLastPage
          page={pastLast.pageAsked}
          totalPages={pastLast.metadata.totalPage}
          headingLevel={2}
          onGoToLast={() => setParams(toSearch({ ...query, page: pastLast.metadata.totalPage }))}
        />
      ) : (
        <WithdrawalTable
          remote={list}
          emptyTitle={filtered ? financeCopy.filteredEmpty : financeCopy.historyEmpty}
          emptyText={filtered ? financeCopy.filteredEmptyText : financeCopy.historyEmptyText}
        />
      )}
      {list.data && list.data.metadata.totalItem > 0 && !pastLast ? (
        <Pagination
          page={query.page}
          pageSize={query.size}
          total={list.data.metadata.totalItem}
          onPageChange={(page) => setParams(toSearch({ ...query, page }))}
          onPageSizeChange={(size) => update({ size })}
          formatRange={financeCopy.range}
        />
      ) : null}
    </>
  );
}
