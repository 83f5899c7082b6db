import type { FileRules } from '@seller/design-system';
import { bulkCopy } from './bulk-copy';

export const maxBulkFileBytes = 5 * 1024 * 1024;

/**
 * The sheet the seller may pick, checked by the file picker before it leaves the browser. By
 * extension, not MIME type: Windows reports a CSV as application/vnd.ms-excel.
 */
export const bulkFileRules: FileRules = {
  accept: ['.csv', '.xlsx'],
  maxSize: maxBulkFileBytes,
  typeMessage: bulkCopy.fileType,
  sizeMessage: bulkCopy.fileSize,
};
