import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Pagination,
  PastLastPage,
  Skeleton,
  Tabs,
  isPastLastPage,
  vars,
  type SelectOption,
} from '@seller/design-system';
import { productCopy } from '../copy';
import type { PagingMetadata, VariantRow } from '../api/product-types';
import { VariantGrid } from '../components/VariantGrid';
import { VideoBanner } from '../components/VideoBanner';
import type { QueuedStock, StockResult } from '../hooks/use-stock-editor';
import { listTabs, pageSizes, type ListQuery, type ListTab } from './list-query';
import { ListToolbar } from './ListToolbar';

export type ProductListStatus = 'loading' | 'ready' | 'error';

export interface ProductListPageProps {
  /** Page heading. */
  title: string;
  /** The list state from the URL. */
  query: ListQuery;
  /** loading: a page is on its way; error: the last call failed. */
  status: ProductListStatus;
  /** Message of the failed call. */
  errorMessage?: string;
  /** Rows of the current page (the previous page while the next loads). */
  rows: VariantRow[] | null;
  /** Paging of the current page. */
  metadata: PagingMetadata | null;
  /** Variant to highlight (arrival from a notification). */
  highlightVariantId?: number | undefined;
  /** Stock status filter available (not on the multistock listing). */
  showStockStatus: boolean;
  /** Product type filter choices (tree-ordered); empty while they load. */
  productTypes?: readonly SelectOption[];
  /** Links to the create and add-variant pages. */
  createHref: string;
  addVariantHref: string;
  /** Show the dismissible product video banner. */
  showVideoBanner: boolean;
  drafts: ReadonlyMap<number, string>;
  results: ReadonlyMap<number, StockResult>;
  confirmed: ReadonlyMap<number, number>;
  /** Stocks kept without a connection, shown as "Menunggu koneksi" until they are sent. */
  queued?: ReadonlyMap<number, QueuedStock>;
  /** A notice after a save was kept for later (no connection). */
  stockNotice?: string | undefined;
  saving: boolean;
  activeOverrides: ReadonlyMap<number, boolean>;
  /** A notice after an activation was rolled back. */
  activationNotice?: string;
  selected: ReadonlySet<number>;
  /** The bulk upload area, rendered under the list. */
  bulkSection?: ReactNode;
  onQueryChange: (input: { query: ListQuery }) => void;
  onRetry: () => void;
  onDraftChange: (input: { variantId: number; value: string; original: number }) => void;
  onSave: () => void;
  onDiscard: () => void;
  onToggleActive: (input: { row: VariantRow; isActive: boolean }) => void;
  onSelectionChange: (input: { selected: ReadonlySet<number> }) => void;
  onSelectionActivation: (input: { isActive: boolean; scope: 'variant' | 'product' }) => void;
  onDismissVideoBanner: () => void;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['400']};
  min-width: 0;
  padding: ${vars.space['600']};

  @media (max-width: 576px) {
    padding: ${vars.space['300']};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['300']};

  h1 {
    margin: 0;
    font-size: ${vars.font.size700};
  }

  p {
    margin: ${vars.space['100']} 0 0;
    color: ${vars.color.textSubdued};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['200']};
`;

const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['200']};
  padding: ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow['200']};

  span {
    flex: 1 1 160px;
    font-weight: ${vars.font.weightSemibold};
  }
`;

const TabBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['400']};
  padding-top: ${vars.space['400']};
`;

const Notice = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
`;

const SkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  padding: ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
`;

const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 ${vars.space['400']};
  border-radius: ${vars.radius['200']};
  font-weight: ${vars.font.weightSemibold};
  text-decoration: none;

  &[data-variant='primary'] {
    background: ${vars.color.actionPrimaryBg};
    color: ${vars.color.actionPrimaryText};
  }

  &[data-variant='secondary'] {
    border: 1px solid ${vars.color.actionSecondaryBorder};
    background: ${vars.color.actionSecondaryBg};
    color: ${vars.color.actionSecondaryText};
  }
`;

const noTypes: readonly SelectOption[] = [];

const noQueued: ReadonlyMap<number, QueuedStock> = new Map();

function hasFilters(query: ListQuery): boolean {
  return (
    query.q.trim() !== '' ||
    query.selectedTab !== 'all' ||
    query.stockStatus !== null ||
    query.productTypeId !== null
  );
}

