import { describe, expect, it } from 'vitest';
import { dayGroupLabel, formatCalendarDay, formatServerClock, formatServerTime } from './datetime';
import { isStrictDate } from './strict-date';

describe('server time in WIB', () => {
  it('adds seven hours and says WIB', () => {
    expect(formatServerTime('2026-11-22T07:05:00Z')).toBe('22 Nov 2026 14:05 WIB');
    expect(formatServerClock('2026-11-22T07:05:00Z')).toBe('14:05 WIB');
  });

  it('moves late UTC evenings to the next WIB day', () => {
    expect(formatServerTime('2026-11-22T20:30:00Z')).toBe('23 Nov 2026 03:30 WIB');
  });
});

describe('isStrictDate', () => {
  it.each(['2026-11-22', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (value) => expect(isStrictDate(value)).toBe(true),
  );
  it.each([
    '2026-2-3',
    '2026-02-30',
    '2025-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-31',
    '22-11-2026',
    '2026/11/22',
    '2026-11-22T00:00',
    '',
  ])('refuses %s', (value) => expect(isStrictDate(value)).toBe(false));
});

describe('dayGroupLabel', () => {
  const now = new Date('2026-11-22T05:00:00Z'); // 12:00 WIB

  it('names today, yesterday and tomorrow', () => {
    expect(dayGroupLabel('2026-11-22T01:00:00Z', now)).toBe('Hari ini');
    expect(dayGroupLabel('2026-11-21T10:00:00Z', now)).toBe('Kemarin');
    expect(dayGroupLabel('2026-11-23T03:00:00Z', now)).toBe('Besok');
  });

  it('uses WIB days, not UTC days', () => {
    // 21 Nov 18:00 UTC is 22 Nov 01:00 WIB.
    expect(dayGroupLabel('2026-11-21T18:00:00Z', now)).toBe('Hari ini');
  });

  it('spells older days in full, in Indonesian', () => {
    expect(dayGroupLabel('2026-11-18T03:00:00Z', now)).toBe('18 November 2026');
  });
});

describe('formatCalendarDay', () => {
  it('writes a day as d MMM yyyy, whether given a date or a midnight timestamp', () => {
    expect(formatCalendarDay('2026-11-04')).toBe('4 Nov 2026');
    expect(formatCalendarDay('2026-08-24T00:00:00.000Z')).toBe('24 Agt 2026');
  });
});
