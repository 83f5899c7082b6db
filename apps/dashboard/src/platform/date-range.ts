import { isStrictDate } from './strict-date';

/** Which end of a typed range is refused, or 'order' when both are dates but from is after to. */
export type DateRangeRefusal = 'from' | 'to' | 'order';

export type DateRangeCheck =
  { ok: true; from: string | null; to: string | null } | { ok: false; refused: DateRangeRefusal };

/**
 * The one rule every list's date filter follows (§5: YYYY-MM-DD strictly): an empty end is no
 * limit, anything else must be a real day, and from may not come after to. A refused range is
 * never applied, so callers keep the range they had: not the URL, not the list changes.
 */
export function checkDateRange(fromText: string, toText: string): DateRangeCheck {
  const from = fromText.trim();
  const to = toText.trim();
  if (from !== '' && !isStrictDate(from)) return { ok: false, refused: 'from' };
  if (to !== '' && !isStrictDate(to)) return { ok: false, refused: 'to' };
  if (from !== '' && to !== '' && from > to) return { ok: false, refused: 'order' };
  return { ok: true, from: from === '' ? null : from, to: to === '' ? null : to };
}

/** A range read from a URL: a refused one counts as no range at all, so it never reaches the server. */
export function urlDateRange(params: URLSearchParams): { from: string | null; to: string | null } {
  const checked = checkDateRange(params.get('from') ?? '', params.get('to') ?? '');
  if (checked.ok) return { from: checked.from, to: checked.to };
  // One bad end alone does not void a good other end; a reversed pair voids both.
  if (checked.refused === 'order') return { from: null, to: null };
  const single = (raw: string | null) => (raw !== null && isStrictDate(raw) ? raw : null);
  return { from: single(params.get('from')), to: single(params.get('to')) };
}
