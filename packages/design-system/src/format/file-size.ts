import { formatNumber } from './number';

const kb = 1024;
const mb = 1024 * kb;

/** A byte count as sellers read it: '2 MB', '1,5 MB', '320 KB', '12 B' (binary units, id-ID decimals). */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size >= mb) return `${formatNumber(size / mb, 1)} MB`;
  if (size >= kb) return `${formatNumber(size / kb, 1)} KB`;
  return `${Math.round(size)} B`;
}
