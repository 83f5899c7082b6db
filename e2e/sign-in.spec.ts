import { expect, test } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

test.describe('sign in against the sandbox', () => {
  test('a wrong password is explained inline and keeps what was typed', async ({ page }) => {
    await page.goto('/sign-in');
    await expectAxeClean(page);
    await page.getByLabel('Email').fill(demoAccounts.seller);
    await page.getByLabel('Kata sandi').fill('salah-sandi');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toContainText('Email atau kata sandi salah');
    await expect(page.getByLabel('Email')).toHaveValue(demoAccounts.seller);
    await expect(page).toHaveURL(/\/sign-in$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('evb_token');
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Email wajib diisi.')).toBeVisible();
    await expect(page.getByText('Kata sandi wajib diisi.')).toBeVisible();
  });

  test('the demo seller signs in, gets both session cookies and is greeted by name', async ({
    page,
    context,
    baseURL,
  }) => {
    // The welcome dialog fades in at its own time and has its own spec (onboarding.spec.ts).
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.seller, { password: demoPassword });
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['evb_token', 'mimin_token']));
    await expect(page.getByText(/Halo, /)).toBeVisible();
    await expectAxeClean(page);
  });

  test('signed-in users are sent away from the sign-in page', async ({ page }) => {
    await signIn(page, demoAccounts.single);
    await page.goto('/sign-in');
    await expect(page).not.toHaveURL(/\/sign-in/);
  });

  test('a reload whose session is gone lands on sign-in, with no boot screen left', async ({
    page,
    context,
    baseURL,
  }) => {
    // A token the server no longer knows, as a session that ended elsewhere leaves behind.
    await context.addCookies([{ name: 'evb_token', value: 'expired-token', url: baseURL! }]);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
  });

  test('a deep link without a session signs in through the app and lands where it was going', async ({
    page,
  }) => {
    await page.goto('/product-v3?tab=active');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    await page.getByLabel('Email').fill(demoAccounts.seller);
    await page.getByLabel('Kata sandi').fill(demoPassword);
    await page.getByRole('button', { name: 'Masuk' }).click();
    // Sign-in loads the app's code after the standalone page, then the session, then the page.
    await expect(page).toHaveURL(/\/product-v3\?tab=active$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/login is the same sign-in page', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Masuk ke Dasbor Penjual' })).toBeVisible();
  });

  test('the first sign-in page needs none of the app code until the seller starts on the form', async ({
    page,
  }) => {
    const appChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/render-app-[^/]+\.js$/.test(request.url())) appChunks.push(request.url());
    });
    await page.goto('/sign-in', { waitUntil: 'networkidle' });
    expect(appChunks).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => appChunks.length).toBe(1);
  });
});
