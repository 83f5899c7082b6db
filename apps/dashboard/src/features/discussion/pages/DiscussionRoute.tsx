import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToaster } from '@seller/design-system';
import type { CommentItem, QuestionItem } from '@seller/machines';
import { RouteErrorPage } from '../../../app/RouteErrorPage';
import { useApi } from '../../../platform/api-context';
import { showsDiscussionFor } from '../../../platform/config-items';
import { useOutboxEntries, useOutboxOutcomes, type OutboxOutcome } from '../../../platform/outbox';
import { readTenant } from '../../../platform/tenant-store';
import { SessionContext } from '../../session/session-context';
import { discussionCopy as copy } from '../copy';
import { discussionReads, type DiscussionView } from '../discussion-queries';
import {
  discussionWrites,
  keptReplyOf,
  replyAnswer,
  replyOutboxKind,
  type KeptReply,
} from '../discussion-writes';
import { readDiscussionQuery, writeDiscussionQuery, type DiscussionQuery } from '../urls';
import { newWriteKey, useDiscussion } from '../use-discussion';
import { DiscussionPage, type DiscussionPageProps } from './DiscussionPage';

/**
 * /discussion-product: only for a brand on the discussion allow list (§2, §6); any other brand
 * gets the 404 page, as it gets no menu entry. A brand switch re-checks and starts over.
 */
export function DiscussionRoute() {
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const config = SessionContext.useSelector((s) => s.context.config);
  const userId = SessionContext.useSelector((s) => s.context.userData?.id ?? null);
  if (brandId === null || !showsDiscussionFor(config, brandId))
    return <RouteErrorPage status={404} />;
  return (
    <DiscussionScreen
      key={brandId}
      brandId={brandId}
      userId={userId === null ? null : Number(userId)}
    />
  );
}

interface ThreadState {
  question: QuestionItem | null;
  comments: CommentItem[] | null;
  status: 'loading' | 'ready' | 'missing' | 'failed';
}

function findQuestion(
  list: DiscussionView[],
  id: string,
): { question: QuestionItem; group: DiscussionView } | null {
  for (const group of list) {
    const question = group.questions.find((q) => q.id === id);
    if (question) return { question, group };
  }
  return null;
}

/** The open thread with a reply that landed: the question answered, the reply under it. */
const withReply =
  (questionId: string, comment: CommentItem | null) =>
  (t: ThreadState): ThreadState =>
    t.question?.id === questionId && comment
      ? {
          ...t,
          question: { ...t.question, isAnswered: true, isRead: true },
          comments: [...(t.comments ?? []), comment],
        }
      : t;

