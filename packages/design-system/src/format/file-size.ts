const kb = 1024;
const mb = 1024 * kb;

const oneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** A byte count as sellers read it: '2 MB', '1,5 MB', '320 KB', '12 B' (binary units, id-ID decimals). */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size >= mb) return `${oneDecimal.format(size / mb)} MB`;
  if (size >= kb) return `${oneDecimal.format(size / kb)} KB`;
  return `${Math.round(size)} B`;
}
