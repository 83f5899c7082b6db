export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableColumn, DataTableSort, SortDirection } from './data-table-types';
