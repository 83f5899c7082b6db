import { sql } from 'drizzle-orm';
import { one, type Exec } from '../db/query.js';
import { shipByCounts } from './ship-by.js';

/** A question is waiting too long once it has had no answer for this many hours. */
export const UNANSWERED_AFTER_HOURS = 24;

/**
 * Home's 'Perlu tindakan': what waits for the seller, each count read the way the list it links
 * to reads it (the order list's `shipBy` windows, the variant list's out-of-stock bucket, the
 * withdrawal history's 'processed' status, the discussion's not-answered tab).
 */
export async function actionQueue(db: Exec, brandId: number) {
  const orders = await shipByCounts(db, brandId);
  const row = await one<{ questions: number; variants: number; withdrawals: number }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM questions q WHERE q.brand_id = ${brandId} AND NOT q.is_answered
             AND q.created_at < now() - make_interval(hours => ${UNANSWERED_AFTER_HOURS})) AS questions,
          (SELECT coalesce(sum(n), 0)::int FROM variant_counts WHERE brand_id = ${brandId} AND bucket = 'out') AS variants,
          (SELECT count(*)::int FROM withdrawals WHERE brand_id = ${brandId} AND status = 'processed') AS withdrawals`,
  );
  return {
    brandId,
    shipToday: orders.today,
    late: orders.late,
    unansweredQuestions: row?.questions ?? 0,
    outOfStockVariants: row?.variants ?? 0,
    withdrawalsInProcess: row?.withdrawals ?? 0,
  };
}
