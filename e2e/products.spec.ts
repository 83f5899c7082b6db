import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

interface ApiVariant {
  id: number;
  productId: number;
  productName: string;
  name: string;
  sku: string;
  stock: number;
  isActive: boolean;
}

/** The sandbox as the signed-in seller sees it, read straight from the API for comparison. */
async function sandbox(page: Page) {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  expect(brandId).not.toBeNull();
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async variants(query: string): Promise<{ rows: ApiVariant[]; total: number }> {
      const response = await page.request.get(
        `/api/product/v3/partner/variant/list?brandId=${brandId}&${query}`,
        { headers },
      );
      const body = (await response.json()) as {
        data: ApiVariant[];
        metadata: { totalItem: number };
      };
      return { rows: body.data, total: body.metadata.totalItem };
    },
    async product(id: number): Promise<{ isActive: boolean; variants: ApiVariant[] }> {
      const response = await page.request.get(
        `/api/product/v3/partner/product/${id}?brandId=${brandId}`,
        { headers },
      );
      return ((await response.json()) as { data: { isActive: boolean; variants: ApiVariant[] } })
        .data;
    },
    async notifications(): Promise<{ additionalData: Record<string, string> }[]> {
      const response = await page.request.get(
        `/api/brand/v2/partner/brand/${brandId}/notification/product?page=1&size=50&sortBy=created_at&sortDirection=desc`,
        { headers },
      );
      return ((await response.json()) as { data: { additionalData: Record<string, string> }[] })
        .data;
    },
  };
}

function stockBox(page: Page, variant: ApiVariant) {
  return page.getByRole('textbox', { name: `Stok ${variant.productName} – ${variant.name}` });
}

// The sandbox answers slowly on a busy 2-core machine; a flow of a dozen calls gets a minute.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
});

