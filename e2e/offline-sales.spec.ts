import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, header, pickBrand, toasts } from './support/shell';
import { quietWelcome } from './support/welcome';

interface ApiVariant {
  id: number;
  productName: string;
  name: string;
  sku: string;
  stock: number;
}

/** The stockist's own catalogue as its product list reads it, straight from the API. */
async function catalogue(page: Page) {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  expect(brandId).not.toBeNull();
  return async (query: string): Promise<ApiVariant[]> => {
    const response = await page.request.get(
      `/api/product/v3/stockist/variant/list?brandId=${brandId}&${query}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: ApiVariant[] }).data;
  };
}

/** Today on the seller's calendar (WIB). */
const wibToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
// The list writes a day as every page does, '2 Des 2026' (dayjs's Indonesian short months).
const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agt',
  'Sep',
  'Okt',
  'Nov',
  'Des',
];
const wibTodayWritten = () => {
  const [year, month, day] = wibToday().split('-').map(Number);
  return `${day} ${shortMonths[month! - 1]} ${year}`;
};

// Each flow signs in as a stockist, fills a sale over several calls, runs axe and checks the
// list and the stock: over the default 30 s beside another worker on two cores.
test.describe.configure({ timeout: 90_000 });

test('stockist: a counter sale of two variants is saved, listed today, and both stocks drop', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.stockist);
  const variants = await catalogue(page);
  const [first, second] = (await variants('page=1&size=50&status=active')).filter(
    (v) => v.stock >= 3,
  );
  expect(first && second).toBeTruthy();

  await page.goto('/transaction-offline/add');
  await expectShellReady(page);
  await expect(
    page.getByRole('heading', { name: 'Tambah Transaksi Offline', level: 1 }),
  ).toBeVisible();
  // A keyboard-wedge scanner: the code, then Enter, twice for the first variant.
  const scanField = page.getByRole('textbox', { name: 'Pindai atau ketik SKU/barcode' });
  await expect(scanField).toBeFocused();
  await scanField.pressSequentially(first!.sku);
  await scanField.press('Enter');
  const firstName = `${first!.productName} - ${first!.name}`;
  const firstQty = page.getByRole('spinbutton', { name: `Jumlah ${firstName}` });
  await expect(firstQty).toHaveValue('1');
  await scanField.pressSequentially(first!.sku);
  await scanField.press('Enter');
  await expect(firstQty).toHaveValue('2');
  // The second by search, its quantity with the keyboard.
  await page.getByRole('searchbox', { name: 'Cari barang' }).fill(second!.sku);
  const secondName = `${second!.productName} - ${second!.name}`;
  await page.getByRole('button', { name: `Tambahkan ${secondName}` }).click();
  const secondQty = page.getByRole('spinbutton', { name: `Jumlah ${secondName}` });
  await expect(secondQty).toHaveValue('1');
  await secondQty.focus();
  await secondQty.press('ArrowUp');
  await expect(secondQty).toHaveValue('2');

  await page.getByRole('combobox', { name: /Alasan transaksi/ }).selectOption({ index: 1 });
  await expectAxeClean(page);
  await page.getByRole('button', { name: /Simpan Transaksi/ }).click();
  // The save takes the stock of every line in one transaction and then reloads the list.
  await expect(page.getByText(/Data berhasil disimpan\./).first()).toBeVisible({ timeout: 15_000 });
  // Ready for the next sale.
  await expect(
    page.getByText('Belum ada barang. Pindai barcode atau cari barang untuk memulai.'),
  ).toBeVisible();

  await page.goto('/transaction-offline');
  const table = page.getByRole('table', { name: 'Daftar transaksi offline' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(wibTodayWritten());
  await expect(row).toContainText('4 barang');
  await expectAxeClean(page);
  await row.getByRole('button').click();
  const detail = page.getByRole('dialog', { name: 'Detail Transaksi Offline' });
  await expect(detail).toContainText(firstName);
  await expect(detail).toContainText(secondName);
  await expect(detail).toContainText('WIB');
  await page.keyboard.press('Escape');

  // The product list shows the lower stock of both variants.
  for (const variant of [first!, second!]) {
    const [after] = await variants(`page=1&size=1&q=${encodeURIComponent(variant.sku)}`);
    expect(after?.stock).toBe(variant.stock - 2);
    await page.goto(`/product-v3?q=${encodeURIComponent(variant.sku)}`);
    await expect(
      page.getByRole('textbox', { name: `Stok ${variant.productName} – ${variant.name}` }),
    ).toHaveValue(String(variant.stock - 2));
  }
});

test('stockist at 375 px: the sale form fits the screen and passes axe', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, demoAccounts.stockist, { to: '/transaction-offline/add' });
  await expect(page.getByRole('button', { name: /Simpan Transaksi/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
  await page.goto('/transaction-offline');
  await expect(page.getByRole('table', { name: 'Daftar transaksi offline' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('stockist: a brand switch during a sale warns first (§4); Cancel keeps the sale, OK clears it', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.stockist);
  const variants = await catalogue(page);
  const [variant] = (await variants('page=1&size=50&status=active')).filter((v) => v.stock >= 1);
  await page.goto('/transaction-offline/add');
  await expectShellReady(page);
  const scanField = page.getByRole('textbox', { name: 'Pindai atau ketik SKU/barcode' });
  await scanField.pressSequentially(variant!.sku);
  await scanField.press('Enter');
  const qty = page.getByRole('spinbutton', {
    name: `Jumlah ${variant!.productName} - ${variant!.name}`,
  });
  await expect(qty).toHaveValue('1');

  await pickBrand(page, 'Stockist Bandung Raya');
  const dialog = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(dialog).toContainText(
    'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(qty).toHaveValue('1');

  await pickBrand(page, 'Stockist Bandung Raya');
  await page
    .getByRole('alertdialog', { name: 'Warning' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(toasts(page).getByText('Reset completed')).toBeVisible();
  await expect(header(page).getByRole('button', { name: /Pilih Stockist/ })).toContainText(
    'Stockist Bandung Raya',
  );
  await expect(qty).toHaveCount(0);
  await expect(
    page.getByText('Belum ada barang. Pindai barcode atau cari barang untuk memulai.'),
  ).toBeVisible();
});

for (const account of [demoAccounts.seller, demoAccounts.mofasa]) {
  test(`${account} gets the 404 page on both offline paths`, async ({ page, context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, account);
    for (const path of ['/transaction-offline', '/transaction-offline/add']) {
      await page.goto(path);
      await expectShellReady(page);
      await expect(
        page.getByRole('heading', { name: 'This page could not be found' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: /Transaksi Offline/ })).toHaveCount(0);
    }
  });
}
