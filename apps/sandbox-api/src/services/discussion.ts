import { sql } from 'drizzle-orm';
import { one, rows } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import {
  authOf,
  checkTenant,
  created,
  int,
  metadata,
  ok,
  ownBrand,
  paging,
  str,
} from './common.js';
import {
  counts,
  getQuestion,
  listQuestions,
  questionFilter,
  questionSelect,
  toComment,
  withComments,
  type CommentRow,
  type QuestionRow,
} from './discussion-reads.js';

async function scoped(ctx: HandlerContext, brandId: unknown) {
  checkTenant(ctx);
  return ownBrand(ctx.db, authOf(ctx), brandId);
}

async function report(ctx: HandlerContext, commentId?: number) {
  checkTenant(ctx);
  const body = ctx.body as { brandId: number; reasonId: number; note?: string };
  return ctx.db.transaction(async (tx) => {
    const brand = await ownBrand(tx, authOf(ctx), body.brandId);
    const questionId = int(ctx.params.id);
    await getQuestion(tx, brand.id, questionId);
    const reason = await one(tx, sql`SELECT id FROM report_reasons WHERE id = ${body.reasonId}`);
    if (!reason) throw notFound('Alasan laporan tidak ditemukan.');
    if (commentId !== undefined) {
      const comment = await one(
        tx,
        sql`SELECT id FROM comments WHERE id = ${commentId} AND question_id = ${questionId}`,
      );
      if (!comment) throw notFound('Komentar tidak ditemukan.');
      await tx.execute(sql`UPDATE comments SET is_reported = true WHERE id = ${commentId}`);
    } else {
      await tx.execute(sql`UPDATE questions SET is_reported = true WHERE id = ${questionId}`);
    }
    await tx.execute(
      sql`INSERT INTO reports (question_id, comment_id, reason_id, note) VALUES (${questionId}, ${commentId ?? null}, ${body.reasonId}, ${body.note ?? ''})`,
    );
    return ok({ id: commentId ?? questionId, isReported: true });
  });
}

export const discussionHandlers: HandlerMap = {
  async getQuestionListV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    return { body: await listQuestions(ctx.db, brand.id, ctx.query) };
  },

  async getProductQuestionListV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    const productId = int(ctx.params.id);
    const product = await one(
      ctx.db,
      sql`SELECT id FROM products WHERE id = ${productId} AND brand_id = ${brand.id}`,
    );
    if (!product) throw notFound('Produk tidak ditemukan.');
    return {
      body: await listQuestions(ctx.db, brand.id, { status: 'all', ...ctx.query }, productId),
    };
  },

  async getQuestionSummaryV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    return ok(await counts(ctx.db, brand.id));
  },

  async getDiscussionTotalV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    return ok(await counts(ctx.db, brand.id, str(ctx.query.q)));
  },

  async getQuestionCommentsV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    const id = int(ctx.params.id);
    await getQuestion(ctx.db, brand.id, id);
    const p = paging(ctx.query, 10);
    const list = await rows<CommentRow>(
      ctx.db,
      sql`SELECT id, question_id, photo_url, author, body, is_reported, iso(created_at) AS created_date FROM comments WHERE question_id = ${id} ORDER BY created_at, id LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM comments WHERE question_id = ${id}`,
    );
    return ok(list.map(toComment), { metadata: metadata(p, total?.n ?? 0) });
  },

  async postQuestionCommentV3(ctx) {
    checkTenant(ctx);
    const body = ctx.body as { brandId: number; body: string };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      const id = int(ctx.params.id);
      // Parallel answers to one question queue on its row, so the answered flag and the counts move together.
      const locked = await one(
        tx,
        sql`SELECT id FROM questions WHERE id = ${id} AND brand_id = ${brand.id} FOR UPDATE`,
      );
      if (!locked) throw notFound('Pertanyaan tidak ditemukan.');
      const text = body.body.trim();
      if (text === '') throw badRequest('Balasan tidak boleh kosong.');
      const row = await one<CommentRow>(
        tx,
        sql`INSERT INTO comments (id, question_id, author, photo_url, body, is_seller, is_reported, created_at)
            VALUES (nextval('comments_id_seq'), ${id}, ${brand.brand_name}, ${brand.logo_url}, ${text}, true, false, now())
            RETURNING id, question_id, photo_url, author, body, is_reported, iso(created_at) AS created_date`,
      );
      // A seller's answer closes the question's unanswered state.
      await tx.execute(
        sql`UPDATE questions SET is_answered = true, is_read = true WHERE id = ${id}`,
      );
      return created(toComment(row!));
    });
  },

  async patchQuestionActionV3(ctx) {
    checkTenant(ctx);
    const action = String(ctx.params.action ?? 'read');
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), ctx.query.brandId);
      const id = int(ctx.params.id);
      await getQuestion(tx, brand.id, id);
      const set =
        action === 'done'
          ? sql`is_done = true, is_read = true`
          : action === 'unread'
            ? sql`is_read = false`
            : sql`is_read = true`;
      await tx.execute(sql`UPDATE questions SET ${set} WHERE id = ${id}`);
      return ok(await getQuestion(tx, brand.id, id));
    });
  },

  async getReportReasonListV3(ctx) {
    checkTenant(ctx);
    return ok(await rows(ctx.db, sql`SELECT id, reason FROM report_reasons ORDER BY id`));
  },

  postQuestionReportV3: (ctx) => report(ctx),
  postCommentReportV3: (ctx) => report(ctx, int(ctx.params.commentId)),

  async getDiscussionListV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    const p = paging(ctx.query, 10);
    const where = questionFilter(brand.id, ctx.query);
    const dir = ctx.query.sortDirection === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
    // One discussion per variant, ordered by its newest matching question.
    const groups = await rows<{
      product_id: number;
      product_name: string;
      variant_id: number;
      variant_name: string;
      photo_url: string;
      total: number;
    }>(
      ctx.db,
      sql`SELECT q.product_id, pr.name AS product_name, q.variant_id, v.name AS variant_name, COALESCE(NULLIF(v.image_url, ''), pr.image_url) AS photo_url,
                 count(*)::int AS total, max(q.created_at) AS latest
          FROM questions q JOIN variants v ON v.id = q.variant_id JOIN products pr ON pr.id = q.product_id WHERE ${where}
          GROUP BY q.product_id, pr.name, q.variant_id, v.name, v.image_url, pr.image_url ORDER BY latest ${dir}, q.variant_id ${dir} LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(DISTINCT q.variant_id)::int AS n FROM questions q JOIN variants v ON v.id = q.variant_id WHERE ${where}`,
    );
    const data = [];
    for (const g of groups) {
      const list = await rows<QuestionRow>(
        ctx.db,
        sql`SELECT ${questionSelect} FROM questions q JOIN variants v ON v.id = q.variant_id WHERE ${where} AND q.variant_id = ${g.variant_id} ORDER BY q.created_at ${dir}, q.id ${dir}`,
      );
      data.push({
        productModelId: g.product_id,
        productVariantId: g.variant_id,
        productName: g.product_name,
        variantName: g.variant_name,
        photoUrl: g.photo_url || null,
        totalQuestion: g.total,
        questions: await withComments(ctx.db, list),
      });
    }
    return ok(data, { metadata: metadata(p, total?.n ?? 0) });
  },
};
