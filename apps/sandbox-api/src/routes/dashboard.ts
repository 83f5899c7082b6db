import { sql } from 'drizzle-orm';
import { one, rows } from '../db/query.js';
import { badRequest } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { authOf, checkTenant, ok, ownBrand, ownBrandId, str } from '../services/common.js';

const currentPeriod = () => new Date().toISOString().slice(0, 7);

/** Orders created in a month (YYYY-MM, WIB days). */
const inPeriod = (period: string) =>
  sql`created_at >= (${`${period}-01`}::date - interval '7 hours') AND created_at < ((${`${period}-01`}::date + interval '1 month') - interval '7 hours')`;

/** Scores computed from the brand's orders in the month: shipped on time and finished without refund/return. */
async function score(ctx: HandlerContext, metric: 'fulfillment' | 'transaction') {
  const brand = await ownBrand(ctx.db, authOf(ctx), ctx.params.id);
  const period = str(ctx.query.period) ?? currentPeriod();
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period))
    throw badRequest("Parameter 'period' harus berformat YYYY-MM.");
  const row = await one<{ total: number; shipped: number; finished: number; failed: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS total,
               count(*) FILTER (WHERE status IN (3, 6, 8))::int AS shipped,
               count(*) FILTER (WHERE status IN (6, 8))::int AS finished,
               count(*) FILTER (WHERE status IN (4, 5))::int AS failed
        FROM orders WHERE brand_id = ${brand.id} AND ${inPeriod(period)}`,
  );
  const total = row?.total ?? 0;
  const pct = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);
  const details =
    metric === 'fulfillment'
      ? [
          { label: 'Pesanan dikirim', value: row?.shipped ?? 0 },
          { label: 'Total pesanan', value: total },
        ]
      : [
          { label: 'Pesanan selesai', value: row?.finished ?? 0 },
          { label: 'Refund dan retur', value: row?.failed ?? 0 },
        ];
  return ok({
    brandId: brand.id,
    metric,
    score: pct(metric === 'fulfillment' ? (row?.shipped ?? 0) : total - (row?.failed ?? 0)),
    target: 90,
    period,
    details,
  });
}

export const handlers: HandlerMap = {
  getBrandScoreFulfillment: (ctx) => score(ctx, 'fulfillment'),
  getBrandScoreTransaction: (ctx) => score(ctx, 'transaction'),

  async getDashboardPenaltyV3(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.params.id);
    const items = await rows<{ id: number; reason: string; point: number; createdAt: string }>(
      ctx.db,
      sql`SELECT id, reason, point, iso(created_at) AS "createdAt" FROM penalties WHERE brand_id = ${brand.id} ORDER BY created_at DESC`,
    );
    return ok({ brandId: brand.id, totalPoint: items.reduce((s, i) => s + i.point, 0), items });
  },

  async getDashboardPerformanceV3(ctx) {
    checkTenant(ctx);
    const brand = { id: await ownBrandId(ctx.db, authOf(ctx), ctx.params.id) };
    const period = currentPeriod();
    const row = await one<{ n: number; sales: number; done: number; cancelled: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(total_amount) FILTER (WHERE status IN (6, 8)), 0)::bigint AS sales,
                 count(*) FILTER (WHERE status IN (3, 6, 8))::int AS done, count(*) FILTER (WHERE status IN (4, 5))::int AS cancelled
          FROM orders WHERE brand_id = ${brand.id} AND ${inPeriod(period)}`,
    );
    const n = row?.n ?? 0;
    const rate = (x: number) => (n === 0 ? 0 : Math.round((x / n) * 1000) / 10);
    return ok({
      brandId: brand.id,
      period,
      totalOrder: n,
      totalSales: Number(row?.sales ?? 0),
      fulfillmentRate: rate(row?.done ?? 0),
      cancellationRate: rate(row?.cancelled ?? 0),
    });
  },

  async getDashboardSuspensionV3(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.params.id);
    const row = await one<{ suspension: { isSuspended: boolean; reason: string | null } }>(
      ctx.db,
      sql`SELECT suspension FROM brand_metrics WHERE brand_id = ${brand.id}`,
    );
    const suspended = row?.suspension.isSuspended ?? false;
    const start = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString();
    return ok({
      brandId: brand.id,
      isSuspended: suspended,
      reason: suspended ? (row?.suspension.reason ?? null) : null,
      startAt: suspended ? start : null,
      endAt: suspended ? end : null,
    });
  },
};
