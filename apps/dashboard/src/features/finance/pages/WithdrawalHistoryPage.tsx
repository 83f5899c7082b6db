import { Button, Select } from '@seller/design-system';
import { DateRangeFields } from '../components/DateRangeFields';
import { FinanceFrame } from '../components/FinanceFrame';
import { Filters } from '../components/finance-styles';
import { PastLast, Paging, pastLastOf } from '../components/ListPaging';
import { WithdrawalTable } from '../components/WithdrawalTable';
import { financeCopy } from '../copy';
import type { ListPage, Resource, Withdrawal } from '../finance-types';
import { withdrawalStatuses, type HistoryQuery } from '../urls';

export interface WithdrawalHistoryPageProps {
  query: HistoryQuery;
  list: Resource<ListPage<Withdrawal>>;
  /** A changed filter or page size: back to page 1. */
  onFilter: (change: Partial<HistoryQuery>) => void;
  onPage: (page: number) => void;
  onReset: () => void;
}

/** The withdrawal requests with their status and date filters and paging. */
export function WithdrawalHistoryPage({
  query,
  list,
  onFilter,
  onPage,
  onReset,
}: WithdrawalHistoryPageProps) {
  const filtered = query.status !== 'all' || query.from !== null || query.to !== null;
  const pastLast = pastLastOf(list.data);
  return (
    <FinanceFrame title={financeCopy.historyTitle} lead={financeCopy.withdrawalLead}>
      <Filters role="search" onSubmit={(event) => event.preventDefault()}>
        <Select
          label={financeCopy.statusLabel}
          value={query.status}
          onChange={(event) => onFilter({ status: event.target.value as HistoryQuery['status'] })}
          options={withdrawalStatuses.map((s) => ({
            value: s,
            label: s === 'all' ? financeCopy.statusAll : (financeCopy.status[s] ?? s),
          }))}
        />
        <DateRangeFields from={query.from} to={query.to} onChange={onFilter} />
        {filtered ? (
          <Button type="button" variant="ghost" onClick={onReset}>
            {financeCopy.resetFilters}
          </Button>
        ) : null}
      </Filters>
      {pastLast ? (
        // An old link or a shrunken list: the request list is not empty, the page is.
        <PastLast page={pastLast} onPage={onPage} />
      ) : (
        <WithdrawalTable
          remote={list}
          headingLevel={2}
          emptyTitle={filtered ? financeCopy.filteredEmpty : financeCopy.historyEmpty}
          emptyText={filtered ? financeCopy.filteredEmptyText : financeCopy.historyEmptyText}
        />
      )}
      <Paging
        query={query}
        data={list.data}
        onPage={onPage}
        onSize={(size) => onFilter({ size })}
      />
    </FinanceFrame>
  );
}
