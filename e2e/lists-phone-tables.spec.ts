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
  await signIn(page, demoAccounts.seller, { to: '/finance-withdrawal' });
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
  await signIn(page, demoAccounts.seller, { to: '/finance-transaction' });
  await expectColumnsReachable(page, page.locator('table').first());
});

test('at 375 px the order queue is cards, each with its status, and nothing runs off the screen', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller, { to: '/transaction-v3' });
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
  await signIn(page, demoAccounts.stockist, { to: '/transaction-offline' });
  await expectColumnsReachable(page, page.getByRole('table', { name: 'Daftar transaksi offline' }));
});

/** Nothing but a table's own box scrolls sideways: the page itself is no wider than the phone. */
async function expectNoSidewaysPage(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

/**
 * Every table on the page keeps its key column (the first one with a name, or `key`) on the
 * screen, and a table whose last column is cut says so: at least one cue per cut table.
 */
async function expectTablesInReach(page: Page, keys: Record<number, string> = {}) {
  await expectNoSidewaysPage(page);
  const tables = page.locator('table:visible');
  const count = await tables.count();
  expect(count).toBeGreaterThan(0);
  let cut = 0;
  for (let index = 0; index < count; index += 1) {
    const table = tables.nth(index);
    const named = table.locator('th').filter({ hasText: /\S/ });
    const key = keys[index]
      ? table.getByRole('columnheader', { name: keys[index] })
      : named.first();
    await expect(key).toBeVisible();
    const keyBox = await key.boundingBox();
    expect(keyBox!.x).toBeGreaterThanOrEqual(0);
    expect(keyBox!.x + keyBox!.width).toBeLessThanOrEqual(375);
    const last = await table.locator('th').last().boundingBox();
    if (last === null || last.x + last.width > 375) cut += 1;
  }
  if (cut > 0) await expect(page.getByText(hint)).toHaveCount(cut);
  for (let index = 0; index < cut; index += 1)
    await expect(page.getByText(hint).nth(index)).toBeVisible();
}

test('at 375 px every table page of the seller keeps its key column in view, a cue where columns are cut, and no page scrolls sideways', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);

  // The product list: the variant grid (key: the product) and the bulk file history.
  await page.goto('/product-v3');
  const grid = page.getByTestId('variant-grid');
  await expect(grid.getByRole('textbox', { name: /^Stok / }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Berkas' })).toBeVisible();
  await expectTablesInReach(page, { 0: 'Produk', 1: 'Berkas' });
  // Scrolled to its end, the grid still shows each row's product beside its status.
  await grid.evaluate((box) => (box.scrollLeft = box.scrollWidth));
  const productHeader = grid.getByRole('columnheader', { name: 'Produk' });
  const statusHeader = grid.getByRole('columnheader', { name: 'Status' });
  await expect(async () => {
    const product = (await productHeader.boundingBox())!;
    const status = (await statusHeader.boundingBox())!;
    expect(product.x).toBeGreaterThanOrEqual(0);
    expect(status.x + status.width).toBeLessThanOrEqual(375);
  }).toPass();

  // A product's detail: its variant table.
  const detailHref = await grid.getByRole('link').first().getAttribute('href');
  await page.goto(detailHref!);
  await expect(page.getByRole('columnheader', { name: 'Nama varian' })).toBeVisible();
  await expectTablesInReach(page);

  // The money pages: the withdrawal form's history, the withdrawal history and the ledger.
  for (const path of ['/withdrawal', '/finance-withdrawal', '/finance-transaction']) {
    await page.goto(path);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expectTablesInReach(page);
  }

  // Announcements and notifications are lists of cards: each title in full view.
  await page.goto('/announcement');
  const announcement = page.getByRole('list', { name: 'Daftar pengumuman' });
  const firstTitle = announcement.getByRole('link').first();
  await expect(firstTitle).toBeVisible();
  await expectNoSidewaysPage(page);
  const titleBox = (await firstTitle.boundingBox())!;
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(375);
  await page.goto('/notification');
  await expect(page.getByRole('main').getByRole('tab').first()).toBeVisible();
  await expectNoSidewaysPage(page);

  // Settings are forms and lists, no table: every tab fits, its last control in view.
  for (const path of [
    '/settings/akun',
    '/settings/keamanan',
    '/settings/rekening',
    '/settings/privasi',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Pengaturan' }),
    ).toBeVisible();
    // Every tab is in sight: four do not fit one row, and a scrolled row hid the last one.
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    // The tab's last control: its save button, or the switch of the privacy tab.
    const action = page.getByRole('tabpanel').locator('button:visible, input:visible').last();
    await expect(action).toBeVisible();
    await expectNoSidewaysPage(page);
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});
