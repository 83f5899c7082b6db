export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableColumn, DataTableSort, SortDirection } from './data-table-types';
export { ScrollCue, TableScroll, type ScrollCueProps, type TableScrollProps } from './TableScroll';
export { useScrollEdges, type ScrollEdges } from './use-scroll-edges';
