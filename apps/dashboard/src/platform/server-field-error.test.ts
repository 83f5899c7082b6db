import { describe, expect, it } from 'vitest';
import { ApiError } from '@seller/api-types';
import { serverFieldError } from './server-field-error';

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
});
