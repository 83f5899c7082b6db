import { BADGE_COUNT_CAP, BADGE_OVERFLOW_LABEL } from './constants';

/** Text a count badge shows: the number up to 99, '99+' above (spec §2, §9). */
export function capBadgeCount(count: number): string {
  return count > BADGE_COUNT_CAP ? BADGE_OVERFLOW_LABEL : String(count);
}
