import type { BulkEditFormat } from './bulk-edit-types';

export { downloadedFile, saveDownloadedFile } from '../../../platform/downloaded-file';

export const exportFallbackName = (format: BulkEditFormat) => `katalog-produk.${format}`;
export const resultFallbackName = (id: number, format: BulkEditFormat) =>
  `hasil-ubah-massal-${id}.${format}`;
