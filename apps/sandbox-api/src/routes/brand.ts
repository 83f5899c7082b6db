import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import {
  authOf,
  checkTenant,
  int,
  like,
  ok,
  ownBrand,
  ownBrandId,
  str,
  type BrandRow,
} from '../services/common.js';
import { announcementHandlers } from '../services/announcements.js';
import { pendingWorkOfUser } from '../services/brand-pending.js';
import { issueEmbedToken } from '../services/embed-token.js';
import { assertReportInMenu } from '../services/reports.js';
import { toBrand } from '../services/mappers.js';
import { listOrders, processOrders, setWaybill, type WaybillInput } from '../services/orders.js';

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
