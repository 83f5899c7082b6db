import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

// Issue 42, part 3: a stock edit on the list is the newest entry of the variant's 'Riwayat stok'.

interface ApiVariant {
  id: number;
  productId: number;
  productName: string;
  name: string;
  sku: string;
  stock: number;
}

async function oldestVariant(page: Page): Promise<ApiVariant> {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  expect(brandId).not.toBeNull();
  const response = await page.request.get(
    `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=1&sortBy=createdAt&sortDirection=asc`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const [variant] = ((await response.json()) as { data: ApiVariant[] }).data;
  expect(variant).toBeTruthy();
  return variant!;
}

const level = (stock: number) => stock.toLocaleString('id-ID');

// The sandbox answers slowly on a busy 2-core machine; a flow of a dozen calls gets a minute.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
});

test("a stock edit in the grid is the newest entry of the variant's 'Riwayat stok'", async ({
  page,
}) => {
  const variant = await oldestVariant(page);
  await page.goto('/product-v3?sort=oldest');
  const stockBox = page.getByRole('textbox', {
    name: `Stok ${variant.productName} – ${variant.name}`,
  });
  await expect(stockBox).toBeVisible();
  await stockBox.fill(String(variant.stock + 4));
  await page.getByRole('button', { name: 'Simpan stok' }).click();
  await expect(page.getByText('Tersimpan', { exact: true })).toHaveCount(1);

  // The product name opens its detail; the variant's row opens its history.
  await page.getByRole('link', { name: variant.productName }).first().click();
  await expect(page.getByRole('heading', { name: variant.productName, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `Riwayat stok ${variant.name}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/detail-product/${variant.productId}\\?variantId=${variant.id}$`),
  );

  const table = page.getByRole('table', { name: /^Riwayat stok: / });
  const newest = table.getByRole('row').nth(1);
  await expect(newest.getByRole('cell')).toHaveText([
    /^\d{1,2} \w{3} \d{4}, \d{2}\.\d{2}$/,
    '+4',
    level(variant.stock + 4),
    'Ubah stok',
  ]);
  // The seeded past is there too, and the filter by source keeps only the edits.
  await expect(table.getByRole('row')).not.toHaveCount(2);
  await page.getByRole('combobox', { name: 'Sumber' }).selectOption({ label: 'Ubah stok' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/source=grid/);
  await expect(table.getByRole('cell', { name: /^Pesanan / })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('+4');
  await expectAxeClean(page);
});

test('on a phone the history keeps its figures in view and the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const variant = await oldestVariant(page);
  await page.goto(`/detail-product/${variant.productId}?variantId=${variant.id}`);
  const table = page.getByRole('table', { name: /^Riwayat stok: / });
  await table.scrollIntoViewIfNeeded();
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // The change and the level come before the source's long text, inside the window.
  for (const column of ['Perubahan', 'Stok akhir']) {
    const box = await table.getByRole('columnheader', { name: column }).boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
});
