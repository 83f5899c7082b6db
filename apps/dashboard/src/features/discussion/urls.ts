import { routePaths } from '../../app/route-paths';
import { showsDiscussionFor } from '../../platform/config-items';

/** /discussion-product (§2): the one page of the area. */
export const discussionPath = routePaths.discussionProduct;

/** The page's URL state: `tab`, `q`, `sort` and `selectedDiscussion` (the open question's id). */
export const discussionTabs = ['not-answered', 'answered', 'all'] as const;
export type DiscussionTab = (typeof discussionTabs)[number];
export type DiscussionSort = 'newest' | 'oldest';

export interface DiscussionQuery {
  tab: DiscussionTab;
  q: string;
  sort: DiscussionSort;
  selectedDiscussion: string | null;
}

/** The longest search the page keeps; the search box stops there too. */
export const DISCUSSION_SEARCH_MAX_LENGTH = 100;

const defaults: DiscussionQuery = {
  tab: 'not-answered',
  q: '',
  sort: 'newest',
  selectedDiscussion: null,
};

const isTab = (value: string | null): value is DiscussionTab =>
  discussionTabs.includes(value as DiscussionTab);

export function readDiscussionQuery(params: URLSearchParams): DiscussionQuery {
  const tab = params.get('tab');
  const selected = params.get('selectedDiscussion');
  return {
    tab: isTab(tab) ? tab : 'not-answered',
    q: (params.get('q') ?? '').trim().slice(0, DISCUSSION_SEARCH_MAX_LENGTH),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    selectedDiscussion: selected && /^\d{1,10}$/.test(selected) ? selected : null,
  };
}

/** The query with one change; defaults are left out so a plain visit keeps a plain URL. */
export function writeDiscussionQuery(
  current: DiscussionQuery,
  change: Partial<DiscussionQuery>,
): URLSearchParams {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.tab !== defaults.tab) params.set('tab', next.tab);
  if (next.q) params.set('q', next.q);
  if (next.sort !== defaults.sort) params.set('sort', next.sort);
  if (next.selectedDiscussion) params.set('selectedDiscussion', next.selectedDiscussion);
  return params;
}

export const sortDirectionOf = (sort: DiscussionSort): 'asc' | 'desc' =>
  sort === 'oldest' ? 'asc' : 'desc';

/** /discussion-product with the given list state, written the way the page itself writes it. */
export function discussionHref(change: Partial<DiscussionQuery> = {}): string {
  const search = writeDiscussionQuery(defaults, change).toString();
  return search ? `${discussionPath}?${search}` : discussionPath;
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
  // The page trims and cuts `q` the same way; cut here too so the link says what it searches.
  return discussionHref({
    tab: 'all',
    q: productName.trim().slice(0, DISCUSSION_SEARCH_MAX_LENGTH),
  });
}
