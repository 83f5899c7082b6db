import { unwrap, type ApiClients } from '@seller/api-types';
import type { CommentItem, DiscussionItem, DiscussionPage, FetchDiscussionsInput, QuestionItem, ReportReason } from '@seller/machines';
import type { TenantType } from '../../platform/tenant-profile';

/** One discussion (a variant's questions) as the page shows it: the machine's item plus the inferred product fields. */
export interface DiscussionView extends DiscussionItem {
  productName: string;
  photoUrl: string | null;
}

interface ApiComment {
  id: number;
  photoUrl: string | null;
  author: string;
  body: string;
  isReported: boolean;
  createdDate: string;
}
interface ApiQuestion extends Omit<ApiComment, 'isReported'> {
  isRead: boolean;
  isAnswered: boolean;
  isReported: boolean;
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
  id: String(q.id),
  ...(q.photoUrl ? { photoUrl: q.photoUrl } : {}),
  author: q.author,
  body: q.body,
  isRead: q.isRead,
  isAnswered: q.isAnswered,
  isReported: q.isReported,
  isDone: q.isDone,
  createdDate: q.createdDate,
  totalComments: q.totalComments,
  comments: q.comments.map(toComment),
});

/** The discussion calls of §7 for one brand, typed by the contract. */
export function discussionApi(api: ApiClients, tenant: TenantType, brandId: string) {
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
          params: { path: { ...path, id: Number(questionId) }, query: { brandId: brand, page: 1, size: 100 } },
        }),
      );
      return result.data.map(toComment);
    },
    async markRead(questionId: string, key: string): Promise<QuestionItem> {
      const result = await unwrap(
        api.product.PATCH('/v3/{tenant}/question/{id}/{action}', {
          params: { path: { ...path, id: Number(questionId), action: 'read' }, query: { brandId: brand }, header: { 'Idempotency-Key': key } },
        }),
      );
      return toQuestion(result.data);
    },
    async reply(questionId: string, body: string, key: string): Promise<CommentItem> {
      const result = await unwrap(
        api.product.POST('/v3/{tenant}/question/{id}/comment', {
          params: { path: { ...path, id: Number(questionId) }, header: { 'Idempotency-Key': key } },
          body: { brandId: brand, body },
        }),
      );
      return toComment(result.data);
    },
    async reasons(): Promise<ReportReason[]> {
      const result = await unwrap(api.product.GET('/v3/{tenant}/report/reason', { params: { path } }));
      return result.data;
    },
    async report(target: { questionId: string; commentId?: string }, reasonId: number, note: string | undefined, key: string) {
      const body = { brandId: brand, reasonId, ...(note ? { note } : {}) };
      const header = { 'Idempotency-Key': key };
      if (target.commentId !== undefined) {
        return unwrap(
          api.product.POST('/v3/{tenant}/question/{id}/comment/{commentId}/report', {
            params: { path: { ...path, id: Number(target.questionId), commentId: Number(target.commentId) }, header },
            body,
          }),
        );
      }
      return unwrap(
        api.product.POST('/v3/{tenant}/question/{id}/report', { params: { path: { ...path, id: Number(target.questionId) }, header }, body }),
      );
    },
  };
}

export type DiscussionApi = ReturnType<typeof discussionApi>;