test('search, edit the stock of three variants with the keyboard, save, reload: the values stay', async ({
  page,
}) => {
  const api = await sandbox(page);
  const [first] = (await api.variants('page=1&size=1&status=active')).rows;
  expect(first).toBeDefined();
  const term = first!.sku.slice(
    0,
    first!.sku.lastIndexOf('-') > 0 ? first!.sku.lastIndexOf('-') : first!.sku.length,
  );
  const matches = (
    await api.variants(
      `page=1&size=15&q=${encodeURIComponent(term)}&sortBy=createdAt&sortDirection=desc`,
    )
  ).rows;
  expect(matches.length).toBeGreaterThanOrEqual(3);

  await page.goto('/product-v3');
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(term);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term).replace(/%20/g, '\\+')}`));
  const three = matches.slice(0, 3);
  await expect(stockBox(page, three[0]!)).toBeVisible();
  await expectAxeClean(page);

  const next = three.map((variant, index) => variant.stock + 11 + index);
  await stockBox(page, three[0]!).click();
  await page.keyboard.type(String(next[0]));
  await page.keyboard.press('Enter');
  await expect(stockBox(page, three[1]!)).toBeFocused();
  await page.keyboard.type(String(next[1]));
  await page.keyboard.press('Tab');
  await expect(stockBox(page, three[2]!)).toBeFocused();
  await page.keyboard.type(String(next[2]));
  await expect(page.getByText('3 stok diubah, belum disimpan')).toBeVisible();

  await page.getByRole('button', { name: 'Simpan stok' }).dblclick();
  await expect(page.getByText('Tersimpan')).toHaveCount(3);

  await page.reload();
  for (const [index, variant] of three.entries())
    await expect(stockBox(page, variant)).toHaveValue(String(next[index]));
  const stored = (
    await api.variants(
      `page=1&size=15&q=${encodeURIComponent(term)}&sortBy=createdAt&sortDirection=desc`,
    )
  ).rows;
  expect(three.map((variant) => stored.find((entry) => entry.id === variant.id)?.stock)).toEqual(
    next,
  );
});

test('a deactivated product leaves the active filter', async ({ page }) => {
  const api = await sandbox(page);
  const [target] = (
    await api.variants('page=1&size=1&status=active&sortBy=createdAt&sortDirection=desc')
  ).rows;
  expect(target).toBeDefined();
  await page.goto(`/product-v3?selectedTab=active&q=${encodeURIComponent(target!.sku)}`);
  // Ticked from the keyboard: the sticky page header may cover the box for the mouse.
  const box = page.getByRole('checkbox', {
    name: `Pilih ${target!.productName} – ${target!.name}`,
  });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Nonaktifkan produk' }).click();
  await expect(page.getByRole('heading', { name: 'Produk tidak ditemukan' })).toBeVisible();
  const product = await api.product(target!.productId);
  expect(product.isActive).toBe(false);
  expect(product.variants.every((variant) => !variant.isActive)).toBe(true);

  await page.getByRole('tab', { name: 'Nonaktif' }).click();
  await expect(stockBox(page, target!)).toBeVisible();
});

test('a product created with two variants appears in the list', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await page.goto('/product-v3/create');
  await page.getByRole('textbox', { name: /Nama produk/ }).fill(`Kopi Uji ${stamp}`);
  await page.getByRole('textbox', { name: /Deskripsi/ }).fill('Kopi untuk uji tambah produk.');
  await page.getByRole('button', { name: 'Tambah varian lain' }).click();
  const names = page.getByRole('textbox', { name: /Nama varian/ });
  const skus = page.getByRole('textbox', { name: /SKU/ });
  const prices = page.getByRole('textbox', { name: /Harga/ });
  const stocks = page.getByRole('textbox', { name: /Stok/ });
  for (const index of [0, 1]) {
    await names.nth(index).fill(`${index === 0 ? '250' : '500'} gr ${stamp}`);
    await skus.nth(index).fill(`UJI-${stamp}-${index + 1}`);
    await prices.nth(index).fill(String(50_000 * (index + 1)));
    await stocks.nth(index).fill(String(10 + index));
  }
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/product-v3\?page=1$/);
  for (const size of ['250', '500']) {
    await expect(
      page.getByRole('textbox', { name: `Stok Kopi Uji ${stamp} – ${size} gr ${stamp}` }),
    ).toBeVisible();
  }
});

test('a stock file with one bad row: one error reported, the other rows applied', async ({
  page,
}) => {
  const api = await sandbox(page);
  const [a, b] = (await api.variants('page=1&size=2&sortBy=createdAt&sortDirection=asc')).rows;
  expect(a && b).toBeTruthy();
  const csv = `sku,stok\n${a!.sku},${a!.stock + 5}\nTIDAK-ADA,abc\n${b!.sku},${b!.stock + 6}\n`;
  await page.goto('/product-v3');
  await page
    .getByLabel('Berkas CSV atau XLSX')
    .setInputFiles({ name: 'stok-uji.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Unggah' }).click();
  const row = page.getByRole('row', { name: /stok-uji\.csv/ });
  // The file is processed in the background and the list polls it with backoff (2, 4, 8 s …).
  await expect(row.getByText('Selesai')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('2 dari 3 baris berhasil')).toBeVisible();
  await expect(row.getByText('1 baris gagal')).toBeVisible();

  const href = await row
    .getByRole('link', { name: 'Unduh laporan kesalahan' })
    .getAttribute('href');
  const report = await (await page.request.get(href ?? '')).text();
  expect(
    report
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/),
  ).toEqual(['baris,kolom,pesan', '3,stok,Stok harus berupa angka bulat 0 atau lebih.']);

  const after = (await api.variants('page=1&size=2&sortBy=createdAt&sortDirection=asc')).rows;
  expect(after.map((variant) => variant.stock)).toEqual([a!.stock + 5, b!.stock + 6]);
});

test('a product notification lands on the filtered list with the variant highlighted', async ({
  page,
}) => {
  const api = await sandbox(page);
  const notification = (await api.notifications()).find(
    (entry) => entry.additionalData.variantName && entry.additionalData.variantId,
  );
  expect(notification).toBeDefined();
  const data = notification!.additionalData;
  // The link the notification opens: the list searched by the variant's name, the variant itself marked.
  const query = new URLSearchParams({
    source: 'notification',
    q: data.variantName ?? '',
    variantId: String(data.variantId),
    page: '1',
    size: '25',
    selectedTab: data.selectedTab ?? 'active',
    ...(data.stockStatus ? { stockStatus: data.stockStatus } : {}),
  });
  await page.goto(`/product-v3?${query.toString()}`);
  const highlighted = page.locator('tr[data-highlighted="true"]');
  await expect(highlighted.first()).toBeVisible();
  // Exactly the notification's variant, never every variant sharing its name.
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted.first()).toContainText(data.variantName ?? '');
  await expect(highlighted.first().getByText('Dari notifikasi')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue(
    data.variantName ?? '',
  );
  await expectAxeClean(page);
});

test('a product name in the list opens its detail; the bare detail page finds a product by name', async ({
  page,
}) => {
  const api = await sandbox(page);
  const [first] = (await api.variants('page=1&size=1&sortBy=createdAt&sortDirection=desc')).rows;
  expect(first).toBeDefined();
  const product = await api.product(first!.productId);

  await page.goto(`/product-v3?q=${encodeURIComponent(first!.sku)}`);
  await page.getByRole('link', { name: first!.productName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/detail-product/${first!.productId}$`));
  await expect(page.getByRole('heading', { name: first!.productName, level: 1 })).toBeVisible();
  for (const variant of product.variants)
    await expect(page.getByRole('cell', { name: variant.sku, exact: true })).toBeVisible();

  await page.goto('/detail-product');
  await expect(page.getByRole('heading', { name: 'Detail Produk', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(first!.productName);
  const results = page.getByRole('list', { name: 'Hasil pencarian produk' });
  await results.getByRole('link', { name: first!.productName, exact: true }).first().click();
  await expect(page).toHaveURL(/\/detail-product\/\d+$/);
  await expect(page.getByRole('heading', { name: first!.productName, level: 1 })).toBeVisible();
  await expectAxeClean(page);
});
