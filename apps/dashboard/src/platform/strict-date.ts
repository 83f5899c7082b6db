// Apart from datetime.ts, which loads dayjs and its locale: route modules parse URL dates
// before any page needs dayjs.

/**
 * Strict YYYY-MM-DD (§5): '2026-2-3' and '2026-02-30' are both refused. The calendar itself says
 * whether the day exists: set as a UTC date, a day past the month's end rolls into the next month.
 * (dayjs needs its parse-format plugin in every page's date chunk for this, and its own reading
 * takes years below 100 as 19xx.)
 */
export function isStrictDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
