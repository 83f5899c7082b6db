import type { RowError } from './row-rules.js';

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The per-row error report a seller downloads: one line per rejected row, UTF-8 with BOM for spreadsheet programs. */
export function errorReportCsv(errors: RowError[]): Uint8Array {
  const lines = [['baris', 'kolom', 'pesan'], ...errors.sort((a, b) => a.row - b.row).map((error) => [error.row, error.column, error.message])];
  return new TextEncoder().encode(`\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`);
}
