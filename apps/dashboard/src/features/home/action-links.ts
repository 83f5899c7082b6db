import { discussionHref } from '../discussion/urls';
import { financePaths, readHistoryQuery, toSearch } from '../finance/urls';
import { shipByQueueHref } from '../orders/urls';
import { defaultListQuery, listQueryRecord, productPaths } from '../products/urls';
import type { HomeCardData } from './home-queries';

export type ActionCount = Exclude<keyof HomeCardData<'actions'>, 'brandId'>;

/** The card's counts in reading order: the orders first, as they are due soonest. */
export const actionCounts: readonly ActionCount[] = [
  'shipToday',
  'late',
  'unansweredQuestions',
  'outOfStockVariants',
  'withdrawalsInProcess',
];

const withdrawalsInProcess = toSearch({
  ...readHistoryQuery(new URLSearchParams()),
  status: 'processed',
}).toString();
const outOfStock = new URLSearchParams(
  listQueryRecord({ ...defaultListQuery, stockStatus: 'out-of-stock' }),
).toString();

/**
 * Where each count leads: the list that shows exactly those, in URLs the lists already read (the
 * order queue's ship-by windows; the questions not answered, oldest first, so those waiting over
 * 24 hours lead; the variants out of stock; the withdrawals being processed).
 */
export const actionHref: Record<ActionCount, string> = {
  shipToday: shipByQueueHref('today'),
  late: shipByQueueHref('late'),
  unansweredQuestions: discussionHref({ tab: 'not-answered', sort: 'oldest' }),
  outOfStockVariants: `${productPaths.listV3}?${outOfStock}`,
  withdrawalsInProcess: `${financePaths.history}?${withdrawalsInProcess}`,
};
