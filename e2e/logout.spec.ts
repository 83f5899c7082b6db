import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { expectShellReady, header } from './support/shell';
import { quietWelcome } from './support/welcome';

test('Log Out clears both session cookies and both storages, and lands on sign-in', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  await expectShellReady(page);
  await page.evaluate(() => sessionStorage.setItem('draft', 'x'));
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

  await header(page)
    .getByRole('button', { name: /Menu akun/ })
    .click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('evb_token');
  expect(names).not.toContain('mimin_token');
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key !== 'onboard'),
    session: Object.keys(sessionStorage),
  }));
  // The test's own init script writes the onboard flag back on every page load.
  expect(stored).toEqual({ local: [], session: [] });
});
