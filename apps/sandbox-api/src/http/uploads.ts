import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from './errors.js';

/**
 * What an uploaded file is, decided from its bytes (issue 15): the type a client declares is
 * never stored or served. An image is an image, a sheet is a sheet; anything else is refused.
 */

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const imageMaxBytes = 2 * 1024 * 1024;

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xls = 'application/vnd.ms-excel';
export const csvType = 'text/csv; charset=utf-8';

/** The image's real type, or a 400 naming what is accepted. */
export async function imageTypeOf(bytes: Uint8Array, field = 'file'): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(imageTypes as readonly string[]).includes(detected.mime)) {
    throw badRequest(
      `Kolom '${field}' harus berupa gambar PNG, JPEG, WebP atau GIF (isi berkas bukan gambar).`,
    );
  }
  return detected.mime;
}

/** Why `text` is not a usable CSV sheet, or undefined when it is one. */
export function csvProblem(text: string): string | undefined {
  if (text.includes('\u0000') || text.includes('\uFFFD')) return 'isinya bukan teks UTF-8';
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  if (lines.length === 0) return 'berkas kosong';
  const header = lines[0]!;
  const delimiter = [',', ';', '\t'].find((d) => header.includes(d));
  if (!delimiter) return 'baris pertama harus berisi nama kolom yang dipisahkan koma';
  if (/<\s*(html|script|body|svg|iframe)\b/i.test(text)) return 'isinya berupa HTML, bukan CSV';
  if (lines.length < 2) return 'tidak ada baris data di bawah baris nama kolom';
  return undefined;
}

/** The sheet's real type (xlsx, xls or csv) from its bytes, or a 400 with the reason. */
export async function sheetTypeOf(
  bytes: Uint8Array,
  fileName: string,
  field = 'file',
): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx') {
    if (detected?.mime === xlsx) return xlsx;
    throw badRequest(`Kolom '${field}' bukan berkas Excel .xlsx yang valid.`);
  }
  if (extension === 'xls') {
    if (detected?.mime === 'application/x-cfb' || detected?.mime === xls) return xls;
    throw badRequest(`Kolom '${field}' bukan berkas Excel .xls yang valid.`);
  }
  if (extension === 'csv') {
    if (detected) throw badRequest(`Kolom '${field}' bukan CSV: isinya berkas ${detected.ext}.`);
    const problem = csvProblem(new TextDecoder('utf-8').decode(bytes));
    if (problem) throw badRequest(`Kolom '${field}' bukan CSV yang valid: ${problem}.`);
    return csvType;
  }
  throw badRequest(`Kolom '${field}' harus berupa berkas .xlsx, .xls atau .csv.`);
}

/** Headers for a stored file: images inline, everything else as a download; never HTML. */
export function servedHeaders(contentType: string, fileName: string): Record<string, string> {
  const image = (imageTypes as readonly string[]).includes(contentType);
  const safeType =
    image || contentType === xlsx || contentType === xls || contentType === csvType
      ? contentType
      : 'application/octet-stream';
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'berkas';
  return {
    'content-type': safeType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    ...(image
      ? {}
      : {
          'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        }),
  };
}
