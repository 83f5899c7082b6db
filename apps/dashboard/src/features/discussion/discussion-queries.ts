import { unwrap, type ApiClients } from '@seller/api-types';
import type {
  CommentItem,
  DiscussionItem,
  DiscussionPage,
  FetchDiscussionsInput,
  QuestionItem,
  ReportReason,
} from '@seller/machines';
import type { TenantType } from '../../platform/tenant-profile';

/*
 * The discussion reads. The machine asks for the list and the page for a thread's comments
 * each time afresh (after a reply the list must drop the answered question at once), so these
 * are plain calls, not cached `Read`s.
 */

/** One discussion (a variant's questions) as the page shows it: the machine's item plus the inferred product fields. */
export interface DiscussionView extends DiscussionItem {
  productName: string;
  photoUrl: string | null;
}

export interface ApiComment {
  id: number;
  photoUrl: string | null;
  author: string;
  body: string;
  isReported: boolean;
  createdDate: string;
}
interface ApiQuestion extends ApiComment {
  isRead: boolean;
  isAnswered: boolean;
  isDone: boolean;
  totalComments: number;
  comments: ApiComment[];
}

export const toComment = (c: ApiComment): CommentItem => ({
  id: String(c.id),
  ...(c.photoUrl ? { photoUrl: c.photoUrl } : {}),
  author: c.author,
  body: c.body,
  isReported: c.isReported,
  createdDate: c.createdDate,
});

export const toQuestion = (q: ApiQuestion): QuestionItem => ({
  ...toComment(q),
  isRead: q.isRead,
  isAnswered: q.isAnswered,
  isDone: q.isDone,
  totalComments: q.totalComments,
  comments: q.comments.map(toComment),
});

/** The discussion reads of §7 for one brand, typed by the contract. */
export function discussionReads(api: ApiClients, tenant: TenantType, brandId: string) {
  const brand = Number(brandId);
  const path = { tenant };
  return {
    async list(input: FetchDiscussionsInput): Promise<DiscussionPage> {
      const { params, status } = input;
      const page = await unwrap(
        api.product.GET('/v3/{tenant}/discussion', {
          params: {
            path,
            query: {
              brandId: brand,
              page: params.page,
              size: params.size,
              sortBy: 'created_at',
              sortDirection: params.sortDirection,
              status: status as 'not-answered' | 'answered' | 'all',
              ...(params.q ? { q: params.q } : {}),
            },
          },
        }),
      );
      const data: DiscussionView[] = page.data.map((d) => ({
        productModelId: String(d.productModelId),
        productVariantId: String(d.productVariantId),
        productName: d.productName,
        variantName: d.variantName,
        photoUrl: d.photoUrl,
        totalQuestion: d.totalQuestion,
        questions: d.questions.map(toQuestion),
      }));
      return { data, metadata: page.metadata };
    },
    async comments(questionId: string): Promise<CommentItem[]> {
      const result = await unwrap(
        api.product.GET('/v3/{tenant}/question/{id}/comment', {
          params: {
            path: { ...path, id: Number(questionId) },
            query: { brandId: brand, page: 1, size: 100 },
          },
        }),
      );
      return result.data.map(toComment);
    },
    async reasons(): Promise<ReportReason[]> {
      const result = await unwrap(
        api.product.GET('/v3/{tenant}/report/reason', { params: { path } }),
      );
      return result.data;
    },
  };
}

export type DiscussionReads = ReturnType<typeof discussionReads>;
