/** Product question counts (spec §3). */
export interface ProductQuestionCount {
  totalNotAnswered: number;
  totalQuestion: number;
  totalAnswered: number;
}

/** One entry of the order count response (spec §3). */
export interface OrderStatusTotal {
  status: number;
  total: number;
}

export const EMPTY_PRODUCT_QUESTION_COUNT: ProductQuestionCount = {
  totalNotAnswered: 0,
  totalQuestion: 0,
  totalAnswered: 0,
};

/** The active-transaction count: the totals of the configured order statuses added up (spec §4). */
export function sumActiveTransactions(
  totals: readonly OrderStatusTotal[],
  statuses: readonly number[],
): number {
  return totals
    .filter((entry) => statuses.includes(entry.status))
    .reduce((sum, entry) => sum + entry.total, 0);
}
