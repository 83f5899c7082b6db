import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, header } from './support/shell';
import { quietWelcome } from './support/welcome';

test.describe('each demo account sees its tenant’s shell', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
  });

  test('seller: brand dropdown, notification entry, no stockist marker', async ({ page }) => {
    await signIn(page, demoAccounts.seller);
    await expectShellReady(page);
    await expect(header(page).getByRole('button', { name: /Pilih Brand/ })).toBeVisible();
    await expect(header(page).getByRole('button', { name: /Notifikasi/i })).toBeVisible();
    await expect(header(page).getByText('Stockist', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Saldo' })).toBeVisible();
    await expectAxeClean(page);
  });

  test('stockist: the type marker and a stockist search', async ({ page }) => {
    await signIn(page, demoAccounts.stockist);
    await expectShellReady(page);
    await expect(header(page).getByText('Stockist', { exact: true })).toBeVisible();
    await expectAxeClean(page);
    await header(page)
      .getByRole('button', { name: /Pilih Stockist/ })
      .click();
    await expect(page.getByPlaceholder('Cari nama Stockist')).toBeVisible();
  });

  test('mofasa: its own theme and no notification entry', async ({ page }) => {
    await signIn(page, demoAccounts.mofasa);
    await expectShellReady(page);
    await expect(header(page).getByRole('button', { name: /Notifikasi/i })).toHaveCount(0);
    await expect(page.locator('#sidebar').getByRole('img', { name: 'mofasa' })).toBeVisible();
    await expectAxeClean(page);
  });

  test('single-brand user: no brand dropdown', async ({ page }) => {
    await signIn(page, demoAccounts.single);
    await expectShellReady(page);
    await expect(page.getByText('Toko aktif: Sambal Bu Ratna')).toBeVisible();
    await expect(header(page).getByRole('button', { name: /Pilih Brand/ })).toHaveCount(0);
    await expectAxeClean(page);
  });
});
