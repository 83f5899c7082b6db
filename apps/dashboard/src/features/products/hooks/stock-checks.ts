import { isApiError, readStock } from '@seller/api-types';
import { sellerMessage, serverFieldError } from '../../../platform/server-field-error';
import { productCopy, productListCopy } from '../copy';
import type { StockEdit } from '../products-writes';

/**
 * What is wrong with a typed stock, in the seller's words, before anything is sent: the
 * contract's own limits, read by the same rules as a bulk-edit file, so a cell the server would
 * refuse never holds back the rows beside it (issue 41: one cell of 99999999999999999999 blocked
 * the whole save).
 */
export function stockDraftProblem(value: string): string | null {
  const reading = readStock(value);
  return reading.ok ? null : reading.message;
}

/** The stock a valid draft sets ('1.250' is 1250). */
export function stockDraftValue(value: string): number {
  const reading = readStock(value);
  if (!reading.ok) throw new Error(reading.message);
  return reading.value;
}

/**
 * The reason each row of a refused save shows. The server names a row by its place in the body
 * (`items[1].delta`, or `stock` for a call of one row); that row gets the reason in the form's
 * words, and the rows sent with it learn they were held back, not refused.
 */
export function refusalReasons(reason: unknown, rows: readonly StockEdit[]): Map<number, string> {
  const candidates = rows.map((row, index) => ({
    path: String(row.variantId),
    names: [
      `items[${index}].delta`,
      `items[${index}].stock`,
      ...(rows.length === 1 ? ['stock', 'delta'] : []),
    ],
    label: productCopy.stock,
  }));
  const field = serverFieldError(reason, candidates);
  const general = isApiError(reason)
    ? sellerMessage(reason.message)
    : productListCopy.stockSaveFailed;
  return new Map(
    rows.map((row) => {
      if (!field) return [row.variantId, general] as const;
      return [
        row.variantId,
        field.path === String(row.variantId) ? field.message : productListCopy.stockHeldBack,
      ] as const;
    }),
  );
}
