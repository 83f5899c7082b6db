import type { Schema } from '@seller/api-types';
import type { PagingMetadata } from '../product-types';
import type { BulkEditTab } from '../urls';

export type BulkEdit = Schema<'product', 'BulkEdit'>;
export type BulkEditRow = Schema<'product', 'BulkEditRow'>;
export type BulkEditChange = Schema<'product', 'BulkEditChange'>;

/** One page of a bulk edit's changed or refused rows, in sheet order. */
export interface BulkEditRowPage {
  /** Which list the page is of: a page kept on screen while another tab loads is not shown as it. */
  tab: BulkEditTab;
  rows: BulkEditRow[];
  metadata: PagingMetadata;
}

/** The two file formats of the export and of the result. */
export type BulkEditFormat = 'csv' | 'xlsx';

/** Which variants the downloaded file holds: the whole catalogue, or the list's filter. */
export type BulkEditExportScope = 'all' | 'filter';

export type { DownloadedFile } from '../../../platform/downloaded-file';
