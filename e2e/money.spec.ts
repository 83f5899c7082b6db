import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, pickBrand } from './support/shell';
import { quietWelcome } from './support/welcome';

const rupiah = (n: number) =>
  `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(n)}`;

/** The balance as the sandbox has it for the current brand. */
async function apiBalance(page: Page): Promise<number> {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  const response = await page.request.get(`/api/disbursement/v2/partner/brand-balance/${brandId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

test.describe('money', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
  });

  test('request a withdrawal, follow it to history, detail and ledger; home agrees on the balance', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller, { to: '/withdrawal' });
    await expectShellReady(page);
    const before = await apiBalance(page);
    await expect(page.getByTestId('available-balance')).toHaveText(rupiah(before));
    await expect(page.getByTestId('bank-account')).toContainText(/\*{6}\d{4}/);
    await expectAxeClean(page);

    const field = page.getByLabel('Jumlah penarikan');
    await field.fill('5000');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page.getByText('Jumlah penarikan minimal Rp10.000.')).toBeVisible();

    await field.fill('');
    await field.pressSequentially('1234567');
    await expect(field).toHaveValue('1.234.567');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penarikan' });
    await expect(dialog).toContainText('Rp1.234.567');
    await expect(dialog).toContainText('Gratis');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Tarik Dana' }).dblclick();
    await expect(page.getByText('Penarikan diajukan')).toBeVisible();
    const after = before - 1_234_567;
    await expect(page.getByTestId('available-balance')).toHaveText(rupiah(after));
    expect(await apiBalance(page)).toBe(after);

    await page.goto('/finance-withdrawal?status=pending');
    const row = page.getByRole('row').filter({ hasText: 'Rp1.234.567' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Diajukan');
    await expectAxeClean(page);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/finance-withdrawal\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Penarikan #\d+$/);
    await expect(page.getByText('Pengajuan diterima')).toBeVisible();
    await expectAxeClean(page);

    await page.goto('/finance-transaction?category=withdrawal');
    const movement = page.getByRole('row').filter({ hasText: 'Rp1.234.567' }).first();
    await expect(movement).toContainText(rupiah(after));
    await expect(page.getByTestId('ledger-totals')).toContainText(`Saldo akhir${rupiah(after)}`);
    await expectAxeClean(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^riwayat-transaksi-\d+\.csv$/);

    await page.goto('/home');
    await expect(page.getByText(rupiah(after), { exact: true }).first()).toBeVisible();
  });

  test('a brand switch shows the new brand balance', async ({ page }) => {
    await signIn(page, demoAccounts.seller, { to: '/withdrawal' });
    await expectShellReady(page);
    await expect(page.getByTestId('available-balance')).toHaveText(rupiah(await apiBalance(page)));
    await pickBrand(page, 'Rumah Hijab Aulia');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('brandId'))).toBe('"103"');
    await expect(page.getByTestId('available-balance')).toHaveText(rupiah(await apiBalance(page)));
  });

  for (const account of [demoAccounts.stockist, demoAccounts.mofasa]) {
    test(`${account} sees its own balance, history, a request and the ledger, axe clean`, async ({
      page,
    }) => {
      // Four pages, each loaded and run through axe: more than the default 30 s on a shared runner.
      test.setTimeout(75_000);
      await signIn(page, account, { to: '/withdrawal' });
      await expectShellReady(page);
      await expect(page.getByTestId('available-balance')).toHaveText(
        rupiah(await apiBalance(page)),
      );
      await expect(page.getByTestId('bank-account')).toBeVisible();
      await expectAxeClean(page);
      await page.goto('/finance-withdrawal');
      await expect(
        page.getByRole('heading', { name: 'Riwayat Penarikan', level: 1 }),
      ).toBeVisible();
      const firstRequest = page.getByRole('table').getByRole('link').first();
      await expect(firstRequest).toBeVisible();
      await expectAxeClean(page);
      await firstRequest.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Penarikan #\d+$/);
      await expect(page.getByRole('list', { name: 'Status' })).toContainText('Pengajuan diterima');
      await expectAxeClean(page);
      await page.goto('/finance-transaction');
      await expect(page.getByTestId('ledger-totals')).toBeVisible();
      await expectAxeClean(page);
    });
  }

  test('at 375 px the money pages fit the screen and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, demoAccounts.seller);
    const pages: [string, (page: Page) => Promise<void>][] = [
      ['/withdrawal', (p) => expect(p.getByTestId('available-balance')).toBeVisible()],
      [
        '/finance-withdrawal',
        (p) => expect(p.getByRole('table').getByRole('link').first()).toBeVisible(),
      ],
      ['/finance-transaction', (p) => expect(p.getByTestId('ledger-totals')).toBeVisible()],
    ];
    for (const [path, loaded] of pages) {
      await page.goto(path);
      await expectShellReady(page);
      await loaded(page);
      // Wide tables scroll inside their own box; the page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(375);
      await expectAxeClean(page);
    }
  });
});
