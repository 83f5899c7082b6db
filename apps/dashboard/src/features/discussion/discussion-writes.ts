import { unwrap, type ApiClients } from '@seller/api-types';
import type { CommentItem, QuestionItem } from '@seller/machines';
import {
  performRequest,
  sendWithOutbox,
  type OutboxEntry,
  type OutboxRequest,
} from '../../platform/outbox';
import type { TenantType } from '../../platform/tenant-profile';
import { discussionCopy } from './copy';
import { toComment, toQuestion, type ApiComment } from './discussion-queries';

/** The outbox kind of a reply kept while the connection was gone. */
export const replyOutboxKind = 'discussion.reply';

/** What the thread needs to show a kept reply again, also after a reload. */
export interface ReplyOutboxMeta {
  questionId: string;
  body: string;
}

/** A reply as the thread shows it while it waits in the outbox (or was refused on replay). */
export interface KeptReply {
  entryId: string;
  questionId: string;
  body: string;
  createdAt: number;
  status: OutboxEntry['status'];
  error?: string;
}

export function keptReplyOf(entry: OutboxEntry): KeptReply | null {
  const meta = entry.meta as Partial<ReplyOutboxMeta> | undefined;
  if (typeof meta?.questionId !== 'string' || typeof meta.body !== 'string') return null;
  return {
    entryId: entry.id,
    questionId: meta.questionId,
    body: meta.body,
    createdAt: entry.createdAt,
    status: entry.status,
    ...(entry.error ? { error: entry.error } : {}),
  };
}

/** The comment a landed reply call answered with. */
export function replyAnswer(body: unknown): CommentItem | null {
  const data = (body as { data?: ApiComment } | null)?.data;
  return data && typeof data === 'object' && 'id' in data ? toComment(data) : null;
}

export type ReplyResult =
  { status: 'sent'; comment: CommentItem } | { status: 'kept'; entry: OutboxEntry };

/** The discussion writes of §7 for one brand, each under the Idempotency-Key it is given. */
export function discussionWrites(
  api: ApiClients,
  tenant: TenantType,
  brandId: string,
  userId: number | null,
) {
  const brand = Number(brandId);
  const path = { tenant };
  return {
    async markRead(questionId: string, key: string): Promise<QuestionItem> {
      const result = await unwrap(
        api.product.PATCH('/v3/{tenant}/question/{id}/{action}', {
          params: {
            path: { ...path, id: Number(questionId), action: 'read' },
            query: { brandId: brand },
            header: { 'Idempotency-Key': key },
          },
        }),
      );
      return toQuestion(result.data);
    },
    /**
     * A reply that gets no answer is kept in the outbox with its key and sent again once the
     * connection is back; the key makes the server answer a repeat from its record, so the buyer
     * never sees the answer twice. A refusal rejects with its ApiError, as before.
     */
    async reply(
      questionId: string,
      body: string,
      key: string,
      askedBy: string,
    ): Promise<ReplyResult> {
      const meta: ReplyOutboxMeta = { questionId, body };
      const request: OutboxRequest = {
        service: 'product',
        method: 'POST',
        path: '/v3/{tenant}/question/{id}/comment',
        params: { path: { ...path, id: Number(questionId) } },
        body: { brandId: brand, body },
        idempotencyKey: key,
      };
      // Without a known user a kept reply would never be replayed (replays are per user): send only.
      const sent =
        userId === null
          ? { status: 'sent' as const, data: await performRequest(api, request) }
          : await sendWithOutbox(api, {
              kind: replyOutboxKind,
              brandId: brand,
              userId,
              label: discussionCopy.outboxReplyLabel(askedBy),
              targets: [questionId],
              meta,
              request,
            });
      if (sent.status === 'queued') return { status: 'kept', entry: sent.entry };
      const comment = replyAnswer(sent.data);
      if (!comment) throw new Error(discussionCopy.replyFailed);
      return { status: 'sent', comment };
    },
    async report(
      target: { questionId: string; commentId?: string },
      reasonId: number,
      note: string | undefined,
      key: string,
    ) {
      const body = { brandId: brand, reasonId, ...(note ? { note } : {}) };
      const header = { 'Idempotency-Key': key };
      if (target.commentId !== undefined) {
        return unwrap(
          api.product.POST('/v3/{tenant}/question/{id}/comment/{commentId}/report', {
            params: {
              path: { ...path, id: Number(target.questionId), commentId: Number(target.commentId) },
              header,
            },
            body,
          }),
        );
      }
      return unwrap(
        api.product.POST('/v3/{tenant}/question/{id}/report', {
          params: { path: { ...path, id: Number(target.questionId) }, header },
          body,
        }),
      );
    },
  };
}

export type DiscussionWrites = ReturnType<typeof discussionWrites>;