function DiscussionScreen({ brandId, userId }: { brandId: string; userId: number | null }) {
  const api = useApi();
  const toaster = useToaster();
  const discussion = useMemo(() => {
    const tenant = readTenant();
    return {
      ...discussionReads(api, tenant, brandId),
      ...discussionWrites(api, tenant, brandId, userId),
    };
  }, [api, brandId, userId]);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readDiscussionQuery(searchParams);
  const navigate = useCallback(
    (change: Partial<DiscussionQuery>) => setSearchParams(writeDiscussionQuery(query, change)),
    [query, setSearchParams],
  );

  const [thread, setThread] = useState<ThreadState>({
    question: null,
    comments: null,
    status: 'loading',
  });
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [answeredIds, setAnsweredIds] = useState<ReadonlySet<string>>(new Set());
  // The reply box empties when this changes (a reply sent or kept, a thread opened).
  const [clearCount, setClearCount] = useState(0);
  const clearDraft = () => setClearCount((n) => n + 1);
  const [reportSubject, setReportSubject] = useState('');
  const sellerName = SessionContext.useSelector((s) => s.context.brandData?.brandName ?? null);

  const binding = useDiscussion(discussion, query, {
    replied: (questionId, comment) => {
      clearDraft();
      setAnsweredIds((ids) => new Set(ids).add(questionId));
      setThread(withReply(questionId, comment));
      toaster.show({ type: 'success', message: copy.replySent });
    },
    kept: () => {
      // The reply now lives in the outbox and shows in the thread; as a draft it could be sent twice.
      clearDraft();
      toaster.show({ type: 'warning', message: copy.replyKept });
    },
    reported: (target) => {
      setThread((t) => {
        if (!t.question || t.question.id !== target.questionId) return t;
        if (target.commentId === undefined)
          return { ...t, question: { ...t.question, isReported: true } };
        return {
          ...t,
          comments: (t.comments ?? []).map((c) =>
            c.id === target.commentId ? { ...c, isReported: true } : c,
          ),
        };
      });
      toaster.show({ type: 'success', message: copy.reportSent });
    },
  });
  const { actor, list } = binding;

  // Replies kept without a connection, shown in their thread until they land (also after a reload).
  const outboxEntries = useOutboxEntries({
    kind: replyOutboxKind,
    brandId: Number(brandId),
    userId,
  });
  const keptReplies = useMemo(
    // Without a known user nothing is kept (see discussionWrites.reply), and no one else's show.
    () =>
      userId === null
        ? []
        : outboxEntries.map(keptReplyOf).filter((reply): reply is KeptReply => reply !== null),
    [outboxEntries, userId],
  );

  // A kept reply that lands later shows like one sent now; the list and the counts then change.
  const onOutcome = useCallback(
    (outcome: OutboxOutcome) => {
      if (
        outcome.type !== 'landed' ||
        outcome.entry.kind !== replyOutboxKind ||
        outcome.entry.brandId !== Number(brandId)
      )
        return;
      const reply = keptReplyOf(outcome.entry);
      if (!reply) return;
      setAnsweredIds((ids) => new Set(ids).add(reply.questionId));
      setThread(withReply(reply.questionId, replyAnswer(outcome.data)));
      actor.send({ type: 'discussion.refresh' });
      actor.send({ type: 'discussion.refreshCounts' });
    },
    [actor, brandId],
  );
  useOutboxOutcomes(onOutcome);
  const views = list as DiscussionView[];
  const selectedId = query.selectedDiscussion;
  const listRef = useRef(views);
  listRef.current = views;
  // The first list answer is awaited once, so a deep link can find its question in it; later
  // reloads (after a reply or a report) leave the open thread as it is.
  const [listReady, setListReady] = useState(false);
  const listSettled = binding.listStatus !== 'loading';
  useEffect(() => {
    if (listSettled) setListReady(true);
  }, [listSettled]);

  // Open the thread of `selectedDiscussion`: from the list when it is there, else (a shared or
  // bookmarked link to a question on another tab or page; no notification opens a question)
  // through the read call, which returns the question.
  const [threadAttempt, setThreadAttempt] = useState(0);
  useEffect(() => {
    if (selectedId === null || !listReady) return;
    let cancelled = false;
    const known = findQuestion(listRef.current, selectedId)?.question ?? null;
    setThread({ question: known, comments: null, status: known ? 'ready' : 'loading' });
    setClearCount((n) => n + 1);
    const open = async () => {
      let question = known;
      if (!known || !known.isRead) {
        try {
          question = await discussion.markRead(selectedId, newWriteKey());
          if (!cancelled) setReadIds((ids) => new Set(ids).add(selectedId));
        } catch {
          if (!known) {
            if (!cancelled) setThread({ question: null, comments: null, status: 'missing' });
            return;
          }
        }
      }
      if (cancelled || !question) return;
      actor.send({ type: 'discussion.openChat', question });
      try {
        const comments = await discussion.comments(selectedId);
        if (!cancelled) setThread({ question, comments, status: 'ready' });
      } catch {
        if (!cancelled) setThread({ question, comments: null, status: 'failed' });
      }
    };
    void open();
    return () => {
      cancelled = true;
    };
    // The thread loads once per selected question (and retry), not on every list change.
  }, [selectedId, listReady, threadAttempt, discussion, actor]);

  useEffect(() => {
    if (selectedId === null) actor.send({ type: 'discussion.closeChat' });
  }, [actor, selectedId]);

  const selectedGroup = selectedId ? findQuestion(views, selectedId)?.group : undefined;
  const { counts, reportState, reportTarget } = binding;
  const page: DiscussionPageProps = {
    query,
    tabCounts: binding.countsArriving
      ? { 'not-answered': null, answered: null, all: null }
      : {
          'not-answered': counts.totalNotAnswered,
          answered: counts.totalAnswered,
          all: counts.totalQuestion,
        },
    list: views,
    listStatus: binding.listStatus,
    hasNextPage: binding.hasNextPage,
    readIds,
    answeredIds,
    errorMessage: binding.errorMessage,
    thread:
      selectedId === null
        ? null
        : {
            ...thread,
            variantLabel: selectedGroup
              ? `${selectedGroup.productName} · ${selectedGroup.variantName}`
              : null,
            keptReplies: keptReplies.filter((reply) => reply.questionId === selectedId),
            replyStatus: binding.replyStatus,
            clearCount,
            sellerName,
          },
    report: {
      key: reportTarget ? `${reportTarget.questionId}-${reportTarget.commentId ?? ''}` : 'none',
      open: reportState !== 'closed' && reportState !== 'preparing',
      subject: reportSubject,
      state:
        reportState === 'loadingReasons' || reportState === 'sending' ? reportState : 'choosing',
      reasons: binding.reasons,
    },
    onQueryChange: navigate,
    onLoadMore: () => actor.send({ type: 'discussion.loadMore' }),
    onRetry: () => actor.send({ type: 'discussion.retry' }),
    onThreadRetry: () => setThreadAttempt((n) => n + 1),
    onDraftChange: binding.renewReplyKey,
    onReply: (body) => actor.send({ type: 'discussion.reply', body }),
    onReport: (target, subject) => {
      setReportSubject(subject);
      actor.send({ type: 'discussion.openReport', target });
    },
    onReportSubmit: (reasonId, note) =>
      actor.send({ type: 'discussion.submitReport', reasonId, ...(note ? { note } : {}) }),
    onReportCancel: () => actor.send({ type: 'discussion.cancelReport' }),
  };
  return <DiscussionPage {...page} />;
}
