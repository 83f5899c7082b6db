import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

// Issue 41, items 7 and 14, against the real sandbox and its contract limits.

interface ApiVariant {
  id: number;
  productName: string;
  name: string;
  sku: string;
  stock: number;
}

async function sandbox(page: Page) {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  expect(brandId).not.toBeNull();
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async variants(query: string): Promise<ApiVariant[]> {
      const response = await page.request.get(
        `/api/product/v3/partner/variant/list?brandId=${brandId}&${query}`,
        { headers },
      );
      return ((await response.json()) as { data: ApiVariant[] }).data;
    },
    async bulkFiles(): Promise<{ fileName: string }[]> {
      const response = await page.request.get(
        `/api/product/v1/partner/bulk-file/list?brandId=${brandId}&page=1&size=50`,
        { headers },
      );
      return ((await response.json()) as { data: { fileName: string }[] }).data;
    },
  };
}

const stockBox = (page: Page, variant: ApiVariant) =>
  page.getByRole('textbox', { name: `Stok ${variant.productName} – ${variant.name}` });

// The sandbox answers slowly on a busy 2-core machine; a flow of a dozen calls gets a minute.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
});

test('one stock cell past the limit: the valid row is saved, the bad one keeps its message', async ({
  page,
}) => {
  const api = await sandbox(page);
  const [a, b] = await api.variants('page=1&size=2&sortBy=createdAt&sortDirection=asc');
  expect(a && b).toBeTruthy();
  await page.goto('/product-v3?sort=oldest');
  await expect(stockBox(page, a!)).toBeVisible();

  await stockBox(page, a!).fill(String(a!.stock + 3));
  await stockBox(page, b!).fill('99999999999999999999');
  await expect(page.getByText('Stok maksimal 1.000.000.000.')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan stok' }).click();

  await expect(page.getByText('Tersimpan', { exact: true })).toHaveCount(1);
  await expect(
    page.getByText(
      '1 stok tersimpan. 1 stok belum disimpan: perbaiki isian yang ditandai, lalu simpan lagi.',
    ),
  ).toBeVisible();
  await expect(stockBox(page, b!)).toHaveValue('99999999999999999999');
  await expect(stockBox(page, b!)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/items\[|Kolom '/)).toHaveCount(0);

  const after = await api.variants('page=1&size=2&sortBy=createdAt&sortDirection=asc');
  expect(after.map((variant) => variant.stock)).toEqual([a!.stock + 3, b!.stock]);
});

test('a bulk file with unknown headers is refused before upload, with the templates offered', async ({
  page,
}) => {
  const api = await sandbox(page);
  await page.goto('/product-v3');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/product/bulk')) uploads.push(request.url());
  });
  await page.getByLabel('Berkas CSV atau XLSX').setInputFiles({
    name: 'asal-kolom.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('kode,jumlah\nX,1\n'),
  });
  await expect(
    page.getByText(/^Judul kolom berkas tidak dikenali \(kode, jumlah\)\. .*untuk stok sku, stok;/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unggah' })).toBeDisabled();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Unduh templat stok (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('templat-stok.csv');

  expect(uploads).toEqual([]);
  expect((await api.bulkFiles()).map((entry) => entry.fileName)).not.toContain('asal-kolom.csv');
});
