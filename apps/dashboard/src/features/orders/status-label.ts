import { ordersCopy } from './copy';
import type { OrderStatusFilter } from './order-status';

/** The label of every filter; the type check fails when copy.ts misses one. */
const statusLabels: Readonly<Record<OrderStatusFilter, string>> = ordersCopy.statusLabels;

export function statusLabel(status: OrderStatusFilter): string {
  return statusLabels[status];
}
