import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady } from './support/shell';
import { quietWelcome } from './support/welcome';

/** Text of the sidebar entries marked as the current page: exactly one is expected. */
const activeEntries = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu utama' }).locator('[aria-current="page"]');

const announcementList = (page: Page) => page.getByRole('list', { name: 'Daftar pengumuman' });

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectShellReady(page);
  await expect(announcementList(page)).toBeVisible();
  await expect(announcementList(page)).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('announcements', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
  });

  test('an unread announcement opened from the home card shows and is read when going back', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller, { to: '/home' });
    const card = page.getByRole('region', { name: 'Pengumuman Terbaru' });
    const unread = card
      .getByRole('listitem')
      .filter({ hasText: /·\s*Baru/ })
      .first();
    await expect(unread).toBeVisible();
    const link = unread.getByRole('link');
    const title = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/announcement\/\d+$/);

    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('article')).not.toHaveAttribute('aria-busy', 'true');
    await expectAxeClean(page);

    await page.goBack();
    const item = card
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(item).toBeVisible();
    await expect(item).not.toContainText(/·\s*Baru/);
    await openList(page, '/announcement');
    await expect(
      announcementList(page).getByRole('link', { name: title, exact: true }),
    ).toBeVisible();
  });

  test('categories, Promo Brand alone highlighted, search, and a sanitised body whose image and link work', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller);
    await openList(page, '/announcement');
    await expect(activeEntries(page)).toHaveText(['Pengumuman']);
    const categories = page.getByRole('navigation', { name: 'Kategori pengumuman' });
    await expect(categories.getByRole('link')).toHaveText([
      'Semua',
      'Informasi',
      'Promo',
      'Pembaruan Fitur',
      'Edukasi',
    ]);
    await expect(
      announcementList(page)
        .getByRole('link', { name: /\(Belum dibaca\)$/ })
        .first(),
    ).toBeVisible();
    await expectAxeClean(page);

    await categories.getByRole('link', { name: 'Promo' }).click();
    await expect(page).toHaveURL(/\/announcement\/promo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Brand' })).toBeVisible();
    await expect(activeEntries(page)).toHaveText([/^Promo Brand/]);
    await expect(announcementList(page).getByRole('listitem').first()).toContainText('Promo');

    const search = page.getByRole('searchbox', { name: 'Cari pengumuman' });
    await search.fill('Batik Week');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/announcement\/promo\?q=Batik\+Week$/);
    await expect(announcementList(page).getByRole('listitem')).toHaveCount(1);
    await announcementList(page)
      .getByRole('link', { name: /^Batik Week/ })
      .click();

    await expect(page).toHaveURL(/\/announcement\/13$/);
    const article = page.getByRole('article');
    await expect(
      article.getByRole('heading', { level: 1, name: 'Batik Week: tampil di halaman utama' }),
    ).toBeVisible();
    await expect(activeEntries(page)).toHaveText(['Pengumuman']);
    const image = article.getByRole('img', { name: 'Batik Week', exact: true });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const signUp = article.getByRole('link', { name: 'halaman pendaftaran' });
    await expect(signUp).toHaveAttribute('href', 'https://edukasi.contoh.id/batik-week');
    await expect(signUp).toHaveAttribute('target', '_blank');
    await expect(signUp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
    await expectAxeClean(page);

    await page.getByRole('link', { name: /Kembali ke daftar pengumuman/ }).click();
    await expect(page).toHaveURL(/\/announcement\/promo\?q=Batik\+Week$/);
    await expect(
      announcementList(page).getByRole('link', {
        name: 'Batik Week: tampil di halaman utama',
        exact: true,
      }),
    ).toBeVisible();
  });

  test('a page past the last one says so and its button opens the last page', async ({ page }) => {
    await signIn(page, demoAccounts.seller, { to: '/announcement?page=999' });
    await expectShellReady(page);
    await expect(page.getByRole('heading', { name: 'Halaman 999 tidak ada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Belum ada pengumuman' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Ke halaman terakhir \(\d+\)$/ }).click();
    await expect(announcementList(page)).toBeVisible();
    await expect(announcementList(page).getByRole('listitem').first()).toBeVisible();
    await expect(page).not.toHaveURL(/page=999/);
  });

  test('mofasa at 375 px: the list and an announcement fit the screen and pass axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, demoAccounts.mofasa);
    await openList(page, '/announcement');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAxeClean(page);
    await announcementList(page).getByRole('link').first().click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAxeClean(page);
  });
});

test('the promotion banner opens its announcement', async ({ page }) => {
  await signIn(page, demoAccounts.seller);
  const onboarding = page.getByRole('dialog', { name: 'Selamat datang di Dashboard Seller!' });
  const banner = page.getByRole('dialog').filter({ has: page.getByRole('link') });
  await expect(onboarding.or(banner)).toBeVisible();
  if (await onboarding.isVisible()) await onboarding.getByRole('button', { name: 'Tutup' }).click();
  const link = banner.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/announcement\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
});
