import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ProductQuestionCount } from './counts';
import { applyDiscussionPage } from './discussion-list';
import type { DiscussionItem, DiscussionPage, QuestionItem } from './discussion-list';
import { discussionMachine } from './discussion.machine';
import type {
  DiscussionInput,
  FetchDiscussionsInput,
  FetchQuestionCountInput,
  PostReplyInput,
  PostReportInput,
  ReportReason,
} from './discussion.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const discussion = (id: string): DiscussionItem => ({
  productModelId: `m${id}`,
  productVariantId: id,
  variantName: `Varian ${id}`,
  totalQuestion: 1,
  questions: [],
});
const question: QuestionItem = {
  id: 'q1',
  author: 'Budi',
  body: 'Ready stok?',
  isRead: false,
  isAnswered: false,
  isReported: false,
  isDone: false,
  createdDate: '2024-05-01',
  totalComments: 0,
  comments: [],
};
const metadata = (currentPage: number, totalPage = 3) => ({
  currentPage,
  nextPage: currentPage < totalPage ? currentPage + 1 : null,
  pageSize: 10,
  previousPage: currentPage > 1 ? currentPage - 1 : null,
  totalItem: totalPage * 10,
  totalPage,
});

interface Options {
  page?: (input: FetchDiscussionsInput) => Promise<DiscussionPage | null>;
  reply?: () => Promise<unknown>;
  report?: () => Promise<unknown>;
}

function start(input: Partial<DiscussionInput> = {}, options: Options = {}) {
  const requests: FetchDiscussionsInput[] = [];
  const replies: PostReplyInput[] = [];
  const reports: PostReportInput[] = [];
  const reasonLoads = vi.fn();
  let countCalls = 0;
  const machine = discussionMachine.provide({
    actors: {
      fetchDiscussions: fromPromise<DiscussionPage | null, FetchDiscussionsInput>(({ input }) => {
        requests.push(input);
        return options.page
          ? options.page(input)
          : Promise.resolve({
              data: [discussion(`${input.status}-${input.params.page}`)],
              metadata: metadata(input.params.page),
            });
      }),
      fetchQuestionCount: fromPromise<ProductQuestionCount, FetchQuestionCountInput>(() => {
        countCalls += 1;
        return Promise.resolve({
          totalNotAnswered: 3,
          totalQuestion: 5 + countCalls,
          totalAnswered: 2,
        });
      }),
      postReply: fromPromise<unknown, PostReplyInput>(({ input }) => {
        replies.push(input);
        return options.reply ? options.reply() : Promise.resolve({});
      }),
      fetchReportReasons: fromPromise<ReportReason[]>(() => {
        reasonLoads();
        return Promise.resolve([{ id: 1, name: 'Spam' }]);
      }),
      postReport: fromPromise<unknown, PostReportInput>(({ input }) => {
        reports.push(input);
        return options.report ? options.report() : Promise.resolve({});
      }),
    },
  });
  const actor = createActor(machine, { input: { brandId: '10', ...input } }).start();
  const ids = () => actor.getSnapshot().context.listDiscussion.map((d) => d.productVariantId);
  return { actor, requests, replies, reports, reasonLoads, ids, countCalls: () => countCalls };
}

describe('discussion list rules', () => {
  const current = { list: [discussion('a')], metadata: metadata(1) };

  it('merges onto the current list by default', () => {
    const next = applyDiscussionPage(current, { data: [discussion('b')], metadata: metadata(2) });
    expect(next.list.map((d) => d.productVariantId)).toEqual(['a', 'b']);
    expect(next.metadata).toEqual(metadata(2));
  });

  it('replaces the list when asked', () => {
    const next = applyDiscussionPage(
      current,
      { data: [discussion('b')], metadata: metadata(2) },
      'replace',
    );
    expect(next.list.map((d) => d.productVariantId)).toEqual(['b']);
  });

  it('ignores a null merge', () => {
    expect(applyDiscussionPage(current, null)).toBe(current);
  });

  it('turns an empty result into an empty list with empty metadata', () => {
    expect(applyDiscussionPage(current, { data: [], metadata: metadata(1) })).toEqual({
      list: [],
      metadata: {},
    });
    expect(applyDiscussionPage(current, { data: null, metadata: null }, 'replace')).toEqual({
      list: [],
      metadata: {},
    });
  });
});

