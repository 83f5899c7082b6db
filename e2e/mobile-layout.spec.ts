import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, header } from './support/shell';
import { quietWelcome } from './support/welcome';

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the sidebar opens over the page with a backdrop that closes it', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  await expectShellReady(page);
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(nav).toBeHidden();
  await expect(header(page).getByText('Beranda', { exact: true })).toBeVisible();
  // The header names the page, but the page keeps its one title: a screen reader hears one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Buka atau tutup menu' }).click();
  await expect(nav).toBeVisible();
  const backdrop = page.getByTestId('sidebar-backdrop');
  await expect(backdrop).toBeVisible();
  await expectAxeClean(page);

  await backdrop.click({ position: { x: 360, y: 400 } });
  await expect(nav).toBeHidden();
  await expect(backdrop).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test("at 375 px a tab strip wider than the screen opens with the list's tab in view, also after a reload", async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  const tabInView = async () => {
    const strip = page.getByRole('tablist', { name: 'Status pesanan' });
    const tab = strip.getByRole('tab', { selected: true });
    await expect(tab).toHaveText(/Dikirim/);
    const [stripBox, tabBox] = [await strip.boundingBox(), await tab.boundingBox()];
    expect(stripBox!.width).toBeLessThanOrEqual(375);
    expect(tabBox!.x).toBeGreaterThanOrEqual(stripBox!.x);
    expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(stripBox!.x + stripBox!.width + 1);
  };
  // The fourth of eight tabs, past the screen's edge in the strip's own order.
  await page.goto('/transaction-v3?status=3');
  await tabInView();
  await page.reload();
  await tabInView();
});
