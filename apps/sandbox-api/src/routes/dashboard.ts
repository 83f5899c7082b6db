import { sql } from 'drizzle-orm';
import { one, rows } from '../db/query.js';
import { badRequest } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { brandScores, performanceFigures, SCORE_TARGET } from '../services/brand-figures.js';
import { authOf, checkTenant, ok, ownBrand, ownBrandId, str } from '../services/common.js';
import { actionQueue } from '../services/action-queue.js';

/** Skor Brand from the shared computation the rapor reads too. */
async function score(ctx: HandlerContext, metric: 'fulfillment' | 'transaction') {
  const brand = await ownBrand(ctx.db, authOf(ctx), ctx.params.id);
  const period = str(ctx.query.period);
  if (period !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(period))
    throw badRequest("Parameter 'period' harus berformat YYYY-MM.");
  const s = await brandScores(ctx.db, brand.id, period);
  const f = s.figures;
  const details =
    metric === 'fulfillment'
      ? [
          { label: 'Dikirim tepat waktu', value: f.onTime },
          { label: 'Pesanan jatuh tempo kirim', value: f.due },
        ]
      : [
          { label: 'Pesanan selesai', value: f.sold },
          { label: 'Refund dan retur', value: f.cancelled },
        ];
  return ok({
    brandId: brand.id,
    metric,
    score: metric === 'fulfillment' ? s.fulfillment : s.transaction,
    target: SCORE_TARGET,
    period: s.period,
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

  async getDashboardActionQueueV3(ctx) {
    checkTenant(ctx);
    const brandId = await ownBrandId(ctx.db, authOf(ctx), ctx.params.id);
    return ok(await actionQueue(ctx.db, brandId));
  },

  async getDashboardPerformanceV3(ctx) {
    checkTenant(ctx);
    const brand = { id: await ownBrandId(ctx.db, authOf(ctx), ctx.params.id) };
    const p = await performanceFigures(ctx.db, brand.id);
    return ok({
      brandId: brand.id,
      // The days covered, as an ISO 8601 interval.
      period: `${p.from}/${p.to}`,
      totalOrder: p.totalOrder,
      totalSales: p.totalSales,
      fulfillmentRate: p.fulfillmentRate,
      cancellationRate: p.cancellationRate,
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
