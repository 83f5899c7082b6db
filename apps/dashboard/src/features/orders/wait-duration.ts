import { ordersCopy } from './copy';

/** How long an order has waited since it was placed, in the largest whole unit: '2 hari', '5 jam'. */
export function waitedFor(createdAt: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes >= 24 * 60) return ordersCopy.durationDays(Math.floor(minutes / (24 * 60)));
  if (minutes >= 60) return ordersCopy.durationHours(Math.floor(minutes / 60));
  return ordersCopy.durationMinutes(minutes);
}
