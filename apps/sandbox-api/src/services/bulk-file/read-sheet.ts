import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell as text, whatever the spreadsheet stored (number, rich text, formula result, date). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

/**
 * The first sheet of an uploaded .xlsx or .csv as rows of text cells. CSV cells are kept as
 * typed (no number or date guessing), so '007' stays '007' and the row checks decide.
 */
export async function readSheet(bytes: Uint8Array, fileName: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  if (/\.csv$/i.test(fileName)) {
    // Spreadsheet programs in Indonesia often save CSV with ';' as the separator.
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter =
      (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    sheet = await workbook.csv.read(Readable.from([text]), {
      map: (value: unknown) => value,
      parserOptions: { delimiter },
    });
  } else {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    sheet = workbook.worksheets[0];
  }
  if (!sheet) return [];
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      values.push(cellText(row.getCell(column).value));
    out[rowNumber - 1] = values;
  });
  // eachRow skips trailing gaps; fill holes so row numbers match the sheet.
  return Array.from(out, (row) => row ?? []);
}
