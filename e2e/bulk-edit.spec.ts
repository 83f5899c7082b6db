import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

// Issue 42, part 2: download the filtered selection, edit two prices and one stock in the file,
// upload it, see exactly those three changes in the preview, confirm, and find them on the list
// and in the variant's 'Riwayat stok'.

interface ApiVariant {
  id: number;
  productId: number;
  productName: string;
  name: string;
  sku: string;
  price: number;
  stock: number;
}

async function apiVariants(page: Page, query: string): Promise<ApiVariant[]> {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  expect(brandId).not.toBeNull();
  const response = await page.request.get(
    `/api/product/v3/partner/variant/list?brandId=${brandId}&${query}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return ((await response.json()) as { data: ApiVariant[] }).data;
}

/** Two variants one search finds (their SKUs' shared start), so the file stays small. */
async function twoVariants(
  page: Page,
): Promise<{ q: string; first: ApiVariant; second: ApiVariant }> {
  const [oldest] = await apiVariants(page, 'page=1&size=1&sortBy=createdAt&sortDirection=asc');
  expect(oldest).toBeTruthy();
  const q = oldest!.sku.replace(/-[^-]*$/, '');
  const found = await apiVariants(page, `page=1&size=50&q=${encodeURIComponent(q)}`);
  expect(found.length).toBeGreaterThanOrEqual(2);
  return { q, first: found[0]!, second: found[1]! };
}

/** One CSV line as its raw cells (a quoted cell keeps its quotes): enough to change numbers. */
function rawCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const rupiah = (value: number) => `Rp${value.toLocaleString('id-ID')}`;
const figure = (value: number) => value.toLocaleString('id-ID');

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
});

test('a downloaded file, edited, previews exactly its changes and applies them on confirm', async ({
  page,
}) => {
  const { q, first, second } = await twoVariants(page);
  await page.goto(`/product-v3?q=${encodeURIComponent(q)}`);
  const section = page.getByRole('region', { name: 'Ubah Massal' });
  await expect(section).toBeVisible();
  await expect(section.getByLabel('Produk di berkas')).toHaveValue('filter');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);

  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = rawCells(lines[0]!);
  expect(header).toEqual(['sku', 'produk', 'varian', 'harga', 'stok', 'status']);
  const [price, stock] = [header.indexOf('harga'), header.indexOf('stok')];
  const edits = new Map([
    [first.sku, { price: first.price + 1000, stock: first.stock + 3 }],
    [second.sku, { price: second.price + 2000, stock: second.stock }],
  ]);
  const edited = lines.map((line, index) => {
    const cells = rawCells(line);
    const edit = index > 0 ? edits.get(cells[0]!) : undefined;
    if (!edit) return line;
    cells[price] = String(edit.price);
    cells[stock] = String(edit.stock);
    return cells.join(',');
  });
  const fileName = `ubah-massal-e2e-${Date.now()}.csv`;
  await section.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${edited.join('\n')}`, 'utf8'),
  });
  await section.getByRole('button', { name: 'Periksa perubahan' }).click();

  await expect(page).toHaveURL(/\/product-v3\/bulk-edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pratinjau Ubah Massal' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Baris berkas: Akan diubah' });
  // In the file's row order, which is the export's: compared as a set.
  await expect(table.getByRole('listitem')).toHaveCount(3);
  expect((await table.getByRole('listitem').allTextContents()).sort()).toEqual(
    [
      `Harga: ${rupiah(first.price)} → ${rupiah(first.price + 1000)}`,
      `Stok: ${figure(first.stock)} → ${figure(first.stock + 3)}`,
      `Harga: ${rupiah(second.price)} → ${rupiah(second.price + 2000)}`,
    ].sort(),
  );
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Terapkan perubahan' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('2 baris (3 sel) akan diubah.');
  await dialog.getByRole('button', { name: 'Ya, terapkan' }).click();
  await expect(page.getByRole('heading', { name: 'Hasil Ubah Massal' })).toBeVisible();
  const result = page.getByRole('table', { name: 'Baris berkas: Perubahan' });
  await expect(result.getByRole('cell', { name: 'Diterapkan' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Unduh hasil (CSV)' })).toBeVisible();

  await page.getByRole('link', { name: 'Kembali ke daftar produk' }).click();
  await page.goto(`/product-v3?q=${encodeURIComponent(q)}`);
  const firstRow = page.getByRole('row').filter({ hasText: first.sku });
  await expect(firstRow.getByRole('cell', { name: rupiah(first.price + 1000) })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: `Stok ${first.productName} – ${first.name}` }),
  ).toHaveValue(String(first.stock + 3));
  const secondRow = page.getByRole('row').filter({ hasText: second.sku });
  await expect(secondRow.getByRole('cell', { name: rupiah(second.price + 2000) })).toBeVisible();

  await page.goto(`/detail-product/${first.productId}?variantId=${first.id}`);
  const history = page.getByRole('table', { name: /^Riwayat stok: / });
  await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    /^\d{1,2} \w{3} \d{4}, \d{2}\.\d{2}$/,
    '+3',
    figure(first.stock + 3),
    `Unggah file ${fileName}`,
  ]);
});
