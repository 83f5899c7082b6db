import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import {
  discussionMachine,
  EMPTY_PRODUCT_QUESTION_COUNT,
  type CommentItem,
  type DiscussionPage,
  type FetchDiscussionsInput,
  type FetchQuestionCountInput,
  type PostReplyInput,
  type PostReportInput,
  type ProductQuestionCount,
  type ReplyKept,
  type ReportReason,
} from '@seller/machines';
import { BrandSwitchContext } from '../brand-switch/brand-switch-context';
import { inspect } from '../../platform/machine-inspector';
import type { DiscussionReads } from './discussion-queries';
import type { DiscussionWrites } from './discussion-writes';
import { sortDirectionOf, type DiscussionQuery } from './urls';

/** The calls the page makes for one brand: the reads and the writes. */
export type DiscussionCalls = DiscussionReads & DiscussionWrites;

/** What the page hears back from a finished write, to show it at once. */
export interface DiscussionListeners {
  replied: (questionId: string, comment: CommentItem) => void;
  /** The reply got no answer and waits in the outbox; the thread shows it from there. */
  kept: (questionId: string) => void;
  reported: (target: PostReportInput['target']) => void;
}

/** A fresh key per intended write (Idempotency-Key), kept across retries of that write. */
export function newWriteKey(): string {
  return crypto.randomUUID();
}

/**
 * Binds the discussion machine (packages/machines) to the contract and to the brand switch,
 * which holds the question counts the sidebar badge shows: the machine's count refresh asks
 * the brand switch to refetch, so the tab counts and the badge are one number.
 */
export function useDiscussion(
  discussion: DiscussionCalls,
  query: DiscussionQuery,
  listeners: DiscussionListeners,
) {
  const brandSwitch = BrandSwitchContext.useActorRef();
  const listenersRef = useRef(listeners);
  listenersRef.current = listeners;
  const replyKey = useRef(newWriteKey());
  const reportKey = useRef(newWriteKey());
  // The reply actor names the asker in the outbox label; the actor exists only after `logic`.
  const actorRef = useRef<ActorRefFrom<typeof discussionMachine> | null>(null);

  const logic = useMemo(
    () =>
      discussionMachine.provide({
        actors: {
          fetchDiscussions: fromPromise<DiscussionPage | null, FetchDiscussionsInput>(({ input }) =>
            discussion.list(input),
          ),
          fetchQuestionCount: fromPromise<ProductQuestionCount, FetchQuestionCountInput>(
            async () => {
              brandSwitch.send({ type: 'brand.refreshCounts' });
              const done = await waitFor(
                brandSwitch,
                (snapshot) => !snapshot.matches({ counts: 'loading' }),
              );
              return done.context.productQuestionCount;
            },
          ),
          postReply: fromPromise<unknown, PostReplyInput>(async ({ input }) => {
            const askedBy = actorRef.current?.getSnapshot().context.selectedChat?.author ?? '';
            const result = await discussion.reply(
              input.questionId,
              input.body,
              replyKey.current,
              askedBy,
            );
            // Sent or kept, this write is done here: the outbox owns a kept one with its key.
            replyKey.current = newWriteKey();
            if (result.status === 'kept') {
              listenersRef.current.kept(input.questionId);
              return { kept: true } satisfies ReplyKept;
            }
            listenersRef.current.replied(input.questionId, result.comment);
            return result.comment;
          }),
          fetchReportReasons: fromPromise<ReportReason[]>(() => discussion.reasons()),
          postReport: fromPromise<unknown, PostReportInput>(async ({ input }) => {
            const result = await discussion.report(
              input.target,
              Number(input.reasonId),
              input.note,
              reportKey.current,
            );
            reportKey.current = newWriteKey();
            listenersRef.current.reported(input.target);
            return result;
          }),
        },
      }),
    [discussion, brandSwitch],
  );

  const actor = useActorRef(logic, { inspect, input: { brandId: null, selectedTab: query.tab } });
  actorRef.current = actor;

  // The URL is the source of the list state: a tab, search or sort change replaces the list.
  const { tab, q, sort } = query;
  useEffect(() => {
    const { context } = actor.getSnapshot();
    if (context.selectedTab !== tab) actor.send({ type: 'discussion.selectTab', tab });
  }, [actor, tab]);
  useEffect(() => {
    const { paramsDiscussion } = actor.getSnapshot().context;
    const sortDirection = sortDirectionOf(sort);
    if (paramsDiscussion.q !== q || paramsDiscussion.sortDirection !== sortDirection) {
      actor.send({ type: 'discussion.changeParams', params: { q, sortDirection } });
    }
  }, [actor, q, sort]);

  const list = useSelector(actor, (s) => s.context.listDiscussion);
  const listStatus = useSelector(actor, (s): 'loading' | 'loadingMore' | 'failed' | 'ready' =>
    s.matches({ list: 'loading' })
      ? 'loading'
      : s.matches({ list: 'loadingMore' })
        ? 'loadingMore'
        : s.matches({ list: 'failed' })
          ? 'failed'
          : 'ready',
  );
  const hasNextPage = useSelector(
    actor,
    (s) =>
      s.context.metadataDiscussion.totalPage !== undefined &&
      s.context.paramsDiscussion.page < s.context.metadataDiscussion.totalPage,
  );
  const errorMessage = useSelector(actor, (s) => s.context.errorMessage);
  const replyStatus = useSelector(actor, (s): 'sending' | 'failed' | 'idle' =>
    s.matches({ chat: { open: 'sending' } })
      ? 'sending'
      : s.matches({ chat: { open: 'sendFailed' } })
        ? 'failed'
        : 'idle',
  );
  const reportState = useSelector(actor, (s) => {
    const value = s.value as { report: string };
    return value.report;
  });
  const reportTarget = useSelector(actor, (s) => s.context.reportTarget);
  const reasons = useSelector(actor, (s) => s.context.listReasonReport);
  const counts = BrandSwitchContext.useSelector((s) => s.context.productQuestionCount);
  // The brand's first answer is still on its way (a later refresh keeps the numbers it had):
  // the tabs hold their badges' places instead of growing when the numbers arrive.
  const countsArriving = BrandSwitchContext.useSelector(
    (s) =>
      s.context.productQuestionCount === EMPTY_PRODUCT_QUESTION_COUNT &&
      s.matches({ counts: { loading: { productQuestions: 'fetching' } } }),
  );

  return {
    actor,
    list,
    listStatus,
    hasNextPage,
    errorMessage,
    replyStatus,
    reportState,
    reportTarget,
    reasons,
    counts,
    countsArriving,
    /** The seller edited the reply: the next send is a new write. */
    renewReplyKey: () => {
      replyKey.current = newWriteKey();
    },
  };
}

export type DiscussionBinding = ReturnType<typeof useDiscussion>;
