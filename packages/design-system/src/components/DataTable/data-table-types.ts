import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

/** The active sort: which column, which way. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Stable id, also the sort key reported to the caller. */
  id: string;
  /** Header text. */
  header: string;
  /** Renders one cell. */
  cell: (row: Row) => ReactNode;
  /** Narrowest the column may get, in px (the table scrolls sideways below the sum). */
  minWidth?: number;
  /** Share of the spare width. */
  grow?: number;
  /** Horizontal alignment; 'end' for money and counts. */
  align?: 'start' | 'center' | 'end';
  /** Header becomes a sort button. */
  sortable?: boolean;
}
