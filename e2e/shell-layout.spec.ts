import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { expectShellReady, header, pickBrand } from './support/shell';
import { quietWelcome } from './support/welcome';

test.beforeEach(async ({ context, baseURL }) => quietWelcome(context, baseURL ?? ''));

/**
 * The header's page title as it is drawn: its text, and whether any of it is cut off. It names
 * the page without being a heading (the page has its own h1), so it is found by its text.
 */
async function headerTitle(page: Page, text: string) {
  const title = header(page).getByText(text, { exact: true });
  await expect(title).toBeVisible();
  return title.evaluate((element) => ({
    text: element.textContent,
    cut:
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1,
  }));
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the stockist's header shows whole page titles beside its marker", async ({ page }) => {
    await signIn(page, demoAccounts.stockist);
    await expectShellReady(page);
    const titles = [
      ['/report/stockist', 'Performa Stockist'],
      ['/transaction-offline', 'Daftar Transaksi Offline'],
      ['/withdrawal', 'Penarikan Dana'],
      ['/finance-withdrawal', 'Riwayat Penarikan'],
    ] as const;
    for (const [path, text] of titles) {
      await page.goto(path);
      await expectShellReady(page);
      expect(await headerTitle(page, text)).toEqual({ text, cut: false });
      await expect(header(page).getByText('Stockist', { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the brand's level is written legibly beside its logo", async ({ page }) => {
    await signIn(page, demoAccounts.seller);
    await expectShellReady(page);
    await pickBrand(page, 'Kopi Nusantara Rasa');
    // Judged on the settled page of the new brand: right after the switch the sidebar draws again.
    // A switch also asks for the new brand's promotion (§4), whose modal hides the sidebar from
    // the accessibility tree: the switch is read from the element itself, and the reload starts
    // with the promotion dismissed again.
    await expect(page.locator('aside')).toContainText('Kopi Nusantara Rasa');
    await page.context().addCookies([{ name: 'promotion', value: 'false', url: page.url() }]);
    await page.reload();
    await expectShellReady(page);
    const nav = page.getByRole('complementary').filter({ hasText: 'Kopi Nusantara Rasa' });
    const level = nav.getByText('Level Gold', { exact: true });
    await expect(level).toBeVisible();
    // At least 12 px, read with the assertion's retries: the sidebar draws again for the new brand.
    await expect(level).toHaveCSS('font-size', /^(1[2-9]|[2-9]\d)(\.\d+)?px$/);
  });

  test('/home has its own current sidebar entry, and every menu page exactly one', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller);
    await expectShellReady(page);
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    for (const path of ['/home', '/home-v2', '/withdrawal', '/settings']) {
      await page.goto(path);
      await expectShellReady(page);
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await page.goto('/home');
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Beranda');
  });

  test('the 404 page sits in the layout as its one main landmark', async ({ page }) => {
    await signIn(page, demoAccounts.seller);
    await expectShellReady(page);
    await page.goto('/halaman-yang-tidak-ada');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});
