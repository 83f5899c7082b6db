import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, header, pickBrand, toasts } from './support/shell';
import { quietWelcome } from './support/welcome';

test.describe('brand switch on a create page', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.seller, { to: '/product-v3/create' });
    await expectShellReady(page);
  });

  test('Cancel keeps the current brand', async ({ page }) => {
    const before = await header(page)
      .getByRole('button', { name: /Pilih Brand/ })
      .textContent();
    await pickBrand(page, 'Rumah Hijab Aulia');
    const dialog = page.getByRole('alertdialog', { name: 'Warning' });
    await expect(dialog).toContainText(
      'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
    );
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole('button', { name: /Pilih Brand/ })).toHaveText(
      before ?? '',
    );
    await expect(page).toHaveURL(/\/product-v3\/create$/);
  });

  test('OK switches the brand and says Reset completed', async ({ page }) => {
    await pickBrand(page, 'Rumah Hijab Aulia');
    await page
      .getByRole('alertdialog', { name: 'Warning' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(toasts(page).getByText('Reset completed')).toBeVisible();
    await expect(header(page).getByRole('button', { name: /Pilih Brand/ })).toContainText(
      'Rumah Hijab Aulia',
    );
    expect(await page.evaluate(() => localStorage.getItem('brandId'))).toBe('"103"');
  });
});
