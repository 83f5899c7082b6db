import type { Handler, HandlerContext, HandlerMap } from '../http/types.js';
import { busOf, type BrandEventType } from './bus.js';

/**
 * The contract operations that change what a badge counts, and the kind of change each makes.
 * A new write operation that moves a count belongs here, or its badge waits for the next poll.
 */
export const pushedOperations: Readonly<Record<string, BrandEventType>> = {
  // Orders (order tabs, active-transaction badge).
  postOrderProcessV2: 'order',
  patchOrderProcessBatchV3: 'order',
  putOrderWaybillUpdateV2: 'order',
  postAdminProcessOrder: 'order',
  postAdminProcessOrderV2: 'order',
  postAdminUpdateWaybillBatch: 'order',
  postAdminUpdateWaybillBatchV2: 'order',
  putAdminUpdateWaybill: 'order',
  putAdminUpdateWaybillV2: 'order',
  // Notifications (bell, panel, page).
  postBrandNotificationRead: 'notification',
  postBrandNotificationReadAll: 'notification',
  patchNotificationReadV3: 'notification',
  patchNotificationReadAllV3: 'notification',
  // Questions and their comments (discussion badge and tabs).
  postQuestionCommentV3: 'question',
  patchQuestionActionV3: 'question',
  postQuestionReportV3: 'question',
  postCommentReportV3: 'question',
  // Withdrawals.
  postWithdrawalV2: 'withdrawal',
};

/** Every write above names its brand in the path, the query or the body, and checked it is the caller's. */
function brandIdOf(ctx: HandlerContext): number | null {
  const body =
    ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};
  const value = Number(ctx.params.brandId ?? ctx.query.brandId ?? body.brandId);
  return Number.isInteger(value) && value > 0 ? value : null;
}

function publishing(type: BrandEventType, handler: Handler): Handler {
  return async (ctx) => {
    // The handler returns after its transaction committed; a failed write throws and tells no one.
    const result = await handler(ctx);
    const status = result instanceof Response ? result.status : (result.status ?? 200);
    const brandId = brandIdOf(ctx);
    if (status < 300 && brandId !== null) busOf(ctx.db).publish({ type, brandId });
    return result;
  };
}

/** The handlers with a push after each committed write of `pushedOperations`. */
export function withPush(handlers: Record<string, HandlerMap>): Record<string, HandlerMap> {
  const wrapped: Record<string, HandlerMap> = {};
  for (const [service, map] of Object.entries(handlers)) {
    wrapped[service] = Object.fromEntries(
      Object.entries(map).map(([operationId, handler]) => {
        const type = pushedOperations[operationId];
        return [operationId, type ? publishing(type, handler) : handler];
      }),
    );
  }
  return wrapped;
}
