import { routePaths } from '../../app/route-paths';
import { showsDiscussionFor } from '../../platform/config-items';
import { writeDiscussionQuery, type DiscussionQuery } from './discussion-query';

const defaults: DiscussionQuery = {
  tab: 'not-answered',
  q: '',
  sort: 'newest',
  selectedDiscussion: null,
};

/** /discussion-product with the given list state, written the way the page itself writes it. */
export function discussionHref(change: Partial<DiscussionQuery> = {}): string {
  const search = writeDiscussionQuery(defaults, change).toString();
  return search ? `${routePaths.discussionProduct}?${search}` : routePaths.discussionProduct;
}

/**
 * The questions about one product, answered or not: the list has no product filter in the
 * contract, so it searches the product name (the search covers product names) on the 'Semua'
 * tab. `null` when the brand has no discussion menu (§2, §6): the page would be a 404.
 */
export function productQuestionsHref(
  config: unknown,
  brandId: string | null,
  productName: string,
): string | null {
  if (!showsDiscussionFor(config, brandId)) return null;
  // The page trims and keeps 100 characters of `q`; cut here too so the link says what it searches.
  return discussionHref({ tab: 'all', q: productName.trim().slice(0, 100) });
}
