import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { Bag, HandlerContext, HandlerMap } from '../http/types.js';
import {
  authOf,
  checkTenant,
  int,
  like,
  metadata,
  ok,
  ownBrand,
  ownBrandId,
  paging,
  str,
  type BrandRow,
} from '../services/common.js';
import { announcementHandlers } from '../services/announcements.js';
import { pendingWorkOfUser } from '../services/brand-pending.js';
import { issueEmbedToken } from '../services/embed-token.js';
import { assertReportInMenu } from '../services/reports.js';
import { toBrand, toNotification, type NotificationRow } from '../services/mappers.js';
import { listOrders, processOrders, setWaybill, type WaybillInput } from '../services/orders.js';

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

interface OnboardRow {
  announcement_id: number;
  label: string;
  additional_info: { title: string; content: string; urlEdu: string };
  read_by: string | null;
}

async function onboarding(db: Exec, brandId: number) {
  const row = await one<OnboardRow>(
    db,
    sql`SELECT a.id AS announcement_id, a.label, a.additional_info, r.read_by
        FROM announcements a LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.brand_id = ${brandId}
        WHERE a.is_onboarding ORDER BY a.created_at DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    brandId,
    announcementId: row.announcement_id,
    isRead: row.read_by !== null,
    readBy: row.read_by,
    label: row.label,
    additionalInfo: row.additional_info,
  };
}

async function setOnboarding(
  db: Exec,
  brandId: number,
  announcementId: number,
  isRead: boolean,
  readBy: string,
) {
  const exists = await one<{ id: number }>(
    db,
    sql`SELECT id FROM announcements WHERE id = ${announcementId} AND is_onboarding`,
  );
  if (!exists) throw notFound('Pengumuman onboarding tidak ditemukan.');
  if (isRead) {
    await db.execute(sql`INSERT INTO announcement_reads (announcement_id, brand_id, read_by) VALUES (${announcementId}, ${brandId}, ${readBy})
                         ON CONFLICT (announcement_id, brand_id) DO NOTHING`);
  } else {
    await db.execute(
      sql`DELETE FROM announcement_reads WHERE announcement_id = ${announcementId} AND brand_id = ${brandId}`,
    );
  }
  const result = await onboarding(db, brandId);
  if (!result) throw notFound('Pengumuman onboarding tidak ditemukan.');
  return result;
}

const brandPath = async (ctx: HandlerContext) => ownBrand(ctx.db, authOf(ctx), ctx.params.brandId);

export const handlers: HandlerMap = {
  async getBrandV1(ctx) {
    return ok(toBrand(await ownBrand(ctx.db, authOf(ctx), ctx.params.id)));
  },

  async getPartnerBrandV2(ctx) {
    return ok(toBrand(await ownBrand(ctx.db, authOf(ctx), ctx.params.id)));
  },

  async getBrandDropdown(ctx) {
    const auth = authOf(ctx);
    checkTenant(ctx);
    const q = str(ctx.query.q);
    const list = await rows<BrandRow>(
      ctx.db,
      sql`SELECT * FROM brands WHERE user_id = ${auth.userId}${q ? sql` AND brand_name ILIKE ${like(q)}` : sql``} ORDER BY id`,
    );
    return ok(
      list.map((b) => ({
        id: b.id,
        brandName: b.brand_name,
        logoUrl: b.logo_url,
        type: b.type,
        brandType: b.brand_type,
      })),
    );
  },

  async getBrandPendingWork(ctx) {
    checkTenant(ctx);
    return ok(await pendingWorkOfUser(ctx.db, authOf(ctx).userId));
  },

  async getBrandDashboardEmbed(ctx) {
    const auth = authOf(ctx);
    const brand = await ownBrand(ctx.db, auth, ctx.params.id);
    const report = String(ctx.params.report);
    await assertReportInMenu(ctx.db, auth.tenant, auth.userId, report);
    const { token, expiresAt } = issueEmbedToken(brand.id, report);
    const url = `${ctx.origin}/api/embed/dashboard/${report}?token=${encodeURIComponent(token)}`;
    // Older dashboards answer metabaseUrl; the statistics ones use embedUrl (spec §7 names both).
    // expiresAt (inferred) tells the app when to ask again.
    return ok(
      report === 'statistics' || report === 'sales-report'
        ? { embedUrl: url, expiresAt }
        : { metabaseUrl: url, expiresAt },
    );
  },

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

  async getBrandAnnouncementOnboard(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    return ok(await onboarding(ctx.db, brand.id));
  },

  async postBrandAnnouncementOnboard(ctx) {
    const auth = authOf(ctx);
    checkTenant(ctx);
    const body = ctx.body as { brandId: number; announcementId: number; isRead: boolean };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, auth, body.brandId);
      return ok(await setOnboarding(tx, brand.id, body.announcementId, body.isRead, auth.name));
    });
  },

  async getOnboardingV3(ctx) {
    return handlers.getBrandAnnouncementOnboard!(ctx);
  },

  async putOnboardingV3(ctx) {
    const auth = authOf(ctx);
    checkTenant(ctx);
    const body = ctx.body as { brandId: number; isRead: boolean };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, auth, body.brandId);
      return ok(
        await setOnboarding(tx, brand.id, int(ctx.params.announcementId), body.isRead, auth.name),
      );
    });
  },

  ...announcementHandlers,

  async getPopupInformationList(ctx) {
    const tenant = checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const list = await rows<{
      id: number;
      informationName: string;
      linkUrl: string | null;
      imageUrl: string;
    }>(
      ctx.db,
      sql`SELECT id, information_name AS "informationName", link_url AS "linkUrl", image_url AS "imageUrl" FROM popups
          WHERE tenant = ${tenant} AND is_active AND (brand_id IS NULL OR brand_id = ${brand.id}) ORDER BY id`,
    );
    return ok({ popupInformationList: list });
  },

  async getBannerList(ctx) {
    const tenant = checkTenant(ctx);
    if (ctx.query.brandId !== undefined) await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    return ok(
      await rows(
        ctx.db,
        sql`SELECT id, title AS name, image_url AS "imageUrl", link_url AS "linkUrl" FROM banners WHERE tenant = ${tenant} ORDER BY sort_index`,
      ),
    );
  },

  async getOrderListV3(ctx) {
    checkTenant(ctx);
    return {
      body: await listOrders(
        ctx.db,
        await ownBrandId(ctx.db, authOf(ctx), ctx.query.brandId),
        ctx.query,
      ),
    };
  },

  async putOrderWaybillUpdateV2(ctx) {
    checkTenant(ctx, 'x');
    const body = ctx.body as WaybillInput & { brandId: number };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      return ok(await setWaybill(tx, brand.id, body));
    });
  },

  async postOrderProcessV2(ctx) {
    checkTenant(ctx, 'x');
    const body = ctx.body as { brandId: number; orderCodes: string[] };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      return ok(await processOrders(tx, brand.id, body.orderCodes));
    });
  },

  async patchOrderProcessBatchV3(ctx) {
    checkTenant(ctx, 'x');
    const body = ctx.body as { orderCodes: string[] };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), ctx.query.brandId);
      return ok(await processOrders(tx, brand.id, body.orderCodes));
    });
  },
};
