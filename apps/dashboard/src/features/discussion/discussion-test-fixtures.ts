import { HttpResponse } from 'msw';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { mockOptions } from '../../test/app-harness';

/** A small stateful discussion backend for the page's tests, answering from the contract. */

interface Question {
  id: number;
  photoUrl: string | null;
  author: string;
  body: string;
  isRead: boolean;
  isAnswered: boolean;
  isReported: boolean;
  isDone: boolean;
  createdDate: string;
  totalComments: number;
  comments: Comment[];
}

interface Comment {
  id: number;
  photoUrl: null;
  author: string;
  body: string;
  isReported: boolean;
  createdDate: string;
}

export const question = (id: number, extra: Partial<Question> = {}): Question => ({
  id,
  photoUrl: null,
  author: `Pembeli ${id}`,
  body: `Pertanyaan nomor ${id}?`,
  isRead: true,
  isAnswered: false,
  isReported: false,
  isDone: false,
  createdDate: '2026-11-20T03:00:00Z',
  totalComments: 0,
  comments: [],
  ...extra,
});

const group = (variantId: number, questions: Question[]) => ({
  productModelId: 1000 + variantId,
  productVariantId: variantId,
  productName: `Kemeja Batik ${variantId}`,
  variantName: `Varian ${variantId}`,
  photoUrl: `/media/product/${variantId}.svg`,
  totalQuestion: questions.length,
  questions,
});

const meta = (page: number, totalPage: number, totalItem: number) => ({
  currentPage: page,
  nextPage: page < totalPage ? page + 1 : null,
  pageSize: 10,
  previousPage: page > 1 ? page - 1 : null,
  totalItem,
  totalPage,
});

export interface DiscussionServer {
  counts: { totalNotAnswered: number; totalQuestion: number; totalAnswered: number };
  /** How often the question counts (the sidebar badge's and the tabs' numbers) were asked for. */
  countCalls: number;
  listCalls: URLSearchParams[];
  replies: { body: unknown; key: string | null }[];
  reports: { path: string; body: unknown }[];
  reads: string[];
  /** Replies applied, by Idempotency-Key. */
  applied: Map<string, Comment>;
  failReply?: boolean;
  /** The reply call gets no response at all, as when the connection is gone. */
  offline?: boolean;
  /** The question counts answer once this settles. */
  countsHeld?: Promise<void>;
  /** The reply call answers once this settles. */
  replyHeld?: Promise<void>;
  /** Marking a question read fails. */
  failRead?: boolean;
}

export function newServer(extra: Partial<DiscussionServer> = {}): DiscussionServer {
  return {
    counts: { totalNotAnswered: 12, totalQuestion: 13, totalAnswered: 1 },
    countCalls: 0,
    listCalls: [],
    replies: [],
    reports: [],
    reads: [],
    applied: new Map(),
    ...extra,
  };
}

/** A promise and the function that settles it: a call held until the test lets it go. */
export function gate(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

const threadComments: Comment[] = [
  {
    id: 7001,
    photoUrl: null,
    author: 'Sari Dewi',
    body: 'Ditunggu jawabannya ya',
    isReported: false,
    createdDate: '2026-11-20T05:00:00Z',
  },
  {
    id: 7002,
    photoUrl: null,
    author: 'Batik Sekar Jagad',
    body: 'Sebentar ya, Kak.',
    isReported: false,
    createdDate: '2026-11-20T06:00:00Z',
  },
];

/**
 * 12 unanswered questions over two pages (question 1 unread), 1 answered; the search 'tidak ada'
 * finds nothing. A reply answers its question: it leaves 'Belum Dijawab' and the counts move.
 */
export function discussionHandlers(state: DiscussionServer) {
  const unanswered = Array.from({ length: 12 }, (_, i) =>
    group(i + 1, [question(i + 1, { isRead: i !== 0 })]),
  );
  const answered = [group(50, [question(50, { isAnswered: true })])];
  const answeredIds = new Set<number>();
  return [
    // The layout's other count, asked for by the brand switch beside the question counts.
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', () => ({
      data: { totalTransaction: [] },
    })),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/question/summary', async () => {
      state.countCalls += 1;
      await state.countsHeld;
      return { data: state.counts };
    }),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/discussion', ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.listCalls.push(query);
      if (query.get('q') === 'tidak ada') return { data: [], metadata: meta(1, 0, 0) };
      const page = Number(query.get('page'));
      const source =
        query.get('status') === 'answered'
          ? answered
          : unanswered.filter((g) => !answeredIds.has(g.productVariantId));
      return {
        data: source.slice((page - 1) * 10, page * 10),
        metadata: meta(page, Math.ceil(source.length / 10), source.length),
      };
    }),
    mockOperation(
      mockOptions,
      'product',
      'patch',
      '/v3/{tenant}/question/{id}/{action}',
      ({ params }) => {
        state.reads.push(params.id!);
        if (state.failRead) return errorResponse(500, 'Layanan diskusi sedang bermasalah.');
        return { data: question(Number(params.id), { isRead: true }) };
      },
    ),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/question/{id}/comment', () => ({
      data: threadComments,
      metadata: meta(1, 1, threadComments.length),
    })),
    mockOperation(
      mockOptions,
      'product',
      'post',
      '/v3/{tenant}/question/{id}/comment',
      async ({ request, params }) => {
        const body = (await request.json()) as { body: string };
        const key = request.headers.get('Idempotency-Key');
        state.replies.push({ body, key });
        await state.replyHeld;
        if (state.offline) return HttpResponse.error();
        // A repeat of a key the server already applied is answered from its record.
        const known = key === null ? undefined : state.applied.get(key);
        if (known) return { data: known };
        if (state.failReply) return errorResponse(500, 'Layanan diskusi sedang bermasalah.');
        answeredIds.add(Number(params.id));
        state.counts = {
          ...state.counts,
          totalNotAnswered: state.counts.totalNotAnswered - 1,
          totalAnswered: state.counts.totalAnswered + 1,
        };
        const comment: Comment = {
          id: 9001,
          photoUrl: null,
          author: 'Batik Sekar Jagad',
          body: body.body,
          isReported: false,
          createdDate: '2026-11-24T03:00:00Z',
        };
        if (key !== null) state.applied.set(key, comment);
        return { data: comment };
      },
    ),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/report/reason', () => ({
      data: [
        { id: 1, reason: 'Spam atau promosi' },
        { id: 2, reason: 'Kata-kata kasar atau tidak pantas' },
      ],
    })),
    mockOperation(
      mockOptions,
      'product',
      'post',
      '/v3/{tenant}/question/{id}/comment/{commentId}/report',
      async ({ request, params }) => {
        state.reports.push({
          path: `${params.id}/${params.commentId}`,
          body: await request.json(),
        });
        return { data: { id: Number(params.commentId), isReported: true } };
      },
    ),
  ];
}
