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

const isTab = (value: string | null): value is DiscussionTab =>
  discussionTabs.includes(value as DiscussionTab);

export function readDiscussionQuery(params: URLSearchParams): DiscussionQuery {
  const tab = params.get('tab');
  const selected = params.get('selectedDiscussion');
  return {
    tab: isTab(tab) ? tab : 'not-answered',
    q: (params.get('q') ?? '').trim().slice(0, 100),
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
  if (next.tab !== 'not-answered') params.set('tab', next.tab);
  if (next.q) params.set('q', next.q);
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.selectedDiscussion) params.set('selectedDiscussion', next.selectedDiscussion);
  return params;
}

export const sortDirectionOf = (sort: DiscussionSort): 'asc' | 'desc' =>
  sort === 'oldest' ? 'asc' : 'desc';
