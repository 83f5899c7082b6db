import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady } from './support/shell';
import { quietWelcome } from './support/welcome';

/** Each report as the tenant whose menu has it (sandbox menu seed): seller and mofasa themes, the stockist. */
const reports = [
  { account: demoAccounts.seller, path: '/report/brand', title: 'Statistik Brand' },
  { account: demoAccounts.seller, path: '/report/brand-reseller', title: 'Brand Reseller' },
  { account: demoAccounts.mofasa, path: '/report/rapor', title: 'Rapor Brand' },
  { account: demoAccounts.mofasa, path: '/report/sales', title: 'Laporan Penjualan' },
  { account: demoAccounts.stockist, path: '/report/stockist', title: 'Performa Stockist' },
  { account: demoAccounts.stockist, path: '/report/stockist-raport', title: 'Rapor Stockist' },
];

async function openReport(page: Page, account: string, path: string) {
  await signIn(page, account);
  await expectShellReady(page);
  await page.goto(path);
}

test.describe('embedded reports', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
  });

  for (const { account, path, title } of reports) {
    test(`${path} as ${account}: the frame shows ${title} with a drawn chart`, async ({ page }) => {
      await openReport(page, account, path);
      const iframe = page.locator('iframe[title^="Laporan"]');
      await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-downloads');
      const frame = page.frameLocator('iframe[title^="Laporan"]');
      await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // chart.js drew into the first canvas (it sets the canvas size from its box).
      await expect(frame.locator('canvas').first()).toHaveAttribute('style', /height/);
      await expect(frame.getByRole('link', { name: /Unduh CSV/ }).first()).toBeVisible();
      // The frame grew to its content: no inner scrolling.
      await expect
        .poll(async () => Number(await iframe.getAttribute('height')))
        .toBeGreaterThan(600);
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectAxeClean(page);
    });
  }

  test('a date range chosen in the frame narrows the figures; 375 px is usable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openReport(page, demoAccounts.mofasa, '/report/sales');
    const frame = page.frameLocator('iframe[title^="Laporan"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Laporan Penjualan' })).toBeVisible();
    await frame.getByLabel('Dari tanggal').fill('2001-01-01');
    await frame.getByLabel('Sampai tanggal').fill('2001-01-31');
    await frame.getByRole('button', { name: 'Terapkan' }).click();
    await expect(frame.getByTestId('range')).toHaveText('2001-01-01 s.d. 2001-01-31');
    await expect(frame.getByTestId('revenue')).toHaveText(/Rp\s?0/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('the stockist does not get the partner reports', async ({ page }) => {
    await openReport(page, demoAccounts.stockist, '/report/sales');
    await expect(
      page.getByText('Laporan ini tidak tersedia untuk akun Anda.', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('iframe[title^="Laporan"]')).toHaveCount(0);
  });
});
