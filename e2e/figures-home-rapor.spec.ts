import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { expectShellReady } from './support/shell';
import { quietWelcome } from './support/welcome';

/*
 * Issue 41: home and the rapor show the same Skor Brand for the same brand and day, and the report
 * page wears the account's theme and the app's money format.
 */

const figure = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test.beforeEach(async ({ context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
});

test('mofasa: home Skor Brand equals the rapor; the report is in mofasa colours', async ({
  page,
}) => {
  await signIn(page, demoAccounts.mofasa);
  await expectShellReady(page);
  await page.goto('/home');
  const card = page
    .getByRole('region', { name: 'Skor Brand' })
    .or(
      page
        .locator('section, article')
        .filter({ has: page.getByText('Skor Brand', { exact: true }) }),
    );
  const fulfilment = card
    .first()
    .locator('dt', { hasText: 'Skor pemenuhan pesanan' })
    .locator('xpath=../dd');
  await expect(fulfilment).toHaveText(/dari target 90/);
  const homeScore = figure((await fulfilment.textContent())!.split(' dari ')[0]!);
  expect(homeScore).toBeGreaterThan(0);

  await page.goto('/report/rapor');
  const frame = page.frameLocator('iframe[title^="Laporan"]');
  const score = frame.getByTestId('fulfillment-score');
  await expect(score).toBeVisible();
  expect(Number(await score.getAttribute('data-value'))).toBe(homeScore);
  await expect(frame.locator('main.report')).toHaveAttribute('data-theme', 'mofasa');
  await expect(frame.getByRole('button', { name: 'Terapkan' })).toHaveCSS(
    'background-color',
    'rgb(163, 25, 91)',
  );
});

test('reports write money as the app does and keep it on one line at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, demoAccounts.mofasa);
  await expectShellReady(page);
  await page.goto('/report/sales');
  const revenue = page.frameLocator('iframe[title^="Laporan"]').getByTestId('revenue');
  await expect(revenue).toHaveText(/^Rp\d{1,3}(\.\d{3})+$/);
  const box = await revenue.evaluate((el) => ({
    lines: Math.round(
      el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    ),
    overflow: el.scrollWidth > el.clientWidth,
  }));
  expect(box).toEqual({ lines: 1, overflow: false });
});
