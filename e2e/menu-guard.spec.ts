import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady } from './support/shell';
import { quietWelcome } from './support/welcome';

test('a path outside the user’s menu shows the 404 page', async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  // Offline transactions are a stockist menu; the seller's menu has no 'transaction-offline'.
  await page.goto('/transaction-offline');
  await expectShellReady(page);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
