import { offlineCopy } from './copy';

/**
 * A sale's day as every other page writes a date ('d MMM yyyy', e.g. 24 Nov 2026). The day is a
 * calendar date, not an instant, so it is read from its text and never shifted by a time zone.
 */
export function formatSaleDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? offlineCopy.monthsShort[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return value;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
