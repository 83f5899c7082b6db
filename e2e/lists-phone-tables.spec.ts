import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

test.use({ viewport: { width: 375, height: 812 } });

const hint = 'Geser ke samping untuk melihat kolom lainnya →';

/** Every column header is on screen, or the table says more columns are out of view. */
async function expectColumnsReachable(page: Page, table: ReturnType<Page['locator']>) {
  await expect(table).toBeVisible();
  const headers = table.locator('th, [role="columnheader"]');
  const last = headers.last();
  const box = await last.boundingBox();
  const cut = box === null || box.x + box.width > 375;
  if (cut) await expect(page.getByText(hint).first()).toBeVisible();
}

test('at 375 px the withdrawal history keeps Status in view and says more columns are there', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  await page.goto('/finance-withdrawal');
  const table = page.locator('table').first();
  const status = table.getByRole('columnheader', { name: 'Status' });
  await expect(status).toBeVisible();
  const box = await status.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectColumnsReachable(page, table);
});

test('at 375 px the ledger table shows every column or a scroll cue', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  await page.goto('/finance-transaction');
  await expectColumnsReachable(page, page.locator('table').first());
});

test('at 375 px the order queue is cards, each with its status, and nothing runs off the screen', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  await page.goto('/transaction-v3');
  await expect(page.getByText('Lihat struk', { exact: true }).first()).toBeVisible();
  await expect(page.locator('[role="table"]:visible')).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test('at 375 px the offline sales table shows every column or a scroll cue', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.stockist);
  await page.goto('/transaction-offline');
  await expectColumnsReachable(page, page.getByRole('table', { name: 'Daftar transaksi offline' }));
});
