import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

// The sandbox answers slowly on a busy 2-core machine; sign-in, the lazy chunk and the search get a minute.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
});

test('Ctrl+K, a product name, Enter: the product opens; the palette is axe clean', async ({
  page,
}) => {
  // A product the seller really has, read from the same list call the palette uses.
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  const response = await page.request.get(
    `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=15&status=active`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const [variant] = ((await response.json()) as { data: { productName: string; sku: string }[] })
    .data;
  expect(variant).toBeDefined();

  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Palet perintah' });
  const input = palette.getByRole('combobox', {
    name: 'Cari halaman, produk, pesanan, atau perintah',
  });
  await expect(input).toBeFocused();
  // The name arrives as one input, as a paste would: typed key by key on a busy machine, each
  // pause past the debounce asks the server again and the last word's answer queues behind them.
  await input.fill(variant!.productName);

  // Found by its name, the product comes first and opens on its detail page (in the seller's menu).
  const selected = palette.locator('[role="option"][aria-selected="true"]');
  await expect(selected).toContainText(variant!.productName);
  await expect(selected).toContainText('Lihat detail produk');
  await expect(palette.getByRole('status')).toHaveText(/\d+ hasil/);
  await expectAxeClean(page);

  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/detail-product\/\d+$/);
  await expect(page.getByRole('main').getByText(variant!.productName).first()).toBeVisible();
});

test("'?' lists the shortcuts, Escape closes it; 'g' then 'o' opens the orders", async ({
  page,
}) => {
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
  await page.locator('body').press('?');
  const help = page.getByRole('dialog', { name: 'Pintasan keyboard' });
  await expect(help.getByRole('cell', { name: 'Ke Transaksi' })).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/transaction/);
});
