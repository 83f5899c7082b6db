import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

const base = '/api/product/v3/partner';

interface Counts {
  totalNotAnswered: number;
  totalQuestion: number;
  totalAnswered: number;
}
interface DiscussionBody {
  data: {
    productModelId: number;
    productVariantId: number;
    productName: string;
    variantName: string;
    photoUrl: string | null;
    totalQuestion: number;
    questions: { id: number; isAnswered: boolean; body: string; createdDate: string }[];
  }[];
  metadata: { totalItem: number; totalPage: number; currentPage: number };
}

onBothDatabases('product discussions', (sandbox) => {
  const counts = async (token: string, brandId = 101) =>
    (
      (await (
        await sandbox().request('GET', `${base}/question/summary?brandId=${brandId}`, { token })
      ).json()) as { data: Counts }
    ).data;

  it('lists discussions grouped by variant with product name and photo, 10 per page, newest first', async () => {
    const token = await sandbox().login('seller@demo.id');
    const res = await sandbox().request(
      'GET',
      `${base}/discussion?brandId=101&status=not-answered&page=1&size=10&sortBy=created_at&sortDirection=desc`,
      { token },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as DiscussionBody;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    const first = body.data[0]!;
    expect(first.productName).not.toBe('');
    expect(first.photoUrl).toMatch(/^\//);
    expect(first.questions.every((q) => !q.isAnswered)).toBe(true);
    const newest = body.data.map((d) =>
      d.questions
        .map((q) => q.createdDate)
        .sort()
        .at(-1)!,
    );
    expect([...newest].sort().reverse()).toEqual(newest);
  });

  it('finds questions by product name and by question text; no match is an empty list', async () => {
    const token = await sandbox().login('seller@demo.id');
    const all = (await (
      await sandbox().request('GET', `${base}/discussion?brandId=101&status=all`, { token })
    ).json()) as DiscussionBody;
    const productName = all.data[0]!.productName;
    const byProduct = (await (
      await sandbox().request(
        'GET',
        `${base}/discussion?brandId=101&status=all&q=${encodeURIComponent(productName)}`,
        { token },
      )
    ).json()) as DiscussionBody;
    expect(byProduct.data.length).toBeGreaterThan(0);
    expect(
      byProduct.data.every(
        (d) =>
          d.productName === productName || d.questions.some((q) => q.body.includes(productName)),
      ),
    ).toBe(true);
    const word = all.data[0]!.questions[0]!.body.split(' ').slice(0, 3).join(' ');
    const byText = (await (
      await sandbox().request(
        'GET',
        `${base}/discussion?brandId=101&status=all&q=${encodeURIComponent(word)}`,
        { token },
      )
    ).json()) as DiscussionBody;
    expect(byText.data.some((d) => d.questions.some((q) => q.body.includes(word)))).toBe(true);
    const none = (await (
      await sandbox().request(
        'GET',
        `${base}/discussion?brandId=101&status=all&q=tidak-ada-sama-sekali-xyz`,
        { token },
      )
    ).json()) as DiscussionBody;
    expect(none.data).toEqual([]);
    expect(none.metadata.totalItem).toBe(0);
  });

  it('an answer moves the question to answered, the counts by one, and survives a reload', async () => {
    const token = await sandbox().login('seller@demo.id');
    const before = await counts(token);
    const list = (await (
      await sandbox().request('GET', `${base}/discussion?brandId=101&status=not-answered`, {
        token,
      })
    ).json()) as DiscussionBody;
    const question = list.data[0]!.questions[0]!;
    const res = await sandbox().request('POST', `${base}/question/${question.id}/comment`, {
      token,
      json: { brandId: 101, body: '  Stok masih tersedia, Kak.  ' },
      headers: { 'Idempotency-Key': `answer-${question.id}-a` },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { body: string } }).data.body).toBe(
      'Stok masih tersedia, Kak.',
    );
    const after = await counts(token);
    expect(after.totalNotAnswered).toBe(before.totalNotAnswered - 1);
    expect(after.totalAnswered).toBe(before.totalAnswered + 1);
    const comments = (await (
      await sandbox().request('GET', `${base}/question/${question.id}/comment?brandId=101`, {
        token,
      })
    ).json()) as { data: { body: string }[] };
    expect(comments.data.map((c) => c.body)).toContain('Stok masih tersedia, Kak.');
  });

  it('a double submit with one key writes one answer; twenty parallel answers keep the counts whole', async () => {
    const token = await sandbox().login('seller@demo.id');
    const list = (await (
      await sandbox().request('GET', `${base}/discussion?brandId=101&status=not-answered`, {
        token,
      })
    ).json()) as DiscussionBody;
    const question = list.data[0]!.questions[0]!;
    const before = await counts(token);
    const answers = await inParallel(2, () =>
      sandbox().request('POST', `${base}/question/${question.id}/comment`, {
        token,
        json: { brandId: 101, body: 'Jawaban sekali saja' },
        headers: { 'Idempotency-Key': `double-${question.id}` },
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const n = await one<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM comments WHERE question_id = ${question.id} AND body = 'Jawaban sekali saja'`,
    );
    expect(n?.n).toBe(1);
    const other = list.data[0]!.questions[1] ?? list.data[1]!.questions[0]!;
    const many = await inParallel(20, (i) =>
      sandbox().request('POST', `${base}/question/${other.id}/comment`, {
        token,
        json: { brandId: 101, body: `Balasan paralel ${i}` },
      }),
    );
    expect(many.every((a) => a.status === 201)).toBe(true);
    const after = await counts(token);
    expect(after.totalNotAnswered).toBe(before.totalNotAnswered - 2);
    expect(after.totalQuestion).toBe(before.totalQuestion);
  });

  it('refuses an empty or too long answer, another brand and an unknown question without writing', async () => {
    const token = await sandbox().login('seller@demo.id');
    const before = await counts(token);
    const blank = await sandbox().request('POST', `${base}/question/101001/comment`, {
      token,
      json: { brandId: 101, body: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { message: string } }).error.message).toBe(
      'Balasan tidak boleh kosong.',
    );
    const long = await sandbox().request('POST', `${base}/question/101001/comment`, {
      token,
      json: { brandId: 101, body: 'a'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    const foreign = await sandbox().request('POST', `${base}/question/101001/comment`, {
      token,
      json: { brandId: 401, body: 'Halo' },
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    const unknown = await sandbox().request('POST', `${base}/question/99999999/comment`, {
      token,
      json: { brandId: 101, body: 'Halo' },
    });
    expect(unknown.status).toBe(404);
    expect(await counts(token)).toEqual(before);
  });

  it('marks a question read, and reports a question and a comment with a reason', async () => {
    const token = await sandbox().login('seller@demo.id');
    const unread = await one<{ id: number }>(
      sandbox().database.db,
      sql`SELECT id FROM questions WHERE brand_id = 101 AND NOT is_read ORDER BY id LIMIT 1`,
    );
    const read = await sandbox().request(
      'PATCH',
      `${base}/question/${unread!.id}/read?brandId=101`,
      { token, headers: { 'Idempotency-Key': `read-${unread!.id}` } },
    );
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { isRead: boolean } }).data.isRead).toBe(true);
    const reasons = (await (
      await sandbox().request('GET', `${base}/report/reason`, { token })
    ).json()) as { data: { id: number; reason: string }[] };
    expect(reasons.data.map((r) => r.reason)).toContain('Spam atau promosi');
    const reported = await sandbox().request('POST', `${base}/question/${unread!.id}/report`, {
      token,
      json: { brandId: 101, reasonId: 1 },
    });
    expect(((await reported.json()) as { data: { isReported: boolean } }).data.isReported).toBe(
      true,
    );
    const comment = await one<{ id: number; question_id: number }>(
      sandbox().database.db,
      sql`SELECT c.id, c.question_id FROM comments c JOIN questions q ON q.id = c.question_id WHERE q.brand_id = 101 AND NOT c.is_reported ORDER BY c.id LIMIT 1`,
    );
    const byComment = await sandbox().request(
      'POST',
      `${base}/question/${comment!.question_id}/comment/${comment!.id}/report`,
      {
        token,
        json: { brandId: 101, reasonId: 2, note: 'Kata kasar' },
        headers: { 'Idempotency-Key': `report-comment-${comment!.id}` },
      },
    );
    expect(byComment.status).toBe(200);
    const stored = await one<{ is_reported: boolean }>(
      sandbox().database.db,
      sql`SELECT is_reported FROM comments WHERE id = ${comment!.id}`,
    );
    expect(stored?.is_reported).toBe(true);
    const badReason = await sandbox().request('POST', `${base}/question/${unread!.id}/report`, {
      token,
      json: { brandId: 101, reasonId: 999 },
    });
    expect(badReason.status).toBe(404);
  });
});
