import { useCallback, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  elementScroll,
  useVirtualizer,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { DataTableBodyRow } from './DataTableBodyRow';
import {
  Cell,
  Grid,
  HeaderGroup,
  HeaderRow,
  Row,
  Scroller,
  SortButton,
  StateBox,
} from './data-table-styles';
import type { DataTableColumn, DataTableSort } from './data-table-types';
import { ScrollCue, defaultScrollHint } from './TableScroll';
import { useScrollEdges } from './use-scroll-edges';

export interface DataTableProps<RowData> {
  /** Accessible name of the table, e.g. 'Daftar pesanan'. */
  label: string;
  /** Column definitions, in order. */
  columns: DataTableColumn<RowData>[];
  /** The rows; only the visible ones are rendered, so 100,000 is fine. */
  rows: RowData[];
  /** Stable id per row (selection and keys). */
  getRowId: (row: RowData) => string;
  /** Active sort, or null. */
  sort?: DataTableSort | null;
  /** Called when a sortable header is pressed: ascending first, then toggling. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Adds a checkbox column. */
  selectable?: boolean;
  /** Ids of the selected rows. */
  selectedIds?: ReadonlySet<string>;
  /** Called with the new selection. */
  onSelectionChange?: (ids: Set<string>) => void;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** Shown when there are no rows. */
  emptyState?: ReactNode;
  /** Height of the scrolling area in px. */
  height?: number;
  /** Row height in px (rows are fixed height for smooth virtual scrolling). */
  rowHeight?: number;
  /** Label of the select-all checkbox. */
  selectAllLabel?: string;
  /** Said under the table while columns are out of view. */
  scrollHint?: string;
  /** Label of a row checkbox. */
  selectRowLabel?: (row: RowData) => string;
}

const CHECKBOX_WIDTH = 48;
const SKELETON_ROWS = 6;

/*
 * The scroll area's size from a ResizeObserver only. The library's default also reads it at once,
 * while the table mounts: a forced layout of the whole fresh page inside React's commit (130 ms
 * of a 400 ms task on a slow phone). Until the observer reports, `initialRect` stands in.
 */
function observeRectWithoutReading(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() =>
    report({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/*
 * The library writes the scroll offset as the table mounts: 0, to a scroll area that is fresh and
 * so at 0 already. The write forces a layout of the fresh page inside React's commit; only that
 * first write is left out. Every later one (a scroll to a row) is made.
 */
const mountedScrollers = new WeakSet<Element>();
const scrollAfterMount: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  const element = instance.scrollElement;
  if (element && !mountedScrollers.has(element)) {
    mountedScrollers.add(element);
    if (offset === 0) return;
  }
  elementScroll(offset, options, instance);
};

const ariaSort = (sort: DataTableSort | null | undefined, id: string) =>
  sort?.columnId === id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/**
 * Data table with sortable headers, row selection and a sticky header. Rows are virtualised
 * (only the visible window is in the DOM) and exposed with aria-rowcount / aria-rowindex.
 */
export function DataTable<RowData>({
  label,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  selectable = false,
  selectedIds = new Set<string>(),
  onSelectionChange,
  loading = false,
  emptyState,
  height = 480,
  rowHeight = 48,
  selectAllLabel = 'Pilih semua baris',
  scrollHint = defaultScrollHint,
  selectRowLabel = (row) => `Pilih baris ${getRowId(row)}`,
}: DataTableProps<RowData>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Every table shows when columns are out of view on a phone (issue 41 #18).
  const edges = useScrollEdges(scrollRef);
  const virtualizer = useVirtualizer({
    count: loading ? 0 : rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 0, height },
    observeElementRect: observeRectWithoutReading,
    scrollToFn: scrollAfterMount,
  });

  const tracks = [
    ...(selectable ? [`${CHECKBOX_WIDTH}px`] : []),
    ...columns.map((c) => `minmax(${c.minWidth ?? 120}px, ${c.grow ?? 1}fr)`),
  ];
  const minWidth =
    (selectable ? CHECKBOX_WIDTH : 0) + columns.reduce((sum, c) => sum + (c.minWidth ?? 120), 0);
  const gridStyle = {
    '--dt-columns': tracks.join(' '),
    '--dt-min-width': `${minWidth}px`,
  } as CSSProperties;

  const selectedCount = selectable
    ? rows.reduce((n, row) => n + (selectedIds.has(getRowId(row)) ? 1 : 0), 0)
    : 0;
  const allSelected = rows.length > 0 && selectedCount === rows.length;

  const toggleAll = () => {
    onSelectionChange?.(allSelected ? new Set() : new Set(rows.map(getRowId)));
  };
  // Read at the press, so the rows get one stable handler and skip renders their props allow.
  const latest = useRef({ selectedIds, onSelectionChange });
  useLayoutEffect(() => {
    latest.current = { selectedIds, onSelectionChange };
  });
  const toggleRow = useCallback((id: string) => {
    const next = new Set(latest.current.selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    latest.current.onSelectionChange?.(next);
  }, []);
  const pressSort = (columnId: string) => {
    const direction = sort?.columnId === columnId && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ columnId, direction });
  };

  const empty = !loading && rows.length === 0;

  return (
    <ScrollCue edges={edges} hint={scrollHint}>
      <Scroller
        ref={scrollRef}
        style={{ maxHeight: height }}
        tabIndex={0}
        aria-label={label}
        role="region"
      >
        <Grid
          role="table"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-busy={loading || undefined}
          style={gridStyle}
        >
          <HeaderGroup role="rowgroup">
            <HeaderRow role="row" aria-rowindex={1}>
              {selectable ? (
                <Cell role="columnheader">
                  <Checkbox
                    label={selectAllLabel}
                    hideLabel
                    checked={allSelected}
                    indeterminate={selectedCount > 0 && !allSelected}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                  />
                </Cell>
              ) : null}
              {columns.map((column) => (
                <Cell
                  key={column.id}
                  role="columnheader"
                  data-align={column.align}
                  aria-sort={column.sortable ? (ariaSort(sort, column.id) ?? 'none') : undefined}
                >
                  {column.sortable ? (
                    <SortButton
                      type="button"
                      data-sorted={sort?.columnId === column.id ? '' : undefined}
                      onClick={() => pressSort(column.id)}
                    >
                      {column.header}
                      <Icon
                        name={
                          sort?.columnId === column.id
                            ? sort.direction === 'asc'
                              ? 'arrow-up'
                              : 'arrow-down'
                            : 'sort'
                        }
                        size={14}
                      />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Cell>
              ))}
            </HeaderRow>
          </HeaderGroup>
          <div
            role="rowgroup"
            style={{
              position: 'relative',
              height: loading || empty ? undefined : virtualizer.getTotalSize(),
            }}
          >
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <Row key={i} role="row" aria-hidden="true" style={{ height: rowHeight }}>
                    {selectable ? <Cell /> : null}
                    {columns.map((column) => (
                      <Cell key={column.id}>
                        <Skeleton width="70%" />
                      </Cell>
                    ))}
                  </Row>
                ))
              : null}
            {empty ? (
              <StateBox role="row">
                <div role="cell">
                  {emptyState ?? (
                    <EmptyState
                      headingLevel={3}
                      title="Belum ada data"
                      text="Data yang sesuai akan tampil di sini."
                    />
                  )}
                </div>
              </StateBox>
            ) : null}
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (row === undefined) return null;
              const id = getRowId(row);
              return (
                <DataTableBodyRow
                  key={id}
                  row={row}
                  id={id}
                  columns={columns}
                  index={item.index}
                  start={item.start}
                  height={rowHeight}
                  selectable={selectable}
                  selected={selectable && selectedIds.has(id)}
                  selectLabel={selectable ? selectRowLabel(row) : ''}
                  onToggle={toggleRow}
                />
              );
            })}
          </div>
        </Grid>
      </Scroller>
    </ScrollCue>
  );
}
