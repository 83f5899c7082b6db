import { sql, type SQL } from 'drizzle-orm';
import { one, type Exec } from '../db/query.js';
import { badRequest } from '../http/errors.js';
import type { Bag } from '../http/types.js';
import { str } from './common.js';
import { toOrder, type OrderRow } from './mappers.js';

/*
 * Ship-by deadlines (docs/decisions/ship-by.md). The deadline itself is computed once, by the
 * database when an order arrives (migration 020, `ship_by_of`); this module names the windows the
 * queue filters by and the home card counts, so both read the same orders.
 */

/** 'Hampir terlambat': not late yet, and the deadline is within this many hours. */
export const SOON_HOURS = 6;

export const shipByFilters = ['today', 'soon', 'late'] as const;
export type ShipByFilter = (typeof shipByFilters)[number];

/** Statuses that still wait for the seller to ship: Belum diproses and Diproses. */
const toShip = sql`status IN (1, 2)`;

/** The end of today's WIB day (UTC+7 all year), as a timestamptz. */
const endOfWibDay = sql`(date_trunc('day', (now() AT TIME ZONE 'UTC') + interval '7 hours') + interval '1 day' - interval '7 hours') AT TIME ZONE 'UTC'`;

/** The orders of each window; the windows do not overlap, so the card's counts add up. */
export const shipByWindows: Record<ShipByFilter, SQL> = {
  // Due later today: still on time, must leave before the day ends.
  today: sql`${toShip} AND ship_by >= now() AND ship_by < ${endOfWibDay}`,
  soon: sql`${toShip} AND ship_by >= now() AND ship_by < now() + make_interval(hours => ${SOON_HOURS})`,
  late: sql`${toShip} AND ship_by < now()`,
};

/** The `shipBy` query parameter of the order lists, as a WHERE fragment. */
export function shipByFilter(query: Bag): SQL {
  const value = str(query.shipBy);
  if (value === undefined) return sql``;
  const filter = shipByFilters.find((f) => f === value);
  if (!filter)
    throw badRequest(`Parameter 'shipBy' harus salah satu dari ${shipByFilters.join(', ')}.`);
  return sql` AND ${shipByWindows[filter]}`;
}

export interface ShipByRow {
  ship_by: string;
}

/** An order as the contract gives it: the deadline only while it is still to be shipped. */
export const withShipBy = (row: OrderRow & ShipByRow) => ({
  ...toOrder(row),
  shipBy: row.status === 1 || row.status === 2 ? row.ship_by : null,
});

/** How many of a brand's orders are due later today and how many are late. */
export async function shipByCounts(db: Exec, brandId: number) {
  const row = await one<{ today: number; late: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${shipByWindows.today})::int AS today,
               count(*) FILTER (WHERE ${shipByWindows.late})::int AS late
        FROM orders WHERE brand_id = ${brandId} AND ${toShip}`,
  );
  return { today: row?.today ?? 0, late: row?.late ?? 0 };
}