/** The product list: variants of one server page with filters, inline stock and activation. */
export function ProductListPage(props: ProductListPageProps) {
  const { query, rows, metadata, status, onQueryChange } = props;
  const change = (patch: Partial<Omit<ListQuery, 'page'>>) =>
    onQueryChange({ query: { ...query, ...patch, page: 1 } });
  const dirty = props.drafts.size;
  const rejected = [...props.results.values()].filter(
    (result) => result.kind === 'rejected',
  ).length;

  let body: ReactNode;
  if (rows === null && status === 'error') {
    body = (
      <EmptyState
        icon="error"
        title={productCopy.errorTitle}
        text={props.errorMessage}
        action={<Button onClick={props.onRetry}>{productCopy.retry}</Button>}
      />
    );
  } else if (rows === null) {
    body = (
      <SkeletonRows aria-busy="true" aria-label={productCopy.loading} role="status">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="rect" height={40} />
        ))}
      </SkeletonRows>
    );
  } else if (rows.length === 0 && metadata && isPastLastPage(query.page, metadata.totalItem, 0)) {
    const last = metadata.totalPage;
    body = (
      <PastLastPage
        page={query.page}
        totalPages={last}
        onGoToLast={() => onQueryChange({ query: { ...query, page: last } })}
      />
    );
  } else if (rows.length === 0) {
    body = hasFilters(query) ? (
      <EmptyState
        icon="search"
        title={productCopy.emptyTitle}
        text={productCopy.emptyText}
        action={
          <Button
            variant="secondary"
            onClick={() =>
              change({ q: '', selectedTab: 'all', stockStatus: null, productTypeId: null })
            }
          >
            {productCopy.resetFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon="product"
        title={productCopy.emptyNoProductTitle}
        text={productCopy.emptyNoProductText}
      />
    );
  } else {
    body = (
      <div aria-busy={status === 'loading'}>
        {status === 'error' && <Notice role="alert">{props.errorMessage}</Notice>}
        <VariantGrid
          rows={rows}
          drafts={props.drafts}
          results={props.results}
          confirmed={props.confirmed}
          queued={props.queued ?? noQueued}
          activeOverrides={props.activeOverrides}
          selected={props.selected}
          highlightVariantId={props.highlightVariantId}
          readOnly={props.saving}
          onDraftChange={props.onDraftChange}
          onToggleActive={props.onToggleActive}
          onSelectionChange={props.onSelectionChange}
        />
      </div>
    );
  }

  return (
    <Page>
      <Header>
        <div>
          <h1>{props.title}</h1>
          <p>{productCopy.listLead}</p>
        </div>
        <Actions>
          <ButtonLink to={props.addVariantHref} data-variant="secondary">
            {productCopy.addVariant}
          </ButtonLink>
          <ButtonLink to={props.createHref} data-variant="primary">
            {productCopy.addProduct}
          </ButtonLink>
        </Actions>
      </Header>
      {props.showVideoBanner && <VideoBanner onDismiss={props.onDismissVideoBanner} />}
      <Tabs
        label={productCopy.tabsLabel}
        items={listTabs.map((value) => ({ value, label: productCopy.tabs[value] }))}
        value={query.selectedTab}
        onValueChange={(value) => {
          const tab = listTabs.find((entry) => entry === value);
          if (tab) change({ selectedTab: tab as ListTab });
        }}
      >
        <TabBody>
          <ListToolbar
            query={query}
            showStockStatus={props.showStockStatus}
            productTypes={props.productTypes ?? noTypes}
            onFilterChange={change}
          />
          {props.activationNotice && <Notice role="alert">{props.activationNotice}</Notice>}
          {props.stockNotice && <Notice role="status">{props.stockNotice}</Notice>}
          {body}
          {metadata && rows !== null && rows.length > 0 && (
            <Pagination
              page={query.page}
              pageSize={query.size}
              total={metadata.totalItem}
              pageSizeOptions={[...pageSizes]}
              label={productCopy.pagination}
              pageSizeLabel={productCopy.pageSizeLabel}
              formatRange={productCopy.pageRange}
              onPageChange={(page) => onQueryChange({ query: { ...query, page } })}
              onPageSizeChange={(size) => {
                const next = pageSizes.find((entry) => entry === size);
                if (next) onQueryChange({ query: { ...query, size: next, page: 1 } });
              }}
            />
          )}
        </TabBody>
      </Tabs>
      {props.selected.size > 0 && (
        <ActionBar aria-label={productCopy.selected(props.selected.size)} role="region">
          <span>{productCopy.selected(props.selected.size)}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => props.onSelectionActivation({ isActive: true, scope: 'variant' })}
          >
            {productCopy.activateSelected}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => props.onSelectionActivation({ isActive: false, scope: 'variant' })}
          >
            {productCopy.deactivateSelected}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => props.onSelectionActivation({ isActive: true, scope: 'product' })}
          >
            {productCopy.activateProducts}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => props.onSelectionActivation({ isActive: false, scope: 'product' })}
          >
            {productCopy.deactivateProducts}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => props.onSelectionChange({ selected: new Set() })}
          >
            {productCopy.clearSelection}
          </Button>
        </ActionBar>
      )}
      {(dirty > 0 || rejected > 0) && (
        <ActionBar aria-label={productCopy.dirtyCount(dirty)} role="region">
          <span aria-live="polite">{productCopy.dirtyCount(dirty)}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={props.saving || dirty === 0}
            onClick={props.onDiscard}
          >
            {productCopy.discardStock}
          </Button>
          <Button size="sm" loading={props.saving} disabled={dirty === 0} onClick={props.onSave}>
            {productCopy.saveStock}
          </Button>
        </ActionBar>
      )}
      {props.bulkSection}
    </Page>
  );
}
