import { z } from 'zod/mini';
import {
  offlineTransactionInputLimits as limits,
  offlineTransactionItemLimits as itemLimits,
} from '@seller/api-types';
import { offlineCopy as copy } from './copy';
import type { CartLine } from './sale-cart';

/** A line refuses what the server would: a whole quantity, at least one, never above the stock shown. */
const cartLineSchema = z.custom<CartLine>().check(
  z.refine(
    (line) =>
      Number.isInteger(line.quantity) &&
      line.quantity >= itemLimits.quantity.minimum &&
      line.quantity <= Math.min(line.variant.stock, itemLimits.quantity.maximum),
    {
      path: ['quantity'],
      error: (issue) => copy.qtyMax((issue.input as CartLine).variant.stock),
    },
  ),
);

/** The offline sale at the counter, with the contract's limits (OfflineTransactionInput). */
export const offlineSaleSchema = z.object({
  items: z
    .array(cartLineSchema)
    .check(
      z.minLength(limits.items.minItems, copy.cartRequired),
      z.maxLength(limits.items.maxItems, copy.cartTooLong(limits.items.maxItems)),
    ),
  reasonId: z
    .string()
    .check(z.refine((id) => Number(id) >= limits.reasonId.minimum, copy.reasonRequired)),
  buyerName: z
    .string()
    .check(
      z.trim(),
      z.maxLength(limits.buyerName.maxLength, copy.tooLong(limits.buyerName.maxLength)),
    ),
  buyerPhone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(limits.buyerPhone.maxLength, copy.buyerPhoneError),
      z.regex(new RegExp(limits.buyerPhone.pattern), copy.buyerPhoneError),
    ),
  note: z
    .string()
    .check(z.trim(), z.maxLength(limits.note.maxLength, copy.tooLong(limits.note.maxLength))),
});
export type OfflineSaleFields = z.infer<typeof offlineSaleSchema>;

/** The typed fields of the sale, beside its lines. */
export type OfflineSaleTextField = Exclude<keyof OfflineSaleFields, 'items'>;

export const blankSale: OfflineSaleFields = {
  items: [],
  reasonId: '',
  buyerName: '',
  buyerPhone: '',
  note: '',
};
