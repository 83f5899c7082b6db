import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/id';

dayjs.extend(utc);

/** Server times are UTC; sellers read them in Western Indonesian Time (§9: +7 h, 'WIB'). */
const wibOffsetHours = 7;

function toWib(serverTime: string | Date) {
  return dayjs.utc(serverTime).add(wibOffsetHours, 'hour').locale('id');
}

/** '22 Nov 2026 14:05 WIB' */
export function formatServerTime(serverTime: string | Date): string {
  return `${toWib(serverTime).format('D MMM YYYY HH:mm')} WIB`;
}

/** '2 Des 2026, 14.05': a moment in a list of events, in WIB. */
export function formatServerDayTime(serverTime: string | Date): string {
  return toWib(serverTime).format('D MMM YYYY, HH.mm');
}

/** '3 Des, 14.00': a deadline in the coming days, in WIB (the year goes without saying). */
export function formatServerDayClock(serverTime: string | Date): string {
  return toWib(serverTime).format('D MMM, HH.mm');
}

/** A calendar day ('2026-11-24', no time, so no zone to shift it) as pages write it: '24 Nov 2026'. */
export function formatCalendarDay(day: string): string {
  const parsed = dayjs(day.slice(0, 10));
  return /^\d{4}-\d{2}-\d{2}/.test(day) && parsed.isValid()
    ? parsed.locale('id').format('D MMM YYYY')
    : day;
}

/** '14:05 WIB' */
export function formatServerClock(serverTime: string | Date): string {
  return `${toWib(serverTime).format('HH:mm')} WIB`;
}

/**
 * The day heading a notification is grouped under (§2): 'Hari ini', 'Kemarin', 'Besok', or the
 * full date ('20 November 2026'). Days are WIB days.
 */
export function dayGroupLabel(serverTime: string | Date, now: Date = new Date()): string {
  const day = toWib(serverTime).startOf('day');
  const today = toWib(now).startOf('day');
  const difference = day.diff(today, 'day');
  if (difference === 0) return 'Hari ini';
  if (difference === -1) return 'Kemarin';
  if (difference === 1) return 'Besok';
  return day.format('D MMMM YYYY');
}
