// No copy here: the route table reads the status filters from the URL before any page loads.

/** Status filters of spec §4 in tab order: 'Semua' first. */
export const orderStatusFilters = [-1, 1, 2, 3, 4, 5, 6, 8] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];
export type OrderStatus = Exclude<OrderStatusFilter, -1>;

export const allStatuses: OrderStatusFilter = -1;

export function isOrderStatusFilter(value: number): value is OrderStatusFilter {
  return (orderStatusFilters as readonly number[]).includes(value);
}

/**
 * Transitions a seller makes from the dashboard (the spec leaves them out;
 * docs/decisions/orders.md): not processed → processed by processing, processed → shipped by a waybill, and a
 * shipped order may get its waybill corrected. The rest (received, finished, refund, return)
 * follow the buyer and the marketplace.
 */
export function canProcess(status: OrderStatus): boolean {
  return status === 1;
}

export function canSetWaybill(status: OrderStatus): boolean {
  return status === 2 || status === 3;
}

/** Totals per status from the count call, with 'Semua' as their sum. */
export function countsByFilter(
  totals: readonly { status: number; total: number }[],
): Record<OrderStatusFilter, number> {
  const counts = Object.fromEntries(orderStatusFilters.map((status) => [status, 0])) as Record<
    OrderStatusFilter,
    number
  >;
  for (const { status, total } of totals) {
    if (isOrderStatusFilter(status) && status !== -1) {
      counts[status] = total;
      counts[-1] += total;
    }
  }
  return counts;
}
