import { memo } from 'react';
import { Checkbox } from '../Checkbox';
import { BodyRow, Cell } from './data-table-styles';
import type { DataTableColumn } from './data-table-types';

export interface DataTableBodyRowProps<RowData> {
  row: RowData;
  id: string;
  columns: DataTableColumn<RowData>[];
  /** 0-based index of the row in `rows`. */
  index: number;
  /** Offset of the row from the top of the body, in px. */
  start: number;
  height: number;
  selectable: boolean;
  selected: boolean;
  selectLabel: string;
  /** Stable across renders, so a row whose own props did not change is not rendered again. */
  onToggle: (id: string) => void;
}

/*
 * One body row, its own component: a page of rich cells rendered inside the table's render was
 * one unbroken task (60 ms on a slow phone); as separate components React can pause between rows,
 * and a selection change renders only the rows whose checkbox changed.
 */
function DataTableBodyRowImpl<RowData>({
  row,
  id,
  columns,
  index,
  start,
  height,
  selectable,
  selected,
  selectLabel,
  onToggle,
}: DataTableBodyRowProps<RowData>) {
  return (
    <BodyRow
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      style={{ height, transform: `translateY(${start}px)` }}
    >
      {selectable ? (
        <Cell role="cell">
          <Checkbox
            label={selectLabel}
            hideLabel
            checked={selected}
            onChange={() => onToggle(id)}
          />
        </Cell>
      ) : null}
      {columns.map((column) => (
        <Cell key={column.id} role="cell" data-align={column.align}>
          {column.cell(row)}
        </Cell>
      ))}
    </BodyRow>
  );
}

export const DataTableBodyRow = memo(DataTableBodyRowImpl) as typeof DataTableBodyRowImpl;
