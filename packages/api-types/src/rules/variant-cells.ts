import { variantInputLimits } from '../generated/limits';

/**
 * The one reading of a variant's price, stock and status as a seller types them — in the
 * stock grid, in a bulk-edit file, and (through the dashboard's field mapping) in an API
 * refusal — so the same mistake reads the same everywhere. The limits are the contract's.
 */

export type VariantCellColumn = 'price' | 'stock' | 'status';
export type VariantStatusWord = 'aktif' | 'nonaktif';

export type CellReading<T> = { ok: true; value: T } | { ok: false; message: string };

const groupedNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

export const variantCellMessages = {
  stockInvalid: 'Stok harus berupa angka bulat 0 atau lebih.',
  stockMax: (max: number) => `Stok maksimal ${groupedNumber.format(max)}.`,
  priceInvalid: 'Harga harus berupa angka bulat 0 atau lebih.',
  priceMax: (max: number) => `Harga maksimal Rp${groupedNumber.format(max)}.`,
  statusInvalid: "Status harus 'aktif' atau 'nonaktif'.",
} as const;

/**
 * A whole number as a seller writes it: digits, optionally grouped the Indonesian way
 * ('1.250.000') or with spaces; a lone 'Rp' prefix is allowed for a price.
 */
function wholeNumber(text: string, allowRupiah: boolean): number | null {
  let cleaned = text.trim();
  if (allowRupiah) cleaned = cleaned.replace(/^rp\.?\s*/i, '');
  if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) cleaned = cleaned.replace(/\./g, '');
  cleaned = cleaned.replace(/\s/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

export function readStock(text: string): CellReading<number> {
  const value = wholeNumber(text, false);
  const { minimum, maximum } = variantInputLimits.stock;
  if (value === null || value < minimum)
    return { ok: false, message: variantCellMessages.stockInvalid };
  if (value > maximum) return { ok: false, message: variantCellMessages.stockMax(maximum) };
  return { ok: true, value };
}

export function readPrice(text: string): CellReading<number> {
  const value = wholeNumber(text, true);
  const { minimum, maximum } = variantInputLimits.price;
  if (value === null || value < minimum)
    return { ok: false, message: variantCellMessages.priceInvalid };
  if (value > maximum) return { ok: false, message: variantCellMessages.priceMax(maximum) };
  return { ok: true, value };
}

const statusWords: Record<string, boolean> = {
  aktif: true,
  active: true,
  nonaktif: false,
  'non-aktif': false,
  'tidak aktif': false,
  inactive: false,
};

/** 'aktif' / 'nonaktif' (any case; the English words too) as the variant's activation. */
export function readStatus(text: string): CellReading<boolean> {
  const value = statusWords[text.trim().toLowerCase()];
  return value === undefined
    ? { ok: false, message: variantCellMessages.statusInvalid }
    : { ok: true, value };
}

export function statusWord(isActive: boolean): VariantStatusWord {
  return isActive ? 'aktif' : 'nonaktif';
}
