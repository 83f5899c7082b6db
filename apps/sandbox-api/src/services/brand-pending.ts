import { sql } from 'drizzle-orm';
import { rows, type Exec } from '../db/query.js';

export interface BrandPendingWork {
  brandId: number;
  notProcessedOrders: number;
  notAnsweredQuestions: number;
}

/** Status 1, 'Belum diproses' (spec §4): an order that waits for the seller. */
const notProcessedStatus = 1;

/**
 * What waits in each brand of one user, for the brand switch: one query per figure over all of
 * the user's brands, so a seller with many brands costs the same two queries as one with two.
 * The orders come from the trigger-kept per-status counts (migration 003) and the questions are
 * counted as the question summary counts them, so each figure equals that brand's own count.
 */
export async function pendingWorkOfUser(db: Exec, userId: number): Promise<BrandPendingWork[]> {
  const orders = await rows<{ brand_id: number; n: number }>(
    db,
    sql`SELECT b.id AS brand_id, coalesce(c.n, 0)::int AS n FROM brands b
        LEFT JOIN order_counts c ON c.brand_id = b.id AND c.status = ${notProcessedStatus}
        WHERE b.user_id = ${userId} ORDER BY b.id`,
  );
  const questions = await rows<{ brand_id: number; n: number }>(
    db,
    sql`SELECT q.brand_id, count(*)::int AS n FROM questions q
        JOIN brands b ON b.id = q.brand_id JOIN variants v ON v.id = q.variant_id
        WHERE b.user_id = ${userId} AND NOT q.is_answered GROUP BY q.brand_id`,
  );
  const unanswered = new Map(questions.map((row) => [row.brand_id, row.n]));
  return orders.map((row) => ({
    brandId: row.brand_id,
    notProcessedOrders: row.n,
    notAnsweredQuestions: unanswered.get(row.brand_id) ?? 0,
  }));
}
