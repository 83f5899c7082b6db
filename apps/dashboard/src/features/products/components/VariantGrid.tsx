import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Checkbox, ScrollCue, Switch, formatMoney, useScrollEdges } from '@seller/design-system';
import { productCopy, productListCopy } from '../copy';
import type { QueuedStock, StockResult } from '../hooks/use-stock-editor';
import type { VariantRow } from '../product-types';
import { detailPath } from '../urls';
import {
  Name,
  RowNote,
  StockCell,
  StockInput,
  Sub,
  Table,
  Tag,
  Viewport,
  gridRowHeight,
} from './VariantGrid.styles';

const overscan = 6;
const maxViewport = 640;

export interface VariantGridProps {
  /** The rows of the current server page. */
  rows: VariantRow[];
  /** Typed stock values per variant id. */
  drafts: ReadonlyMap<number, string>;
  /** Result of the last save per variant id. */
  results: ReadonlyMap<number, StockResult>;
  /** Stock the server confirmed since the page loaded. */
  confirmed: ReadonlyMap<number, number>;
  /** Stocks kept without a connection: shown as typed, read-only, until they are sent or given up. */
  queued?: ReadonlyMap<number, QueuedStock>;
  /** Activation shown while a change is on its way. */
  activeOverrides: ReadonlyMap<number, boolean>;
  /** Selected variant ids. */
  selected: ReadonlySet<number>;
  /** The variant a notification is about (by id: names repeat across products). */
  highlightVariantId?: number | undefined;
  /** Stock cells are read-only (e.g. while a save runs). */
  readOnly?: boolean;
  onDraftChange: (input: { variantId: number; value: string; original: number }) => void;
  onToggleActive: (input: { row: VariantRow; isActive: boolean }) => void;
  onSelectionChange: (input: { selected: ReadonlySet<number> }) => void;
}

function isHighlighted(row: VariantRow, highlightVariantId: number | undefined): boolean {
  return highlightVariantId !== undefined && row.id === highlightVariantId;
}

/**
 * The variants of one server page as a windowed table: only the rows in view (plus a few)
 * are in the DOM, so a page of 100 long rows scrolls without layout work on the main thread.
 * Stock is edited in place; Tab/Enter go to the next row's stock, Shift with them goes back.
 */
