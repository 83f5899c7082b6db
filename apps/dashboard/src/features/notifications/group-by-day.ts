import type { NotificationItem } from '@seller/machines';
import { dayGroupLabel } from '../../platform/datetime';

export interface DayGroup<T extends NotificationItem> {
  label: string;
  items: T[];
}

/** Consecutive entries under one day heading ('Hari ini', 'Kemarin', 'Besok' or the full date). */
export function groupByDay<T extends NotificationItem>(
  items: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const label = dayGroupLabel(item.createdAt, now);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
