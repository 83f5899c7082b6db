/**
 * Indonesian number notation ('1.234.567', '12,5') without the browser's Intl.NumberFormat.
 *
 * Why not Intl: the first number format of a page loads ICU's number data, which took 15–60 ms of
 * one unbroken task in Chromium on a 2-core machine (any locale, any options), four times that on
 * a phone. Money, counts and percentages are on the first screen of most pages, so that cost sat
 * in the first render. The output is the same as `Intl.NumberFormat('id-ID', { maximumFractionDigits })`
 * for every finite number below 1e21 (number.test.ts compares the two on generated values); other
 * values are rare enough to hand to Intl.
 */

const largestPlainNumber = 1e21;

/**
 * The digits JavaScript prints for a non-negative number (its shortest exact form, which is also
 * what ICU rounds), split at the decimal point and without an exponent: 1.5e-7 → ['0', '00000015'].
 */
function decimalDigits(magnitude: number): [whole: string, fraction: string] {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [wholeDigits = '0', fractionDigits = ''] = mantissa.split('.');
  let digits = wholeDigits + fractionDigits;
  let point = wholeDigits.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits: '199' → '200', '99' → '100'. */
function increment(digits: string): string {
  const next = digits.split('');
  for (let index = next.length - 1; index >= 0; index -= 1) {
    if (next[index] !== '9') {
      next[index] = String(Number(next[index]) + 1);
      return next.join('');
    }
    next[index] = '0';
  }
  return `1${next.join('')}`;
}

/** Keeps `keep` decimals, rounding half away from zero (Intl's 'halfExpand'). */
function roundDigits(
  whole: string,
  fraction: string,
  keep: number,
): [whole: string, fraction: string] {
  if (fraction.length <= keep) return [whole, fraction];
  const kept = whole + fraction.slice(0, keep);
  const rounded = fraction[keep]! >= '5' ? increment(kept) : kept;
  const point = rounded.length - keep;
  return [rounded.slice(0, point), rounded.slice(point)];
}

/**
 * `value` as Indonesian sellers read it: '.' between thousands, ',' before decimals, at most
 * `maximumFractionDigits` decimals (0 by default) with no trailing zeros; '-' for negatives.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value) || Math.abs(value) >= largestPlainNumber) {
    return new Intl.NumberFormat('id-ID', { maximumFractionDigits }).format(value);
  }
  const [whole, fraction] = roundDigits(...decimalDigits(Math.abs(value)), maximumFractionDigits);
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.replace(/0+$/, '');
  // Intl keeps the minus of a negative number that rounds to zero ('-0'); so does this.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}
