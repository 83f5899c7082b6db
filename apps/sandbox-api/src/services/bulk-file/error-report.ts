import { tableToCsv } from '../files/table-file.js';
import type { RowError } from './row-rules.js';

/** The per-row error report a seller downloads: one line per rejected row, UTF-8 with BOM for spreadsheet programs. */
export function errorReportCsv(errors: RowError[]): Uint8Array {
  return tableToCsv({
    sheetName: 'Kesalahan',
    columns: [{ header: 'baris' }, { header: 'kolom' }, { header: 'pesan' }],
    rows: [...errors]
      .sort((a, b) => a.row - b.row)
      .map((error) => [error.row, error.column, error.message]),
  });
}
