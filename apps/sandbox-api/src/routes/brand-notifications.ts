import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { Bag, HandlerContext, HandlerMap } from '../http/types.js';
import {
  authOf,
  checkTenant,
  int,
  metadata,
  ok,
  ownBrand,
  ownBrandId,
  paging,
  str,
} from '../services/common.js';
import { toNotification, type NotificationRow } from '../services/mappers.js';

/*
 * The brand's notifications (§7): the v2 lists by type and the v3 lists, counts and reads by
 * context, over one table. Registered with the other brand-service operations (routes/index.ts).
 */

const notificationColumns = `id, iso(created_at) AS created_at, entity_id, title, icon, is_read, message, additional_data, context_type_code, context`;

async function listNotifications(db: Exec, brandId: number, context: string, query: Bag) {
  const p = paging(query);
  const codes =
    str(query.contextCodeList)
      ?.split(',')
      .map((c) => c.trim())
      .filter(Boolean) ?? [];
  const read = str(query.readStatus) ?? 'all';
  const where = sql`brand_id = ${brandId} AND context = ${context}${
    codes.length
      ? sql` AND context_type_code IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`
      : sql``
  }${read === 'read' ? sql` AND is_read` : read === 'unread' ? sql` AND NOT is_read` : sql``}`;
  const dir = query.sortDirection === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
  const list = await rows<NotificationRow>(
    db,
    sql`SELECT ${sql.raw(notificationColumns)} FROM notifications WHERE ${where} ORDER BY created_at ${dir}, id ${dir} LIMIT ${p.size} OFFSET ${p.offset}`,
  );
  const total = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE ${where}`,
  );
  return { data: list.map(toNotification), metadata: metadata(p, total?.n ?? 0) };
}

async function markNotification(db: Exec, brandId: number, id: number, context?: string) {
  const row = await one<NotificationRow>(
    db,
    sql`UPDATE notifications SET is_read = true WHERE id = ${id} AND brand_id = ${brandId}${context ? sql` AND context = ${context}` : sql``}
        RETURNING ${sql.raw(notificationColumns)}`,
  );
  if (!row) throw notFound('Notifikasi tidak ditemukan.');
  return toNotification(row);
}

async function markAll(db: Exec, brandId: number, context: string) {
  const list = await rows<{ id: number }>(
    db,
    sql`UPDATE notifications SET is_read = true WHERE brand_id = ${brandId} AND context = ${context} AND NOT is_read RETURNING id`,
  );
  return { updated: list.length };
}

/** Order statuses that count as active ('order.activeStatuses', the tenant's row before '*'). */
const defaultActiveStatuses = JSON.stringify([1, 2, 3, 8]);

async function notificationCount(db: Exec, brandId: number, tenant: string) {
  // One round trip: the flag, the unread counts and the active orders from the trigger-kept
  // per-status counts (migration 003), which are exact.
  const row = await one<{ p: number; t: number; a: number }>(
    db,
    sql`WITH active AS (
          SELECT (jsonb_array_elements_text(coalesce(
            (SELECT value FROM config_flags WHERE key = 'order.activeStatuses' AND tenant IN (${tenant}, '*') ORDER BY (tenant = '*') LIMIT 1),
            ${defaultActiveStatuses}::jsonb)))::int AS status)
        SELECT count(*) FILTER (WHERE context = 'product')::int AS p,
               count(*) FILTER (WHERE context = 'transaction')::int AS t,
               (SELECT coalesce(sum(n), 0)::int FROM order_counts WHERE brand_id = ${brandId} AND status IN (SELECT status FROM active)) AS a
        FROM notifications WHERE brand_id = ${brandId} AND NOT is_read`,
  );
  const p = row?.p ?? 0;
  const t = row?.t ?? 0;
  return {
    totalProduct: p,
    totalTransaction: t,
    totalCount: p + t,
    totalActiveTransaction: row?.a ?? 0,
  };
}

const brandPath = async (ctx: HandlerContext) => ownBrand(ctx.db, authOf(ctx), ctx.params.brandId);

export const handlers: HandlerMap = {
  async getBrandNotificationList(ctx) {
    const brand = await brandPath(ctx);
    return { body: await listNotifications(ctx.db, brand.id, String(ctx.params.type), ctx.query) };
  },

  async postBrandNotificationRead(ctx) {
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), ctx.params.brandId);
      return ok(await markNotification(tx, brand.id, int(ctx.params.id), String(ctx.params.type)));
    });
  },

  async postBrandNotificationReadAll(ctx) {
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), ctx.params.brandId);
      return ok(await markAll(tx, brand.id, String(ctx.params.type)));
    });
  },

  async getNotificationCountV3(ctx) {
    const tenant = checkTenant(ctx);
    return ok(
      await notificationCount(
        ctx.db,
        await ownBrandId(ctx.db, authOf(ctx), ctx.query.brandId),
        tenant,
      ),
    );
  },

  async getNotificationSummaryV3(ctx) {
    return handlers.getNotificationCountV3!(ctx);
  },

  async getNotificationListV3(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    return {
      body: await listNotifications(ctx.db, brand.id, String(ctx.query.context), ctx.query),
    };
  },

  async patchNotificationReadV3(ctx) {
    checkTenant(ctx);
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), ctx.query.brandId);
      return ok(await markNotification(tx, brand.id, int(ctx.params.id)));
    });
  },

  async patchNotificationReadAllV3(ctx) {
    checkTenant(ctx);
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), ctx.query.brandId);
      return ok(await markAll(tx, brand.id, String(ctx.query.context)));
    });
  },
};