export function VariantGrid({
  rows,
  drafts,
  results,
  confirmed,
  queued,
  activeOverrides,
  selected,
  highlightVariantId,
  readOnly = false,
  onDraftChange,
  onToggleActive,
  onSelectionChange,
}: VariantGridProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // On a phone the stock and status columns are out of view: the grid says so (issue 41 #18).
  const edges = useScrollEdges(viewport);
  const [scrollTop, setScrollTop] = useState(0);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const viewportHeight = Math.min(maxViewport, rows.length * gridRowHeight + 44);
  const first = Math.max(0, Math.floor(scrollTop / gridRowHeight) - overscan);
  const last = Math.min(
    rows.length,
    Math.ceil((scrollTop + viewportHeight) / gridRowHeight) + overscan,
  );
  const visible = rows.slice(first, last);

  // Bring a highlighted variant into view once, when its page arrives.
  const highlightIndex = rows.findIndex((row) => isHighlighted(row, highlightVariantId));
  useEffect(() => {
    if (highlightIndex < 0 || !viewport.current) return;
    viewport.current.scrollTop = Math.max(0, highlightIndex * gridRowHeight - gridRowHeight);
  }, [highlightIndex]);

  useLayoutEffect(() => {
    if (focusIndex === null || !viewport.current) return;
    const input = viewport.current.querySelector<HTMLInputElement>(
      `[data-stock-index="${focusIndex}"]`,
    );
    if (input) {
      input.focus();
      input.select();
      setFocusIndex(null);
    }
  }, [focusIndex, first, last]);

  function moveTo(index: number) {
    const element = viewport.current;
    if (!element) return;
    const top = index * gridRowHeight;
    const bodyHeight = element.clientHeight - 44;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + gridRowHeight > element.scrollTop + bodyHeight)
      element.scrollTop = top + gridRowHeight - bodyHeight;
    setScrollTop(element.scrollTop);
    setFocusIndex(index);
  }

  function onStockKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter' && event.key !== 'Tab') return;
    const target = event.shiftKey ? index - 1 : index + 1;
    // Past the first or last row, Tab leaves the grid as usual.
    if (target < 0 || target >= rows.length) {
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    event.preventDefault();
    moveTo(target);
  }

  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));

  return (
    <ScrollCue edges={edges}>
      <Viewport
        ref={viewport}
        style={{ maxHeight: maxViewport }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        data-testid="variant-grid"
      >
        <Table aria-rowcount={rows.length + 1}>
          <colgroup>
            <col style={{ width: 48 }} />
            <col />
            <col style={{ width: 140 }} />
            <col style={{ width: 130 }} />
            {/* Wide enough for a cell's reason ('Stok maksimal 1.000.000.000.') on one line. */}
            <col style={{ width: 216 }} />
            <col style={{ width: 150 }} />
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">
                <Checkbox
                  label={productListCopy.selectAll}
                  hideLabel
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={() => {
                    const next = new Set(selected);
                    for (const row of rows) {
                      if (allSelected) next.delete(row.id);
                      else next.add(row.id);
                    }
                    onSelectionChange({ selected: next });
                  }}
                />
              </th>
              <th scope="col">{productListCopy.columns.product}</th>
              <th scope="col">{productListCopy.columns.sku}</th>
              <th scope="col">{productListCopy.columns.price}</th>
              <th scope="col">{productListCopy.columns.stock}</th>
              <th scope="col">{productListCopy.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {first > 0 && (
              <tr aria-hidden="true">
                <td colSpan={6} style={{ height: first * gridRowHeight, padding: 0, border: 0 }} />
              </tr>
            )}
            {visible.map((row, offset) => {
              const index = first + offset;
              const stock = confirmed.get(row.id) ?? row.stock;
              const draft = drafts.get(row.id);
              const kept = queued?.get(row.id);
              const result = results.get(row.id);
              const isActive = activeOverrides.get(row.id) ?? row.isActive;
              const highlighted = isHighlighted(row, highlightVariantId);
              const label = `${row.productName} – ${row.name}`;
              // The cell's message is its description, so a screen reader hears why it is marked.
              const noteId = `stock-note-${row.id}`;
              const hasNote =
                kept !== undefined ||
                result !== undefined ||
                (row.stockistStock !== null && row.stockistStock > 0);
              return (
                <tr
                  key={row.id}
                  aria-rowindex={index + 2}
                  data-highlighted={highlighted}
                  data-selected={selected.has(row.id)}
                  data-testid={`variant-row-${row.id}`}
                >
                  <td>
                    <Checkbox
                      label={productListCopy.selectRow(label)}
                      hideLabel
                      checked={selected.has(row.id)}
                      onChange={() => {
                        const next = new Set(selected);
                        if (next.has(row.id)) next.delete(row.id);
                        else next.add(row.id);
                        onSelectionChange({ selected: next });
                      }}
                    />
                  </td>
                  <td>
                    <Name title={row.name}>
                      {row.name}
                      {highlighted && <Tag>{productListCopy.fromNotification}</Tag>}
                    </Name>
                    <Sub>
                      <Link to={detailPath(row.productId)} title={row.productName}>
                        {row.productName}
                      </Link>
                    </Sub>
                  </td>
                  <td>
                    <Sub title={row.sku}>{row.sku}</Sub>
                  </td>
                  <td>{formatMoney(row.price)}</td>
                  <td>
                    <StockCell>
                      <StockInput
                        inputMode="numeric"
                        aria-label={productListCopy.stockInput(label)}
                        data-stock-index={index}
                        data-dirty={draft !== undefined}
                        data-queued={kept?.status}
                        aria-invalid={result?.kind === 'rejected' || kept?.status === 'failed'}
                        aria-describedby={hasNote ? noteId : undefined}
                        value={draft ?? (kept ? String(kept.stock) : String(stock))}
                        readOnly={readOnly || kept !== undefined}
                        onChange={(event) =>
                          onDraftChange({
                            variantId: row.id,
                            value: event.target.value,
                            original: stock,
                          })
                        }
                        onKeyDown={(event) => onStockKeyDown(event, index)}
                        onFocus={(event) => event.target.select()}
                      />
                      {kept?.status === 'failed' ? (
                        <RowNote id={noteId} $tone="rejected" role="alert" title={kept.error}>
                          {kept.error ?? productListCopy.stockNotReturned}
                        </RowNote>
                      ) : kept ? (
                        <RowNote id={noteId} $tone="dirty">
                          {productListCopy.stockPending}
                        </RowNote>
                      ) : result?.kind === 'rejected' ? (
                        <RowNote id={noteId} $tone="rejected" role="alert" title={result.reason}>
                          {result.reason}
                        </RowNote>
                      ) : result?.kind === 'saved' ? (
                        <RowNote id={noteId} $tone="saved">
                          {productListCopy.savedRow}
                        </RowNote>
                      ) : row.stockistStock !== null && row.stockistStock > 0 ? (
                        <RowNote id={noteId} $tone="dirty">
                          {productListCopy.stockistStock(row.stockistStock)}
                        </RowNote>
                      ) : null}
                    </StockCell>
                  </td>
                  <td>
                    <Switch
                      checked={isActive}
                      label={productListCopy.activeSwitch(label)}
                      hideLabel
                      stateLabels={productCopy.stateLabels}
                      onCheckedChange={(next) => onToggleActive({ row, isActive: next })}
                    />
                  </td>
                </tr>
              );
            })}
            {last < rows.length && (
              <tr aria-hidden="true">
                <td
                  colSpan={6}
                  style={{ height: (rows.length - last) * gridRowHeight, padding: 0, border: 0 }}
                />
              </tr>
            )}
          </tbody>
        </Table>
      </Viewport>
    </ScrollCue>
  );
}
