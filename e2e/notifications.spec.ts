import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';

/** Keeps the onboarding dialog and the promotion banner out of the way of the header. */
async function withoutOverlays(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('onboard', 'false'));
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page
    .context()
    .addCookies([{ name: 'promotion', value: 'false', domain: hostname, path: '/' }]);
}

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifikasi/ });
}

/** The number on the bell's badge; no badge means nothing unread. */
async function unreadTotal(page: Page): Promise<number> {
  const text = await bell(page).evaluate((element) => element.textContent ?? '');
  const match = /(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

test.describe('notification panel against the sandbox', () => {
  test.beforeEach(async ({ page }) => {
    await withoutOverlays(page);
    await signIn(page, demoAccounts.seller);
    await expect(bell(page)).toBeVisible();
  });

  test('clicking an unread entry marks it read, lowers the count and opens the orders with its query', async ({
    page,
  }) => {
    await expect.poll(() => unreadTotal(page)).toBeGreaterThan(0);
    const before = await unreadTotal(page);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Panel notifikasi' });
    await expect(panel.getByRole('tab', { name: /Transaksi/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('tab', { name: /Produk/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Hari ini' }).first()).toBeVisible();
    await expectAxeClean(page);

    const entry = panel.getByRole('button', { name: /Belum dibaca/ }).first();
    await entry.click();
    await expect(page).toHaveURL(/\/transaction(-v3)?\?page=1&size=25&status=-1&q=INV%2F/);
    await expect.poll(() => unreadTotal(page)).toBe(before - 1);
  });

  test("'Tandai semua dibaca' zeroes the product tab", async ({ page }) => {
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Panel notifikasi' });
    await panel.getByRole('tab', { name: /Produk/ }).click();
    await expect(panel.getByRole('tab', { name: /Produk \d+/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await panel.getByRole('button', { name: 'Tandai semua dibaca' }).click();
    await expect(panel.getByRole('tab', { name: 'Produk', exact: true })).toBeVisible();
    await expect(panel.getByText('Belum dibaca')).toHaveCount(0);
    await expect(panel.getByRole('tab', { name: /Transaksi/ })).toBeVisible();
  });

  test("'Lihat Selengkapnya' opens the notification page on the chosen tab", async ({ page }) => {
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Panel notifikasi' });
    await panel.getByRole('link', { name: 'Lihat Selengkapnya' }).click();
    await expect(page).toHaveURL(/\/notification\?selectedTab=transaction$/);
    await expect(page.getByRole('heading', { name: 'Notifikasi', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: /Produk/ }).click();
    await expect(page).toHaveURL(/selectedTab=product/);
    await expectAxeClean(page);
  });

  test('the notification page keeps the same inset from the sidebar and the edge as the other pages', async ({
    page,
  }) => {
    await page.goto('/notification?selectedTab=product');
    const main = await page.getByRole('main').boundingBox();
    const heading = await page.getByRole('heading', { name: 'Notifikasi', level: 1 }).boundingBox();
    const tabs = await page.getByRole('main').getByRole('tablist').boundingBox();
    expect(main && heading && tabs).toBeTruthy();
    // 24 px (space 600), as the orders and offline-sale pages sit in the main area.
    expect(heading!.x - main!.x).toBeGreaterThanOrEqual(24);
    expect(heading!.y - main!.y).toBeGreaterThanOrEqual(24);
    expect(main!.x + main!.width - (tabs!.x + tabs!.width)).toBeGreaterThanOrEqual(24);
  });
});
