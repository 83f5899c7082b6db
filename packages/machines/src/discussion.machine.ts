import { assign, raise, setup } from 'xstate';
import { DEFAULT_DISCUSSION_TAB, DISCUSSION_PAGE_SIZE, UNKNOWN_ERROR_MESSAGE } from './constants';
import { EMPTY_PRODUCT_QUESTION_COUNT } from './counts';
import type { ProductQuestionCount } from './counts';
import { applyDiscussionPage } from './discussion-list';
import type {
  DiscussionItem,
  DiscussionLoadMode,
  DiscussionPage,
  QuestionItem,
} from './discussion-list';
import type { PagingMetadata } from './entities';
import { messageOf } from './message-of';
import { providedPromise } from './provided';

/** `paramsDiscussion` (spec §3) with the defaults of §9. */
export interface DiscussionParams {
  q: string;
  size: number;
  page: number;
  notifStatus: string | null;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

/** A report reason; its fields beyond the id are not shown in the spec. */
export interface ReportReason {
  id: string | number;
  [field: string]: unknown;
}

/** What is being reported: a question, or one comment of it. */
export interface ReportTarget {
  questionId: string;
  commentId?: string;
}

export interface DiscussionInput {
  brandId: string | null;
  /** Tab to open on; not-answered when absent. Other tab values are not shown in the spec. */
  selectedTab?: string;
  notifStatus?: string | null;
}

export interface DiscussionContext {
  brandId: string | null;
  selectedTab: string;
  paramsDiscussion: DiscussionParams;
  listDiscussion: DiscussionItem[];
  metadataDiscussion: Partial<PagingMetadata>;
  loadMode: DiscussionLoadMode;
  selectedDiscussion: DiscussionItem | null;
  selectedChat: QuestionItem | null;
  listReasonReport: ReportReason[];
  reportTarget: ReportTarget | null;
  countProductQuestion: ProductQuestionCount;
  /** Message of the last failed load, reply or report. */
  errorMessage: string | null;
}

export type DiscussionEvent =
  | { type: 'discussion.selectTab'; tab: string }
  | { type: 'discussion.search'; q: string }
  | { type: 'discussion.changeParams'; params: Partial<Omit<DiscussionParams, 'page'>> }
  | { type: 'discussion.loadMore' }
  | { type: 'discussion.goToPage'; page: number }
  | { type: 'discussion.refresh' }
  | { type: 'discussion.retry' }
  | { type: 'discussion.refreshCounts' }
  | { type: 'discussion.select'; discussion: DiscussionItem }
  | { type: 'discussion.openChat'; question: QuestionItem }
  | { type: 'discussion.closeChat' }
  | { type: 'discussion.reply'; body: string }
  | { type: 'discussion.openReport'; target: ReportTarget }
  | { type: 'discussion.submitReport'; reasonId: ReportReason['id']; note?: string }
  | { type: 'discussion.cancelReport' };

export interface FetchDiscussionsInput {
  brandId: string | null;
  params: DiscussionParams;
  /** The selected tab, sent as the status (spec §7). */
  status: string;
}
export interface FetchQuestionCountInput {
  brandId: string | null;
}
export interface PostReplyInput {
  questionId: string;
  body: string;
}
/**
 * What `postReply` resolves with when the reply got no answer and was kept to be sent later:
 * nothing changed on the server yet, so the list and the counts are not reloaded.
 */
export interface ReplyKept {
  kept: true;
}

export function isReplyKept(output: unknown): output is ReplyKept {
  return (
    typeof output === 'object' && output !== null && (output as { kept?: unknown }).kept === true
  );
}
export interface PostReportInput {
  target: ReportTarget;
  reasonId: ReportReason['id'];
  note?: string;
}

export const DEFAULT_DISCUSSION_PARAMS: DiscussionParams = {
  q: '',
  size: DISCUSSION_PAGE_SIZE,
  page: 1,
  notifStatus: null,
  sortBy: 'created_at',
  sortDirection: 'desc',
};

const fetchInput = ({ context }: { context: DiscussionContext }): FetchDiscussionsInput => ({
  brandId: context.brandId,
  params: context.paramsDiscussion,
  status: context.selectedTab,
});

const rememberError = {
  type: 'assignError',
  params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }),
} as const;

/**
 * Product questions (spec §3, §4, §7, §9): tabs with not-answered first, list params
 * {q, size 10, page 1, notifStatus, sortBy created_at, sortDirection desc}, load more merging
 * onto the list or a page jump replacing it, the selected discussion and chat, replies,
 * reports with reasons, and the three question counts.
 */
