import type { ReactNode } from 'react';
import {
  Button,
  EmptyState,
  Pagination,
  PastLastPage,
  Skeleton,
  Tabs,
  isPastLastPage,
  type SelectOption,
} from '@seller/design-system';
import {
  ActionBar,
  Actions,
  ButtonLink,
  Header,
  Notice,
  Page,
  SkeletonRows,
  TabBody,
} from '../components/ProductListPage.styles';
import { VariantGrid, type VariantGridProps } from '../components/VariantGrid';
import { VideoBanner } from '../components/VideoBanner';
import { productCopy, productListCopy } from '../copy';
import { ListToolbar } from '../list/ListToolbar';
import type { PagingMetadata, VariantRow } from '../product-types';
import { listTabs, pageSizes, withFilter, type ListQuery } from '../urls';

export type ProductListStatus = 'loading' | 'ready' | 'error';

/** The grid's own props (stock drafts, selection, activation) come through as they are. */
export interface ProductListPageProps extends Omit<VariantGridProps, 'rows' | 'readOnly'> {
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
  /** Stock status filter available (not on the multistock listing). */
  showStockStatus: boolean;
  /** Product type filter choices (tree-ordered); empty while they load. */
  productTypes?: readonly SelectOption[];
  /** Links to the create and add-variant pages. */
  createHref: string;
  addVariantHref: string;
  /** Show the dismissible product video banner. */
  showVideoBanner: boolean;
  /** A notice after a save was kept for later (no connection). */
  stockNotice?: string | undefined;
  saving: boolean;
  /** A notice after an activation was rolled back. */
  activationNotice?: string;
  /** The bulk upload area, rendered under the list. */
  bulkSection?: ReactNode;
  onQueryChange: (input: { query: ListQuery }) => void;
  onRetry: () => void;
  onSave: () => void;
  onDiscard: () => void;
  onSelectionActivation: (input: { isActive: boolean; scope: 'variant' | 'product' }) => void;
  onDismissVideoBanner: () => void;
}

const noTypes: readonly SelectOption[] = [];

/** What the seller can do with the selected rows; switching products off hides the most. */
const selectionActions = [
  {
    label: productListCopy.activateSelected,
    isActive: true,
    scope: 'variant',
    variant: 'secondary',
  },
  {
    label: productListCopy.deactivateSelected,
    isActive: false,
    scope: 'variant',
    variant: 'secondary',
  },
  {
    label: productListCopy.activateProducts,
    isActive: true,
    scope: 'product',
    variant: 'secondary',
  },
  {
    label: productListCopy.deactivateProducts,
    isActive: false,
    scope: 'product',
    variant: 'danger',
  },
] as const;

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
    onQueryChange({ query: withFilter(query, patch) });
  const dirty = props.drafts.size;
  const rejected = [...props.results.values()].filter(
    (result) => result.kind === 'rejected',
  ).length;

  let body: ReactNode;
  if (rows === null && status === 'error') {
    body = (
      <EmptyState
        icon="error"
        title={productListCopy.errorTitle}
        text={props.errorMessage}
        action={<Button onClick={props.onRetry}>{productCopy.retry}</Button>}
      />
    );
  } else if (rows === null) {
    body = (
      <SkeletonRows aria-busy="true" aria-label={productListCopy.loading} role="status">
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
        title={productListCopy.emptyTitle}
        text={productListCopy.emptyText}
        action={
          <Button
            variant="secondary"
            onClick={() =>
              change({ q: '', selectedTab: 'all', stockStatus: null, productTypeId: null })
            }
          >
            {productListCopy.resetFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon="product"
        title={productListCopy.emptyNoProductTitle}
        text={productListCopy.emptyNoProductText}
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
          queued={props.queued}
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
          <p>{productListCopy.listLead}</p>
        </div>
        <Actions>
          <ButtonLink to={props.addVariantHref} data-variant="secondary">
            {productCopy.addVariant}
          </ButtonLink>
          <ButtonLink to={props.createHref} data-variant="primary">
            {productListCopy.addProduct}
          </ButtonLink>
        </Actions>
      </Header>
      {props.showVideoBanner && <VideoBanner onDismiss={props.onDismissVideoBanner} />}
      <Tabs
        label={productListCopy.tabsLabel}
        items={listTabs.map((value) => ({ value, label: productCopy.tabs[value] }))}
        value={query.selectedTab}
        onValueChange={(value) => {
          const tab = listTabs.find((entry) => entry === value);
          if (tab) change({ selectedTab: tab });
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
              label={productListCopy.pagination}
              pageSizeLabel={productListCopy.pageSizeLabel}
              formatRange={productListCopy.pageRange}
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
        <ActionBar aria-label={productListCopy.selected(props.selected.size)} role="region">
          <span>{productListCopy.selected(props.selected.size)}</span>
          {selectionActions.map(({ label, isActive, scope, variant }) => (
            <Button
              key={label + scope}
              size="sm"
              variant={variant}
              onClick={() => props.onSelectionActivation({ isActive, scope })}
            >
              {label}
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => props.onSelectionChange({ selected: new Set() })}
          >
            {productListCopy.clearSelection}
          </Button>
        </ActionBar>
      )}
      {(dirty > 0 || rejected > 0) && (
        <ActionBar aria-label={productListCopy.dirtyCount(dirty)} role="region">
          <span aria-live="polite">{productListCopy.dirtyCount(dirty)}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={props.saving || dirty === 0}
            onClick={props.onDiscard}
          >
            {productListCopy.discardStock}
          </Button>
          <Button size="sm" loading={props.saving} disabled={dirty === 0} onClick={props.onSave}>
            {productListCopy.saveStock}
          </Button>
        </ActionBar>
      )}
      {props.bulkSection}
    </Page>
  );
}