describe('discussion', () => {
  it('opens on the not-answered tab with q, size 10, page 1, notifStatus, sortBy created_at, sortDirection desc', async () => {
    const { actor, requests } = start({ notifStatus: 'unread' });
    expect(actor.getSnapshot().context.selectedTab).toBe('not-answered');
    await settle();
    expect(requests[0]).toEqual({
      brandId: '10',
      status: 'not-answered',
      params: {
        q: '',
        size: 10,
        page: 1,
        notifStatus: 'unread',
        sortBy: 'created_at',
        sortDirection: 'desc',
      },
    });
  });

  it('loads more by merging the next page onto the list, and stops at the last page', async () => {
    const { actor, requests, ids } = start(
      {},
      {
        page: (input) =>
          Promise.resolve({
            data: [discussion(`p${input.params.page}`)],
            metadata: metadata(input.params.page, 2),
          }),
      },
    );
    await settle();
    actor.send({ type: 'discussion.loadMore' });
    await settle();
    expect(ids()).toEqual(['p1', 'p2']);
    actor.send({ type: 'discussion.loadMore' });
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('replaces the list when jumping to a page', async () => {
    const { actor, ids } = start();
    await settle();
    actor.send({ type: 'discussion.goToPage', page: 3 });
    await settle();
    expect(ids()).toEqual(['not-answered-3']);
  });

  it('reloads from page 1 on a tab change, a search or new params', async () => {
    const { actor, requests, ids } = start();
    await settle();
    actor.send({ type: 'discussion.selectTab', tab: 'answered' });
    await settle();
    expect(ids()).toEqual(['answered-1']);
    actor.send({ type: 'discussion.search', q: 'kaos' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ status: 'answered', params: { q: 'kaos', page: 1 } });
    actor.send({ type: 'discussion.changeParams', params: { sortDirection: 'asc' } });
    await settle();
    expect(requests.at(-1)?.params).toMatchObject({ q: 'kaos', sortDirection: 'asc', page: 1 });
  });

  it('keeps the list when a load returns null, and empties it (with its metadata) on an empty result', async () => {
    let next: DiscussionPage | null = null;
    const { actor, ids } = start(
      {},
      {
        page: (input) =>
          Promise.resolve(
            input.params.page === 1 && input.params.q === ''
              ? { data: [discussion('a')], metadata: metadata(1) }
              : next,
          ),
      },
    );
    await settle();
    actor.send({ type: 'discussion.loadMore' });
    await settle();
    expect(ids()).toEqual(['a']);
    next = { data: [], metadata: metadata(1) };
    actor.send({ type: 'discussion.search', q: 'tidak ada' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      listDiscussion: [],
      metadataDiscussion: {},
    });
  });

  it('shows a failed load and retries it', async () => {
    let fail = true;
    const { actor } = start(
      {},
      {
        page: () =>
          fail
            ? Promise.reject(new Error('Terjadi kesalahan: server'))
            : Promise.resolve({ data: [discussion('a')], metadata: metadata(1) }),
      },
    );
    await settle();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('Terjadi kesalahan: server');
    fail = false;
    actor.send({ type: 'discussion.retry' });
    await settle();
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
  });

  it('loads the counts totalNotAnswered, totalQuestion and totalAnswered', async () => {
    const { actor } = start();
    await settle();
    expect(actor.getSnapshot().context.countProductQuestion).toEqual({
      totalNotAnswered: 3,
      totalQuestion: 6,
      totalAnswered: 2,
    });
  });

  it('keeps the selected discussion and chat, and replies to the selected question', async () => {
    const { actor, replies, requests, countCalls } = start();
    await settle();
    actor.send({ type: 'discussion.select', discussion: discussion('a') });
    actor.send({ type: 'discussion.openChat', question });
    expect(actor.getSnapshot().context).toMatchObject({
      selectedDiscussion: discussion('a'),
      selectedChat: question,
    });
    actor.send({ type: 'discussion.reply', body: 'Ready kak' });
    await settle();
    expect(replies).toEqual([{ questionId: 'q1', body: 'Ready kak' }]);
    expect(actor.getSnapshot().matches({ chat: { open: 'idle' } })).toBe(true);
    expect(requests).toHaveLength(2);
    expect(countCalls()).toBe(2);
    actor.send({ type: 'discussion.closeChat' });
    expect(actor.getSnapshot().context.selectedChat).toBeNull();
  });

  it('goes back to idle without reloading the list or the counts when the reply was kept for later', async () => {
    const { actor, requests, countCalls } = start(
      {},
      { reply: () => Promise.resolve({ kept: true }) },
    );
    await settle();
    actor.send({ type: 'discussion.openChat', question });
    actor.send({ type: 'discussion.reply', body: 'Ready kak' });
    await settle();
    expect(actor.getSnapshot().matches({ chat: { open: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    expect(requests).toHaveLength(1);
    expect(countCalls()).toBe(1);
  });

  it('keeps the chat open with the message when a reply fails', async () => {
    const { actor } = start(
      {},
      { reply: () => Promise.reject(new Error('Terjadi kesalahan: balasan')) },
    );
    actor.send({ type: 'discussion.openChat', question });
    actor.send({ type: 'discussion.reply', body: 'Ready kak' });
    await settle();
    expect(actor.getSnapshot().matches({ chat: { open: 'sendFailed' } })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('Terjadi kesalahan: balasan');
  });

  it('reports a comment with a reason, loading the reasons once', async () => {
    const { actor, reports, reasonLoads } = start();
    actor.send({ type: 'discussion.openReport', target: { questionId: 'q1', commentId: 'c1' } });
    await settle();
    expect(actor.getSnapshot().context.listReasonReport).toEqual([{ id: 1, name: 'Spam' }]);
    actor.send({ type: 'discussion.submitReport', reasonId: 1, note: 'iklan' });
    await settle();
    expect(reports).toEqual([
      { target: { questionId: 'q1', commentId: 'c1' }, reasonId: 1, note: 'iklan' },
    ]);
    expect(actor.getSnapshot().matches({ report: 'closed' })).toBe(true);
    actor.send({ type: 'discussion.openReport', target: { questionId: 'q2' } });
    expect(actor.getSnapshot().matches({ report: 'choosing' })).toBe(true);
    expect(reasonLoads).toHaveBeenCalledTimes(1);
    actor.send({ type: 'discussion.cancelReport' });
    expect(actor.getSnapshot().context.reportTarget).toBeNull();
  });

  it('keeps the report dialog open when the report fails', async () => {
    const { actor } = start(
      {},
      { report: () => Promise.reject(new Error('Terjadi kesalahan: laporan')) },
    );
    actor.send({ type: 'discussion.openReport', target: { questionId: 'q1' } });
    await settle();
    actor.send({ type: 'discussion.submitReport', reasonId: 1 });
    await settle();
    expect(actor.getSnapshot().matches({ report: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBe('Terjadi kesalahan: laporan');
  });
});