export const discussionMachine = setup({
  types: {
    input: {} as DiscussionInput,
    context: {} as DiscussionContext,
    events: {} as DiscussionEvent,
  },
  actors: {
    fetchDiscussions: providedPromise<DiscussionPage | null, FetchDiscussionsInput>(
      'fetchDiscussions',
    ),
    fetchQuestionCount: providedPromise<ProductQuestionCount, FetchQuestionCountInput>(
      'fetchQuestionCount',
    ),
    postReply: providedPromise<unknown, PostReplyInput>('postReply'),
    fetchReportReasons: providedPromise<ReportReason[]>('fetchReportReasons'),
    postReport: providedPromise<unknown, PostReportInput>('postReport'),
  },
  actions: {
    assignTab: assign(({ context, event }) =>
      event.type === 'discussion.selectTab'
        ? {
            selectedTab: event.tab,
            paramsDiscussion: { ...context.paramsDiscussion, page: 1 },
            loadMode: 'replace' as const,
          }
        : {},
    ),
    assignSearch: assign(({ context, event }) =>
      event.type === 'discussion.search'
        ? {
            paramsDiscussion: { ...context.paramsDiscussion, q: event.q, page: 1 },
            loadMode: 'replace' as const,
          }
        : {},
    ),
    assignParams: assign(({ context, event }) =>
      event.type === 'discussion.changeParams'
        ? {
            paramsDiscussion: { ...context.paramsDiscussion, ...event.params, page: 1 },
            loadMode: 'replace' as const,
          }
        : {},
    ),
    assignNextPage: assign(({ context }) => ({
      paramsDiscussion: { ...context.paramsDiscussion, page: context.paramsDiscussion.page + 1 },
      loadMode: 'merge' as const,
    })),
    assignPage: assign(({ context, event }) =>
      event.type === 'discussion.goToPage'
        ? {
            paramsDiscussion: { ...context.paramsDiscussion, page: event.page },
            loadMode: 'replace' as const,
          }
        : {},
    ),
    assignReload: assign(({ context }) => ({
      paramsDiscussion: { ...context.paramsDiscussion, page: 1 },
      loadMode: 'replace' as const,
    })),
    applyPage: assign(({ context }, params: { page: DiscussionPage | null }) => {
      const next = applyDiscussionPage(
        { list: context.listDiscussion, metadata: context.metadataDiscussion },
        params.page,
        context.loadMode,
      );
      return { listDiscussion: next.list, metadataDiscussion: next.metadata, errorMessage: null };
    }),
    assignCounts: assign((_, params: { counts: ProductQuestionCount }) => ({
      countProductQuestion: params.counts,
    })),
    assignSelectedDiscussion: assign({
      selectedDiscussion: ({ context, event }) =>
        event.type === 'discussion.select' ? event.discussion : context.selectedDiscussion,
    }),
    assignSelectedChat: assign({
      selectedChat: ({ context, event }) =>
        event.type === 'discussion.openChat' ? event.question : context.selectedChat,
    }),
    clearSelectedChat: assign({ selectedChat: () => null }),
    assignReportTarget: assign({
      reportTarget: ({ context, event }) =>
        event.type === 'discussion.openReport' ? event.target : context.reportTarget,
    }),
    clearReportTarget: assign({ reportTarget: () => null }),
    assignReasons: assign((_, params: { reasons: ReportReason[] }) => ({
      listReasonReport: params.reasons,
    })),
    assignError: assign((_, params: { error: unknown }) => ({
      errorMessage: messageOf(params.error, UNKNOWN_ERROR_MESSAGE),
    })),
    clearError: assign({ errorMessage: () => null }),
    requestRefresh: raise({ type: 'discussion.refresh' }),
    requestCountRefresh: raise({ type: 'discussion.refreshCounts' }),
  },
  guards: {
    hasNextPage: ({ context }) =>
      context.metadataDiscussion.totalPage !== undefined &&
      context.paramsDiscussion.page < context.metadataDiscussion.totalPage,
    hasReasons: ({ context }) => context.listReasonReport.length > 0,
    replyKept: (_, params: { output: unknown }) => isReplyKept(params.output),
  },
}).createMachine({
  id: 'discussion',
  type: 'parallel',
  context: ({ input }) => ({
    brandId: input.brandId,
    selectedTab: input.selectedTab ?? DEFAULT_DISCUSSION_TAB,
    paramsDiscussion: { ...DEFAULT_DISCUSSION_PARAMS, notifStatus: input.notifStatus ?? null },
    listDiscussion: [],
    metadataDiscussion: {},
    loadMode: 'replace',
    selectedDiscussion: null,
    selectedChat: null,
    listReasonReport: [],
    reportTarget: null,
    countProductQuestion: EMPTY_PRODUCT_QUESTION_COUNT,
    errorMessage: null,
  }),
  on: {
    'discussion.select': { actions: 'assignSelectedDiscussion' },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'discussion.selectTab': { target: '.loading', actions: 'assignTab' },
        'discussion.search': { target: '.loading', actions: 'assignSearch' },
        'discussion.changeParams': { target: '.loading', actions: 'assignParams' },
        'discussion.goToPage': { target: '.loading', actions: 'assignPage' },
        'discussion.refresh': { target: '.loading', actions: 'assignReload' },
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchDiscussions',
            src: 'fetchDiscussions',
            input: fetchInput,
            onDone: {
              target: 'ready',
              actions: { type: 'applyPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: { target: 'failed', actions: rememberError },
          },
        },
        ready: {
          on: {
            'discussion.loadMore': {
              guard: 'hasNextPage',
              target: 'loadingMore',
              actions: 'assignNextPage',
            },
          },
        },
        loadingMore: {
          invoke: {
            id: 'fetchMoreDiscussions',
            src: 'fetchDiscussions',
            input: fetchInput,
            onDone: {
              target: 'ready',
              actions: { type: 'applyPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: { target: 'failed', actions: rememberError },
          },
        },
        failed: {
          on: { 'discussion.retry': { target: 'loading', actions: 'clearError' } },
        },
      },
    },
    counts: {
      initial: 'loading',
      on: { 'discussion.refreshCounts': { target: '.loading' } },
      states: {
        loading: {
          invoke: {
            id: 'fetchQuestionCount',
            src: 'fetchQuestionCount',
            input: ({ context }) => ({ brandId: context.brandId }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignCounts', params: ({ event }) => ({ counts: event.output }) },
            },
            onError: { target: 'failed', actions: rememberError },
          },
        },
        ready: {},
        failed: {},
      },
    },
    chat: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'discussion.openChat': { target: 'open', actions: 'assignSelectedChat' } },
        },
        open: {
          initial: 'idle',
          on: {
            'discussion.openChat': { target: '.idle', actions: 'assignSelectedChat' },
            'discussion.closeChat': { target: 'closed', actions: 'clearSelectedChat' },
          },
          states: {
            idle: {
              on: { 'discussion.reply': 'sending' },
            },
            sending: {
              invoke: {
                id: 'postReply',
                src: 'postReply',
                input: ({ context, event }) => ({
                  questionId: context.selectedChat?.id ?? '',
                  body: event.type === 'discussion.reply' ? event.body : '',
                }),
                onDone: [
                  {
                    // Without a connection a reload would only fail; the kept reply is shown
                    // by the page and reloads follow when it lands.
                    guard: { type: 'replyKept', params: ({ event }) => ({ output: event.output }) },
                    target: 'idle',
                    actions: 'clearError',
                  },
                  {
                    target: 'idle',
                    actions: ['clearError', 'requestRefresh', 'requestCountRefresh'],
                  },
                ],
                onError: { target: 'sendFailed', actions: rememberError },
              },
            },
            sendFailed: {
              on: { 'discussion.reply': { target: 'sending', actions: 'clearError' } },
            },
          },
        },
      },
    },
    report: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'discussion.openReport': { target: 'preparing', actions: 'assignReportTarget' } },
        },
        preparing: {
          always: [{ guard: 'hasReasons', target: 'choosing' }, { target: 'loadingReasons' }],
        },
        loadingReasons: {
          invoke: {
            id: 'fetchReportReasons',
            src: 'fetchReportReasons',
            onDone: {
              target: 'choosing',
              actions: {
                type: 'assignReasons',
                params: ({ event }) => ({ reasons: event.output }),
              },
            },
            onError: { target: 'closed', actions: [rememberError, 'clearReportTarget'] },
          },
        },
        choosing: {
          on: {
            'discussion.submitReport': { target: 'sending', actions: 'clearError' },
            'discussion.cancelReport': { target: 'closed', actions: 'clearReportTarget' },
          },
        },
        sending: {
          invoke: {
            id: 'postReport',
            src: 'postReport',
            input: ({ context, event }) => ({
              target: context.reportTarget ?? { questionId: '' },
              reasonId: event.type === 'discussion.submitReport' ? event.reasonId : '',
              ...(event.type === 'discussion.submitReport' && event.note !== undefined
                ? { note: event.note }
                : {}),
            }),
            onDone: { target: 'closed', actions: ['clearReportTarget', 'requestRefresh'] },
            onError: { target: 'choosing', actions: rememberError },
          },
        },
      },
    },
  },
});
