import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Pagination,
  PastLastPage,
  Skeleton,
  Tabs,
  below,
  isPastLastPage,
  vars,
} from '@seller/design-system';
import { OrderFilters } from '../components/OrderFilters';
import { OrderList } from '../components/OrderList';
import { ordersCopy } from '../copy';
import { orderStatusFilters, type OrderStatusFilter } from '../order-status';
import { statusLabel } from '../status-label';
import type { Order, OrderCounts, OrderPage, ShownRead } from '../order-types';
import { pageSizes, type OrderQuery } from '../urls';

// A grid track grows to its widest child unless capped: minmax(0, 1fr) keeps the tabs, the
// filters and the list inside the screen, each scrolling or wrapping on its own.
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding: ${vars.space['600']};
  ${below('phablet')} {
    padding: ${vars.space['400']};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size700};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['200']};
  padding: ${vars.space['300']};
  background: ${vars.color.bgSurfaceSelected};
  border-radius: ${vars.radius['200']};
`;

// Capped like the page, so the list measures the room it is given rather than what the table wants.
const ListStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['300']};
`;

export interface OrdersPageProps {
  query: OrderQuery;
  counts: ShownRead<OrderCounts>;
  list: ShownRead<OrderPage>;
  selected: ReadonlySet<string>;
  busyCodes: ReadonlySet<string>;
  batchBusy: boolean;
  highlightCode: string | null;
  now?: Date;
  onQueryChange: (change: Partial<OrderQuery>) => void;
  onResetFilters: () => void;
  onRetry: () => void;
  onToggle: (orderCode: string) => void;
  onToggleAll: (checked: boolean) => void;
  onClearSelection: () => void;
  onProcess: (order: Order) => void;
  onProcessSelected: () => void;
  onWaybill: (order: Order) => void;
  onWaybillSelected: () => void;
  onPrintSelected: () => void;
  onReceipt: (order: Order) => void;
  /** Dialogs the route owns (results, waybill). */
  children?: ReactNode;
}

/** The order queue as the seller sees it; data and URL state come from the route. */
export function OrdersPage(props: OrdersPageProps) {
  const { query, counts, selected } = props;
  const tabs = orderStatusFilters.map((status) => ({
    value: String(status),
    label: statusLabel(status),
    // Every tab shows its count, 0 included, and holds the badge's place while counts load:
    // the tabs keep their widths when the counts arrive.
    ...(counts.data
      ? { count: counts.data[status] }
      : counts.status === 'loading'
        ? { count: null }
        : {}),
  }));
  return (
    <Page>
      <Title>{ordersCopy.title}</Title>
      <Tabs
        label={ordersCopy.statusTabsLabel}
        items={tabs}
        showZeroCounts
        value={String(query.status)}
        onValueChange={(value) =>
          props.onQueryChange({ status: Number(value) as OrderStatusFilter, page: 1 })
        }
      >
        <OrderFilters
          key={`${query.q}|${query.from}|${query.to}`}
          query={query}
          onChange={(change) => props.onQueryChange({ ...change, page: 1 })}
          onReset={props.onResetFilters}
        />
        {selected.size > 0 && (
          <Toolbar role="region" aria-label={ordersCopy.selectedCount(selected.size)}>
            <strong>{ordersCopy.selectedCount(selected.size)}</strong>
            <Button
              size="sm"
              loading={props.batchBusy}
              disabled={props.batchBusy}
              onClick={props.onProcessSelected}
            >
              {ordersCopy.processSelected(selected.size)}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={props.batchBusy}
              onClick={props.onWaybillSelected}
            >
              {ordersCopy.waybillSelected(selected.size)}
            </Button>
            <Button size="sm" variant="secondary" onClick={props.onPrintSelected}>
              {ordersCopy.printSelected(selected.size)}
            </Button>
            <Button size="sm" variant="ghost" onClick={props.onClearSelection}>
              {ordersCopy.clearSelection}
            </Button>
          </Toolbar>
        )}
        <ListBody {...props} />
      </Tabs>
      {props.children}
    </Page>
  );
}

function ListBody({ list, ...props }: OrdersPageProps) {
  if (list.status === 'error' && list.data === null) {
    return (
      <EmptyState
        icon="error"
        title={ordersCopy.errorTitle}
        text={list.errorMessage}
        action={<Button onClick={props.onRetry}>{ordersCopy.retry}</Button>}
      />
    );
  }
  if (list.data === null) {
    return (
      <div role="status" aria-label={ordersCopy.loadingList}>
        <Skeleton shape="rect" height={40} />
        <Skeleton lines={6} />
      </div>
    );
  }
  if (list.data.orders.length === 0) {
    const { currentPage, totalItem, totalPage } = list.data.metadata;
    if (isPastLastPage(currentPage, totalItem, 0)) {
      return (
        <PastLastPage
          page={currentPage}
          totalPages={totalPage}
          onGoToLast={() => props.onQueryChange({ page: totalPage })}
        />
      );
    }
    return <EmptyState icon="search" title={ordersCopy.emptyTitle} text={ordersCopy.emptyText} />;
  }
  const { metadata } = list.data;
  // A size from an old link stays selectable next to the usual ones.
  const sizes: number[] = [...new Set<number>([...pageSizes, metadata.pageSize])].sort(
    (a, b) => a - b,
  );
  return (
    <ListStack aria-busy={list.status === 'loading'}>
      <OrderList
        orders={list.data.orders}
        selected={props.selected}
        highlightCode={props.highlightCode}
        busyCodes={props.busyCodes}
        now={props.now}
        onToggle={props.onToggle}
        onToggleAll={props.onToggleAll}
        onProcess={props.onProcess}
        onWaybill={props.onWaybill}
        onReceipt={props.onReceipt}
      />
      <Pagination
        page={metadata.currentPage}
        pageSize={metadata.pageSize}
        total={metadata.totalItem}
        pageSizeOptions={sizes}
        label={ordersCopy.pagination.label}
        pageSizeLabel={ordersCopy.pagination.sizeLabel}
        formatRange={ordersCopy.pagination.summary}
        onPageChange={(page) => props.onQueryChange({ page })}
        onPageSizeChange={(size) => props.onQueryChange({ size, page: 1 })}
      />
    </ListStack>
  );
}
