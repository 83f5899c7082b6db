import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

// The sandbox answers slowly on a busy 2-core machine; sign-in and the lazy palette get a minute.
test.describe.configure({ timeout: 60_000 });

test("the palette finds pages by the seller's words: 'pesanan' opens the orders, 'saldo' the finance pages", async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
  const palette = page.getByRole('dialog', { name: 'Palet perintah' });
  const input = palette.getByRole('combobox', {
    name: 'Cari halaman, produk, pesanan, atau perintah',
  });

  await page.keyboard.press('Control+k');
  // The field stops short of the dialog's close button in its corner.
  const field = (await input.boundingBox())!;
  const close = (await palette.getByRole('button', { name: 'Tutup' }).boundingBox())!;
  expect(field.x + field.width <= close.x || close.y + close.height <= field.y).toBe(true);
  await input.fill('pesanan');
  const pages = palette.getByRole('group', { name: 'Halaman' });
  await expect(pages.getByRole('option').first()).toBeVisible();
  await expect(palette.getByText('Tidak ada hasil')).toHaveCount(0);
  await pages.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/transaction(-v3)?(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await input.fill('saldo');
  await expect(pages.getByRole('option', { name: /Riwayat Penarikan/ })).toBeVisible();
  await expect(pages.getByRole('option', { name: /Riwayat Transaksi/ })).toBeVisible();
  // The withdrawal page itself is offered once, as the 'Tarik Dana' command that opens it.
  const withdrawal = palette.getByRole('option', { name: /Penarikan Dana/ });
  await expect(withdrawal).toBeVisible();
  await withdrawal.click();
  await expect(page).toHaveURL(/\/withdrawal(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Penarikan Dana' })).toBeVisible();
});
