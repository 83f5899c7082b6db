import {
  Button,
  EmptyState,
  Pagination,
  PastLastPage,
  Stat,
  formatMoney,
  formatNumber,
  isPastLastPage,
} from '@seller/design-system';
import type { OutboxEntry } from '../../../platform/outbox';
import { OfflineFilters, type OfflineFiltersProps } from '../components/OfflineFilters';
import { Totals } from '../components/OfflineListPage.styles';
import { Head, Page } from '../components/offline-page.styles';
import { PendingSales } from '../components/PendingSales';
import { SaleDetail, type SaleDetailState } from '../components/SaleDetail';
import { SalesTable } from '../components/SalesTable';
import { offlineCopy as copy } from '../copy';
import type { OfflinePage } from '../offline-scope';

export type OfflineListState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: OfflinePage };

export interface OfflineListPageProps extends OfflineFiltersProps {
  list: OfflineListState;
  /** The stockist's sales kept on this device until they land. */
  pending: readonly OutboxEntry[];
  detail: SaleDetailState;
  onRetry: () => void;
  onAdd: () => void;
  onOpenDetail: (id: number) => void;
  onCloseDetail: () => void;
}

/** /transaction-offline: the stockist's offline sales with the totals of the range. */
export function OfflineListPage(props: OfflineListPageProps) {
  const { query, list, onQueryChange } = props;
  const page = list.status === 'ready' ? list.page : null;
  const filtered = Boolean(query.q || query.from || query.to);
  const pastLast =
    page && isPastLastPage(query.page, page.pagination.totalItem, page.order.length)
      ? page.pagination
      : null;
  const stat = (label: string, value: (page: OfflinePage) => string) => (
    <Stat label={label} value={page ? value(page) : '—'} loading={list.status === 'loading'} />
  );

  return (
    <Page>
      <Head>
        <h1>{copy.listTitle}</h1>
        <Button variant="primary" leadingIcon="plus" onClick={props.onAdd}>
          {copy.addAction}
        </Button>
      </Head>
      <PendingSales entries={props.pending} />
      <OfflineFilters {...props} />
      <Totals aria-label={copy.totalsLabel}>
        {stat(copy.totalSales, (p) => formatNumber(p.totals.transactionCount))}
        {stat(copy.totalItems, (p) => formatNumber(p.totals.totalQuantity))}
        {stat(copy.totalAmount, (p) => formatMoney(p.totals.totalAmount))}
      </Totals>
      {list.status === 'error' ? (
        <EmptyState
          icon="error"
          title={copy.loadError}
          action={
            <Button variant="secondary" onClick={props.onRetry}>
              {copy.retry}
            </Button>
          }
        />
      ) : pastLast ? (
        // An old link or pageParams saved before sales were filtered away: the page is empty, the list is not.
        <PastLastPage
          page={query.page}
          totalPages={pastLast.totalPage}
          onGoToLast={() => onQueryChange({ page: pastLast.totalPage })}
        />
      ) : page && page.order.length === 0 ? (
        <EmptyState
          icon="transaction"
          title={filtered ? copy.emptyFilteredTitle : copy.emptyTitle}
          text={filtered ? copy.emptyFilteredText : copy.emptyText}
        />
      ) : (
        <SalesTable sales={page?.order ?? null} size={query.size} onOpen={props.onOpenDetail} />
      )}
      {page && page.pagination.totalItem > 0 && !pastLast ? (
        <Pagination
          label={copy.paginationLabel}
          page={page.pagination.CurrentPge}
          pageSize={query.size}
          total={page.pagination.totalItem}
          onPageChange={(next) => onQueryChange({ page: next })}
          formatRange={copy.range}
        />
      ) : null}
      <SaleDetail sale={props.detail} onClose={props.onCloseDetail} />
    </Page>
  );
}
