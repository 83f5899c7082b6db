import { sql, type SQL } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { Bag } from '../http/types.js';
import { like, metadata, paging, str } from './common.js';

/* The product questions as the discussion pages read them: lists, one question, counts. */

export interface QuestionRow {
  id: number;
  product_id: number;
  variant_id: number;
  variant_name: string;
  photo_url: string | null;
  author: string;
  body: string;
  is_read: boolean;
  is_answered: boolean;
  is_reported: boolean;
  is_done: boolean;
  created_date: string;
  total_comments: number;
}

export interface CommentRow {
  id: number;
  question_id: number;
  photo_url: string | null;
  author: string;
  body: string;
  is_reported: boolean;
  created_date: string;
}

export const toComment = (c: CommentRow) => ({
  id: c.id,
  photoUrl: c.photo_url,
  author: c.author,
  body: c.body,
  isReported: c.is_reported,
  createdDate: c.created_date,
});

export const questionSelect =
  sql.raw(`q.id, q.product_id, q.variant_id, v.name AS variant_name, q.photo_url, q.author, q.body, q.is_read, q.is_answered, q.is_reported, q.is_done,
  iso(q.created_at) AS created_date, (SELECT count(*)::int FROM comments c WHERE c.question_id = q.id) AS total_comments`);

export async function withComments(db: Exec, list: QuestionRow[]) {
  const ids = list.map((q) => q.id);
  const comments = ids.length
    ? await rows<CommentRow>(
        db,
        sql`SELECT id, question_id, photo_url, author, body, is_reported, iso(created_at) AS created_date FROM comments WHERE question_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) ORDER BY created_at, id`,
      )
    : [];
  return list.map((q) => ({
    id: q.id,
    photoUrl: q.photo_url,
    author: q.author,
    body: q.body,
    isRead: q.is_read,
    isAnswered: q.is_answered,
    isReported: q.is_reported,
    isDone: q.is_done,
    createdDate: q.created_date,
    totalComments: q.total_comments,
    comments: comments.filter((c) => c.question_id === q.id).map(toComment),
  }));
}

export function questionFilter(brandId: number, query: Bag, productId?: number): SQL {
  const status = str(query.status) ?? 'not-answered';
  const notif = str(query.notifStatus) ?? 'all';
  const q = str(query.q);
  return sql`q.brand_id = ${brandId}${productId ? sql` AND q.product_id = ${productId}` : sql``}${
    status === 'not-answered'
      ? sql` AND NOT q.is_answered`
      : status === 'answered'
        ? sql` AND q.is_answered`
        : sql``
  }${notif === 'read' ? sql` AND q.is_read` : notif === 'unread' ? sql` AND NOT q.is_read` : sql``}${q ? sql` AND (q.body ILIKE ${like(q)} OR v.name ILIKE ${like(q)} OR EXISTS (SELECT 1 FROM products pr WHERE pr.id = q.product_id AND pr.name ILIKE ${like(q)}))` : sql``}`;
}

export async function listQuestions(db: Exec, brandId: number, query: Bag, productId?: number) {
  const p = paging(query, 10);
  const where = questionFilter(brandId, query, productId);
  const dir = query.sortDirection === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
  const list = await rows<QuestionRow>(
    db,
    sql`SELECT ${questionSelect} FROM questions q JOIN variants v ON v.id = q.variant_id WHERE ${where} ORDER BY q.created_at ${dir}, q.id ${dir} LIMIT ${p.size} OFFSET ${p.offset}`,
  );
  const total = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM questions q JOIN variants v ON v.id = q.variant_id WHERE ${where}`,
  );
  return { data: await withComments(db, list), metadata: metadata(p, total?.n ?? 0) };
}

export async function getQuestion(db: Exec, brandId: number, id: number) {
  const row = await one<QuestionRow>(
    db,
    sql`SELECT ${questionSelect} FROM questions q JOIN variants v ON v.id = q.variant_id WHERE q.id = ${id} AND q.brand_id = ${brandId}`,
  );
  if (!row) throw notFound('Pertanyaan tidak ditemukan.');
  return (await withComments(db, [row]))[0]!;
}

export async function counts(db: Exec, brandId: number, q?: string) {
  const row = await one<{ t: number; a: number }>(
    db,
    sql`SELECT count(*)::int AS t, count(*) FILTER (WHERE q.is_answered)::int AS a FROM questions q JOIN variants v ON v.id = q.variant_id
        WHERE q.brand_id = ${brandId}${q ? sql` AND (q.body ILIKE ${like(q)} OR v.name ILIKE ${like(q)} OR EXISTS (SELECT 1 FROM products pr WHERE pr.id = q.product_id AND pr.name ILIKE ${like(q)}))` : sql``}`,
  );
  const t = row?.t ?? 0;
  const a = row?.a ?? 0;
  return { totalNotAnswered: t - a, totalQuestion: t, totalAnswered: a };
}
