import { productCopy } from '../copy';

export const maxBulkFileBytes = 5 * 1024 * 1024;
const allowed = /\.(csv|xlsx)$/i;

/** The sheet the seller picked, checked before it leaves the browser; null when it may go. */
export function bulkFileProblem(file: File): string | null {
  if (!allowed.test(file.name)) return productCopy.bulkFileType;
  if (file.size > maxBulkFileBytes) return productCopy.bulkFileSize;
  return null;
}
