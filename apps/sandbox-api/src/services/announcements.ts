import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { authOf, int, like, metadata, ok, ownBrand, paging, str } from './common.js';

interface AnnouncementRow {
  id: number;
  title: string;
  category_id: number;
  category_name: string;
  content: string;
  image_url: string | null;
  is_read: boolean;
  published_at: string;
}

const toAnnouncement = (a: AnnouncementRow) => ({
  id: a.id,
  title: a.title,
  categoryId: a.category_id,
  categoryName: a.category_name,
  content: a.content,
  imageUrl: a.image_url || null,
  isRead: a.is_read,
  publishedAt: a.published_at,
});

/** The announcements a brand sees: the marketplace-wide ones and its own, never the onboarding one. */
const announcementSelect = (brandId: number) => sql`
  SELECT a.id, a.title, a.category_id, c.name AS category_name, a.content, a.image_url, (r.brand_id IS NOT NULL) AS is_read, iso(a.created_at) AS published_at
  FROM announcements a JOIN announcement_categories c ON c.id = a.category_id
  LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.brand_id = ${brandId}
  WHERE NOT a.is_onboarding AND (a.brand_id IS NULL OR a.brand_id = ${brandId})`;

async function getAnnouncement(db: Exec, brandId: number, id: number) {
  const row = await one<AnnouncementRow>(db, sql`${announcementSelect(brandId)} AND a.id = ${id}`);
  if (!row) throw notFound('Pengumuman tidak ditemukan.');
  return toAnnouncement(row);
}

const brandPath = async (ctx: HandlerContext) => ownBrand(ctx.db, authOf(ctx), ctx.params.brandId);

/** Brand announcements (spec §7 "Announcements"): list with category and search, one, mark read, categories. */
export const announcementHandlers: HandlerMap = {
  async getBrandAnnouncementList(ctx) {
    const brand = await brandPath(ctx);
    const p = paging(ctx.query);
    const q = str(ctx.query.q);
    const category = ctx.query.categoryId === undefined ? undefined : int(ctx.query.categoryId);
    const filter = sql`${q ? sql` AND (a.title ILIKE ${like(q)} OR a.content ILIKE ${like(q)})` : sql``}${category ? sql` AND a.category_id = ${category}` : sql``}`;
    const dir = ctx.query.sortDirection === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
    const list = await rows<AnnouncementRow>(
      ctx.db,
      sql`${announcementSelect(brand.id)}${filter} ORDER BY a.created_at ${dir}, a.id ${dir} LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM (${announcementSelect(brand.id)}${filter}) x`,
    );
    return ok(list.map(toAnnouncement), { metadata: metadata(p, total?.n ?? 0) });
  },

  async getBrandAnnouncement(ctx) {
    const brand = await brandPath(ctx);
    return ok(await getAnnouncement(ctx.db, brand.id, int(ctx.params.id)));
  },

  async postBrandAnnouncementRead(ctx) {
    const auth = authOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, auth, ctx.params.brandId);
      const id = int(ctx.params.id);
      await getAnnouncement(tx, brand.id, id);
      // The primary key (announcement, brand) keeps one read per brand however many calls race.
      await tx.execute(sql`INSERT INTO announcement_reads (announcement_id, brand_id, read_by) VALUES (${id}, ${brand.id}, ${auth.name})
                           ON CONFLICT (announcement_id, brand_id) DO NOTHING`);
      return ok(await getAnnouncement(tx, brand.id, id));
    });
  },

  async getBrandAnnouncementCategories(ctx) {
    return ok(await rows(ctx.db, sql`SELECT id, name FROM announcement_categories ORDER BY id`));
  },
};
