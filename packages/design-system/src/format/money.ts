import { formatNumber } from './number';

export interface FormatMoneyOptions {
  /** Prefix the amount with 'Rp'. Defaults to true. */
  withPrefix?: boolean;
}

/**
 * Indonesian rupiah without decimals: 1500000 → 'Rp1.500.000', or '1.500.000' without prefix.
 * The prefix is written here, so it carries no locale-dependent space.
 */
export const formatMoney = (
  amount: number,
  { withPrefix = true }: FormatMoneyOptions = {},
): string => {
  const rounded = Math.round(amount);
  const digits = formatNumber(Math.abs(rounded));
  const sign = rounded < 0 ? '-' : '';
  return withPrefix ? `${sign}Rp${digits}` : `${sign}${digits}`;
};
