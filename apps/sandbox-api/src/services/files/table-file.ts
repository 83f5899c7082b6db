import ExcelJS from 'exceljs';

/**
 * The one writer of every table file the product hands a seller (reports, ledger, order export,
 * bulk-file error reports): CSV and XLSX alike. A cell that a spreadsheet program would run as a
 * formula is never written as one (OWASP "CSV injection").
 */

export type TableCell = string | number | null;

export interface TableColumn {
  header: string;
  /** XLSX column width in characters. */
  width?: number;
  /** XLSX number format, e.g. '#,##0' for rupiah. */
  numberFormat?: string;
}

export interface TableFile {
  sheetName: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly TableCell[])[];
}

export interface CsvOptions {
  /** ';' for the ledger (what id-ID spreadsheet programs expect), ',' elsewhere. */
  separator?: ',' | ';';
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const csvFileType = 'text/csv; charset=utf-8';

/**
 * Text a spreadsheet would take for a formula or a command: =, +, -, @ (or their full-width
 * forms), a tab or a carriage return, followed by anything. A lone '-' (an empty column) is text.
 */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]./s;

/** A text cell as a spreadsheet shows it and never runs: a leading apostrophe defuses a formula. */
export function defuseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

function csvCell(value: TableCell, separator: string): string {
  if (value === null) return '';
  // A number is data the writer made itself (an amount, a count): negative amounts stay numbers.
  const text = typeof value === 'number' ? String(value) : defuseFormula(value);
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text with a UTF-8 BOM (so spreadsheet programs read rupiah names right) and CRLF lines. */
export function tableToCsvText(table: TableFile, { separator = ',' }: CsvOptions = {}): string {
  const lines = [table.columns.map((c) => c.header), ...table.rows].map((row) =>
    row.map((cell) => csvCell(cell, separator)).join(separator),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function tableToCsv(table: TableFile, options: CsvOptions = {}): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(tableToCsvText(table, options)) as Uint8Array<ArrayBuffer>;
}

/**
 * One sheet, header in bold. Text goes in as text cells (never `{ formula }` values), which no
 * spreadsheet program runs, so it keeps the seller's exact words without a defusing apostrophe.
 */
export async function tableToXlsx(table: TableFile): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.sheetName);
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    ...(column.width ? { width: column.width } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  table.columns.forEach((column, i) => {
    if (column.numberFormat) sheet.getColumn(i + 1).numFmt = column.numberFormat;
  });
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer) as Uint8Array<ArrayBuffer>;
}
