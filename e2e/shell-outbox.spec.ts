import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { toasts } from './support/shell';
import { quietWelcome } from './support/welcome';

test.describe.configure({ timeout: 90_000 });

/** The first active variant of the seller's current brand, read from the sandbox API. */
async function firstVariant(page: Page) {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  const response = await page.request.get(
    `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=1&status=active`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const [variant] = (
    (await response.json()) as {
      data: { id: number; productName: string; name: string; sku: string; stock: number }[];
    }
  ).data;
  expect(variant).toBeDefined();
  return variant!;
}

/** True when the middle of `selector`'s box is the element itself (or inside it): nothing covers it. */
async function isOnTop(page: Page, name: string): Promise<boolean> {
  return page.evaluate((label) => {
    const panel = document.querySelector(`[aria-label="${label}"]`);
    if (!panel) return false;
    const box = panel.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
    return hit !== null && panel.contains(hit);
  }, name);
}

for (const width of [1440, 768, 375]) {
  test(`at ${width} px a stock save with the connection dropped shows one calm state: the row and a pill in view, no red toast`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.seller);
    const variant = await firstVariant(page);
    const indicatorLoaded = page.waitForResponse((response) =>
      /\/assets\/OutboxIndicator-[^/]+\.js$/.test(response.url()),
    );
    await page.goto(`/product-v3?q=${encodeURIComponent(variant.sku)}`);
    await indicatorLoaded;
    const stockBox = page.getByRole('textbox', {
      name: `Stok ${variant.productName} – ${variant.name}`,
    });
    await expect(stockBox).toHaveValue(String(variant.stock));
    await stockBox.fill(String(variant.stock + 3));
    // The connection drops without the browser noticing (offline, the outbox's own code could be
    // left out for a moment, which e2e/offline-saves.spec.ts covers): the API calls get no answer.
    await page.route('**/api/**', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Simpan stok' }).click();

    await expect(
      page.getByTestId(`variant-row-${variant.id}`).getByText('Menunggu koneksi'),
    ).toBeVisible();
    const pill = page.getByRole('region', { name: 'Perubahan yang belum tersimpan' });
    await expect(pill.getByText('1 perubahan menunggu koneksi')).toBeVisible();
    await expect(pill.getByRole('button', { name: 'Lihat' })).toBeVisible();
    expect(await isOnTop(page, 'Perubahan yang belum tersimpan')).toBe(true);
    // The kept write is not a failure: no connection toast for it, then or a moment later.
    await expect(toasts(page).getByText(/Gagal menghubungi server/)).toHaveCount(0);
  });
}
