import { describe, expect, it } from 'vitest';
import { ApiError } from '@seller/api-types';
import { sellerMessage, serverFieldError } from './server-field-error';

function rejected(status: number, message: string) {
  return new ApiError({
    kind: 'http',
    status,
    code: 'BAD_REQUEST',
    message,
    method: 'POST',
    path: '/api/product/v3/partner/variant',
  });
}

const variantRows = [
  { path: 'variants.0.sku', names: ['SKU'], value: 'KNR-1' },
  { path: 'variants.1.sku', names: ['SKU'], value: ' knr-2 ' },
  { path: 'name', names: ['name'], value: 'Kopi' },
] as const;

describe('serverFieldError', () => {
  it('puts a duplicate SKU on the row whose SKU the message quotes', () => {
    expect(
      serverFieldError(rejected(400, "SKU 'KNR-2' sudah dipakai varian lain."), variantRows),
    ).toEqual({
      path: 'variants.1.sku',
      message: "SKU 'KNR-2' sudah dipakai varian lain.",
    });
  });

  it('takes the one field the message names, by key or by label', () => {
    const fields = [
      { path: 'productTypeId', names: ['productTypeId', 'jenis produk'] },
      { path: 'sku', names: ['SKU'], value: 'A-1' },
    ] as const;
    expect(
      serverFieldError(rejected(400, "Kolom 'productTypeId' tidak dikenal."), fields)?.path,
    ).toBe('productTypeId');
    expect(
      serverFieldError(rejected(409, "SKU 'A-1' sudah dipakai varian lain."), fields)?.path,
    ).toBe('sku');
  });

  it('names no field when the message names none, or cannot say which row', () => {
    expect(
      serverFieldError(rejected(400, 'Satu varian hanya boleh muncul sekali.'), variantRows),
    ).toBeNull();
    expect(
      serverFieldError(rejected(400, "SKU 'LAIN-9' sudah dipakai varian lain."), variantRows),
    ).toBeNull();
    // A word inside another word is not the field: 'name' is not in 'variantName'.
    expect(
      serverFieldError(rejected(400, "Kolom 'variantName' wajib diisi."), [
        { path: 'name', names: ['name'] },
      ]),
    ).toBeNull();
  });

  it('leaves server and network failures to the general message', () => {
    expect(serverFieldError(rejected(500, "SKU 'KNR-1' gagal"), variantRows)).toBeNull();
    expect(serverFieldError(new Error("SKU 'KNR-1'"), variantRows)).toBeNull();
  });

  // Issue 41: the server names fields by their key; the seller reads the form's label.
  it('says the reason with the form label, never the field path', () => {
    const stock = [{ path: '7', names: ['items[1].delta'], label: 'Stok' }] as const;
    expect(
      serverFieldError(rejected(400, "Kolom 'items[1].delta' maksimal 1000000000."), stock),
    ).toEqual({ path: '7', message: 'Stok maksimal 1.000.000.000.' });

    const file = [{ path: 'file', names: ['file'], label: 'Berkas CSV atau XLSX' }] as const;
    expect(
      serverFieldError(
        rejected(400, "Kolom 'file' bukan CSV yang valid: isinya berupa HTML, bukan CSV."),
        file,
      )?.message,
    ).toBe('Berkas CSV atau XLSX bukan CSV yang valid: isinya berupa HTML, bukan CSV.');

    const name = serverFieldError(
      rejected(
        400,
        "Kolom 'name' tidak boleh berisi karakter pengatur arah teks (U+202A–U+202E, U+2066–U+2069).",
      ),
      [{ path: 'name', names: ['name'], label: 'Nama produk' }],
    );
    expect(name?.message).toMatch(/^Nama produk tidak boleh berisi karakter tersembunyi/);
    expect(name?.message).not.toMatch(/U\+|'name'/);
  });

  it('takes the row the field path names over a field of the same key', () => {
    const fields = [
      { path: 'name', names: ['name'], label: 'Nama produk' },
      { path: 'variants.1.name', names: ['name', 'variants[1].name'], label: 'Nama varian' },
    ] as const;
    expect(
      serverFieldError(rejected(400, "Kolom 'variants[1].name' tidak boleh kosong."), fields),
    ).toEqual({ path: 'variants.1.name', message: 'Nama varian tidak boleh kosong.' });
  });

  it('names no key in a message shown away from its field', () => {
    expect(sellerMessage("Kolom 'items[0].delta' minimal -1000000000.")).toBe(
      'Salah satu isian minimal -1.000.000.000.',
    );
    expect(sellerMessage('Saldo tidak cukup.')).toBe('Saldo tidak cukup.');
  });
});
