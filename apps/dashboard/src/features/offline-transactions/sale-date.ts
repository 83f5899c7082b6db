import { formatCalendarDay } from '../../platform/datetime';

/** A sale's day as every other page writes a date ('d MMM yyyy', e.g. 24 Nov 2026). */
export const formatSaleDate = formatCalendarDay;
