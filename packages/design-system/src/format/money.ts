export interface FormatMoneyOptions {
  /** Prefix the amount with 'Rp'. Defaults to true. */
  withPrefix?: boolean;
}

const numberFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/**
 * Indonesian rupiah without decimals: 1500000 → 'Rp1.500.000', or '1.500.000' without prefix.
 * Built on a plain number format so the prefix has no locale-dependent space.
 */
export const formatMoney = (amount: number, { withPrefix = true }: FormatMoneyOptions = {}): string => {
  const rounded = Math.round(amount);
  const digits = numberFormat.format(Math.abs(rounded));
  const sign = rounded < 0 ? '-' : '';
  return withPrefix ? `${sign}Rp${digits}` : `${sign}${digits}`;
};
