import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, header } from './support/shell';
import { quietWelcome } from './support/welcome';

async function openSettings(page: Page, section: string) {
  await page.goto(`/settings/${section}`);
  await expectShellReady(page);
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Pengaturan', level: 1 }),
  ).toBeVisible();
}

test.describe('settings', () => {
  // Each flow signs in, saves a tab (some sign in again) and runs axe: over 30 s when busy.
  test.setTimeout(60_000);
  test.beforeEach(async ({ context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
  });

  test('change the bank account → the withdrawal page shows the new masked number', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller);
    await openSettings(page, 'rekening');
    await expect(page.getByLabel('Rekening saat ini')).toContainText(/\*+\d{4}/);
    await expectAxeClean(page);

    await page.getByRole('textbox', { name: /Nama bank/ }).fill('Bank Mandiri');
    await page.getByRole('textbox', { name: /Nomor rekening/ }).fill('1370012349876');
    await page.getByRole('textbox', { name: /Nama pemilik rekening/ }).fill('Rina Wulandari');
    await page.getByLabel(/Kata sandi akun/).fill('bukan-sandi-ini');
    await page.getByRole('button', { name: 'Simpan rekening' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kata sandi salah.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Nomor rekening/ })).toHaveValue(
      '1370012349876',
    );

    await page.getByLabel(/Kata sandi akun/).fill('demo12345');
    await page.getByRole('button', { name: 'Simpan rekening' }).click();
    await expect(page.getByText('Rekening diperbarui: *********9876.')).toBeVisible();

    await page.goto('/withdrawal');
    await expect(page.getByTestId('bank-account')).toContainText('*********9876');
    await expect(page.getByTestId('bank-account')).toContainText('Bank Mandiri');
  });

  test('turn number masking on → buyer phones on the orders page are masked', async ({ page }) => {
    await signIn(page, demoAccounts.seller, { to: '/transaction-v3' });
    await page.locator('[data-order-code]').first().waitFor();
    await page
      .getByRole('button', { name: /^Detail / })
      .first()
      .click();
    const detail = page.locator('[data-testid^="order-detail-"]').first();
    const phone = detail.locator('dd').nth(1);
    await expect(phone).toHaveText(/^\+?\d{8,15}$/);
    const plain = (await phone.textContent()) ?? '';

    await openSettings(page, 'privasi');
    const toggle = page.getByRole('switch', { name: /Sembunyikan nomor HP pembeli/ });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(page.getByText('Nomor pembeli kini disembunyikan.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectAxeClean(page);

    await page.goto('/transaction-v3');
    await page.locator('[data-order-code]').first().waitFor();
    await page
      .getByRole('button', { name: /^Detail / })
      .first()
      .click();
    const masked = page.locator('[data-testid^="order-detail-"]').first().locator('dd').nth(1);
    await expect(masked).toHaveText(
      `${plain.slice(0, 4)}${'*'.repeat(plain.length - 6)}${plain.slice(-2)}`,
    );
    await expect(page.getByText(plain, { exact: true })).toHaveCount(0);

    // The flag is the brand's, kept by the sandbox: a reload reads it back.
    await page.reload();
    await openSettings(page, 'privasi');
    await expect(
      page.getByRole('switch', { name: /Sembunyikan nomor HP pembeli/ }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  test('mofasa at 375 px: a new name shows in the header at once; devices list the current one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, demoAccounts.mofasa);
    await openSettings(page, 'akun');
    const name = page.getByRole('textbox', { name: /Nama/ });
    await expect(name).toHaveValue('Dewi Lestari');
    await expectAxeClean(page);
    await name.fill('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Nama wajib diisi.')).toBeVisible();
    await name.fill('Dewi Lestari Putri');
    await page.getByRole('button', { name: 'Simpan' }).dblclick();
    await expect(page.getByText('Perubahan tersimpan.')).toBeVisible();
    await expect(header(page)).toContainText('Dewi Lestari Putri');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: 'Keamanan' }).click();
    await expect(page).toHaveURL(/\/settings\/keamanan$/);
    await expect(page.getByRole('list', { name: 'Perangkat yang sedang masuk' })).toContainText(
      'Perangkat ini',
    );
    await expectAxeClean(page);
  });
});
