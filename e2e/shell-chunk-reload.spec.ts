import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { expectShellReady } from './support/shell';
import { quietWelcome } from './support/welcome';

test('a page whose chunk fails to load reloads onto that page, not the one being left (§8)', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  // The version check, which does the reload, starts once the first page has settled.
  const versionCheck = page.waitForResponse((response) =>
    /\/assets\/version-check-[^/]+\.js$/.test(response.url()),
  );
  await signIn(page, demoAccounts.seller);
  await expectShellReady(page);
  await versionCheck;

  // The settings chunk is gone once, as after a deploy; the reload then finds it.
  let refused = 0;
  await page.route(/\/assets\/SettingsRoute-[^/]+\.js$/, async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    await route.abort('failed');
  });
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Pengaturan' })
    .click();
  await reloaded;
  expect(refused).toBe(1);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/settings'));
  await expectShellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: /Pengaturan/ })).toBeVisible();
});
