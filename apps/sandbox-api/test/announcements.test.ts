import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

const base = '/api/brand/v2/partner/brand';

interface Announcement {
  id: number;
  title: string;
  categoryId: number;
  categoryName: string;
  content: string;
  isRead: boolean;
}

onBothDatabases('brand announcements', (sandbox) => {
  it('lists a page with categories and search; the brand sees its own announcements and not another brand’s', async () => {
    const token = await sandbox().login('seller@demo.id');
    const page = (await (
      await sandbox().request(
        'GET',
        `${base}/101/brand-announcement?page=1&size=10&sortDirection=desc`,
        { token },
      )
    ).json()) as { data: Announcement[]; metadata: { totalItem: number } };
    expect(page.data).toHaveLength(10);
    expect(page.metadata.totalItem).toBe(13);
    expect(page.data.slice(0, 2).map((a) => a.title)).toContain(
      'Batik Week: tampil di halaman utama',
    );
    const other = (await (
      await sandbox().request('GET', `${base}/102/brand-announcement?page=1&size=50`, { token })
    ).json()) as { data: Announcement[] };
    expect(other.data.map((a) => a.id)).not.toContain(13);
    const promo = (await (
      await sandbox().request('GET', `${base}/101/brand-announcement?categoryId=2&size=50`, {
        token,
      })
    ).json()) as { data: Announcement[] };
    expect(promo.data.length).toBeGreaterThan(0);
    expect(promo.data.every((a) => a.categoryName === 'Promo')).toBe(true);
    const found = (await (
      await sandbox().request('GET', `${base}/101/brand-announcement?q=Harbolnas`, { token })
    ).json()) as { data: Announcement[] };
    expect(found.data.map((a) => a.id)).toEqual([2]);
    const categories = (await (
      await sandbox().request('GET', '/api/brand/v2/admin/brand-announcement/categories/list', {
        token,
      })
    ).json()) as { data: { name: string }[] };
    expect(categories.data.map((c) => c.name)).toEqual([
      'Informasi',
      'Promo',
      'Pembaruan Fitur',
      'Edukasi',
    ]);
  });

  it('opens one with its HTML body and marks it read once, however many calls race', async () => {
    const token = await sandbox().login('seller@demo.id');
    const one13 = (await (
      await sandbox().request('GET', `${base}/101/brand-announcement/13`, { token })
    ).json()) as { data: Announcement };
    expect(one13.data.isRead).toBe(false);
    expect(one13.data.content).toContain('<img');
    const answers = await inParallel(20, (i) =>
      sandbox().request('POST', `${base}/101/brand-announcement/13/read`, {
        token,
        headers: { 'Idempotency-Key': `announcement-read-${i % 2}` },
      }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.every((a) => (a.body as { data: Announcement }).data.isRead)).toBe(true);
    const reads = await one<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM announcement_reads WHERE announcement_id = 13 AND brand_id = 101`,
    );
    expect(reads?.n).toBe(1);
  });

  it('answers 404 for an unknown or another brand’s announcement and 400 for a bad id, writing nothing', async () => {
    const token = await sandbox().login('seller@demo.id');
    expect(
      (await sandbox().request('GET', `${base}/101/brand-announcement/999`, { token })).status,
    ).toBe(404);
    expect(
      (await sandbox().request('POST', `${base}/102/brand-announcement/13/read`, { token })).status,
    ).toBe(404);
    expect(
      (await sandbox().request('GET', `${base}/101/brand-announcement/abc`, { token })).status,
    ).toBe(400);
    const foreignBrand = await sandbox().request('POST', `${base}/401/brand-announcement/1/read`, {
      token,
    });
    expect(foreignBrand.status).toBeGreaterThanOrEqual(400);
    expect(foreignBrand.status).toBeLessThan(500);
    const reads = await one<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM announcement_reads WHERE announcement_id = 13 AND brand_id = 102`,
    );
    expect(reads?.n).toBe(0);
  });

  it('links the promotion popups and the banner to their announcements', async () => {
    const token = await sandbox().login('seller@demo.id');
    const popups = (await (
      await sandbox().request('GET', '/api/brand/v1/partner/popup-information/list?brandId=101', {
        token,
      })
    ).json()) as {
      data: { popupInformationList: { informationName: string; linkUrl: string }[] };
    };
    expect(popups.data.popupInformationList.map((p) => p.linkUrl)).toEqual([
      '/announcement/6',
      '/announcement/13',
    ]);
  });
});
