import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { clearFaults, injectFault } from './support/faults';
import { signIn } from './support/session';
import { expectShellReady, pickBrand } from './support/shell';
import { quietWelcome } from './support/welcome';

test.afterEach(async ({ page }) => clearFaults(page));

test('a 401 in the middle of a session ends at sign-in without tokens', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  await expectShellReady(page);
  // Only switching to this brand asks for its data, so the 401 comes exactly then.
  await injectFault(page, { pathPattern: '/api/brand/v1/brand/102', status: 401 });
  await pickBrand(page, 'Kopi Nusantara Rasa');
  await expect(page).toHaveURL(/\/sign-in$/);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('evb_token');
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});
