import { z } from 'zod/mini';
import { withdrawalInputLimits } from '@seller/api-types';
import { formatMoney } from '@seller/design-system';
import { financeCopy } from './copy';

/** Rules of one withdrawal request: the contract's WithdrawalInput bounds, which the sandbox holds too. */
export const withdrawalRules = {
  minAmount: withdrawalInputLimits.amount.minimum,
  maxAmount: withdrawalInputLimits.amount.maximum,
  fee: 0,
} as const;

/** Digits only, as whole rupiah; null for an empty or non-numeric field, or past 15 digits. */
export function parseRupiahInput(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '' || digits.length > 15) return null;
  return Number(digits);
}

/** What the amount field shows while typing: '1500000' → '1.500.000' (id-ID grouping, no 'Rp'). */
export function formatRupiahInput(text: string): string {
  const value = parseRupiahInput(text);
  return value === null ? '' : formatMoney(value, { withPrefix: false });
}

/** The Indonesian message of an amount the seller may not request, or null when it is fine. */
export function amountError(amount: number | null, available: number): string | null {
  if (amount === null || amount === 0) return financeCopy.amountRequired;
  if (amount < withdrawalRules.minAmount)
    return financeCopy.amountBelowMin(formatMoney(withdrawalRules.minAmount));
  if (amount > withdrawalRules.maxAmount)
    return financeCopy.amountAboveMax(formatMoney(withdrawalRules.maxAmount));
  if (amount > available) return financeCopy.amountAboveBalance(formatMoney(available));
  return null;
}

/**
 * The request form: the amount as the field shows it, held to the rules and to the balance on
 * screen. One message at a time, the first rule it breaks, as the seller fixes them in turn.
 */
export function withdrawalSchema(available: number) {
  return z.object({
    amount: z.string().check(
      z.superRefine((text, context) => {
        const message = amountError(parseRupiahInput(text), available);
        if (message !== null) context.addIssue({ code: 'custom', message, input: text });
      }),
    ),
  });
}
export type WithdrawalFields = z.infer<ReturnType<typeof withdrawalSchema>>;

/** What 'Tarik semua' fills in: the whole balance, capped at the per-request maximum. */
export function withdrawAllAmount(available: number): number {
  return Math.min(available, withdrawalRules.maxAmount);
}
