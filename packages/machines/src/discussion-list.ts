import type { PagingMetadata } from './entities';

/** Comment item (spec §3). */
export interface CommentItem {
  id: string;
  photoUrl?: string;
  author: string;
  body: string;
  isReported: boolean;
  createdDate: string;
}

/** Question item (spec §3). */
export interface QuestionItem {
  id: string;
  photoUrl?: string;
  author: string;
  body: string;
  isRead: boolean;
  isAnswered: boolean;
  isReported: boolean;
  isDone: boolean;
  createdDate: string;
  totalComments: number;
  comments: CommentItem[];
}

/** Discussion item: the questions about one variant (spec §3). */
export interface DiscussionItem {
  productModelId: string;
  productVariantId: string;
  variantName: string;
  totalQuestion: number;
  questions: QuestionItem[];
}

/** What the discussion-list fetch returns (spec §7: data and metadata). */
export interface DiscussionPage {
  data: DiscussionItem[] | null;
  metadata: PagingMetadata | null;
}

export interface DiscussionList {
  list: DiscussionItem[];
  /** Empty object when there is nothing to page through. */
  metadata: Partial<PagingMetadata>;
}

export type DiscussionLoadMode = 'merge' | 'replace';

/**
 * Applies a fetched page to the current list (spec §4): merged onto it by default or replacing
 * it; a null result is ignored; an empty result becomes an empty list with empty metadata.
 */
export function applyDiscussionPage(
  current: DiscussionList,
  page: DiscussionPage | null,
  mode: DiscussionLoadMode = 'merge',
): DiscussionList {
  if (page === null) return current;
  if (!page.data || page.data.length === 0) return { list: [], metadata: {} };
  return {
    list: mode === 'merge' ? [...current.list, ...page.data] : page.data,
    metadata: page.metadata ?? {},
  };
}
