import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { toasts } from './support/shell';
import { quietWelcome } from './support/welcome';

test.describe.configure({ timeout: 90_000 });

/** The first active variant of the seller's current brand (or the one of `sku`), read from the sandbox API. */
async function firstVariant(page: Page, sku?: string) {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  const response = await page.request.get(
    `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=1&status=active${sku ? `&q=${encodeURIComponent(sku)}` : ''}`,
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

/**
 * Records every text that shows in the toast region from now on, however briefly: a red toast
 * that came and went before an assertion looked is still a red toast the seller saw.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[aria-label="Pemberitahuan"] [data-type]')) {
        const text = `${toast.getAttribute('data-type')}: ${toast.textContent ?? ''}`;
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
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

test('a stock save with the browser offline is kept calmly, with no red toast, and sent once when the browser is back online', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  const variant = await firstVariant(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/variant/stock/bulk') && request.method() === 'PATCH')
      sent.push(request.headers()['idempotency-key'] ?? '');
  });
  const landed: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/variant/stock/bulk') && response.request().method() === 'PATCH')
      landed.push(response.status());
  });
  const indicatorLoaded = page.waitForResponse((response) =>
    /\/assets\/OutboxIndicator-[^/]+\.js$/.test(response.url()),
  );
  await page.goto(`/product-v3?q=${encodeURIComponent(variant.sku)}`);
  await indicatorLoaded;
  const stockBox = page.getByRole('textbox', {
    name: `Stok ${variant.productName} – ${variant.name}`,
  });
  await expect(stockBox).toHaveValue(String(variant.stock));
  await stockBox.fill(String(variant.stock + 2));

  const seenToasts = await recordToasts(page);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await page.getByRole('button', { name: 'Simpan stok' }).click();

  const row = page.getByTestId(`variant-row-${variant.id}`);
  await expect(row.getByText('Menunggu koneksi')).toBeVisible();
  const pill = page.getByRole('region', { name: 'Perubahan yang belum tersimpan' });
  await expect(pill.getByText('1 perubahan menunggu koneksi')).toBeVisible();
  await expect(pill.getByRole('button', { name: 'Lihat' })).toBeVisible();
  // Whatever else the page asks for while offline (counts, the live stream, a retry of the save)
  // fails the same way: none of it may show as a red connection toast. A wait on purpose: the
  // outbox retries after 2 s, and a toast from that try must not come either.
  await page.waitForTimeout(3000);
  await expect(toasts(page).getByText(/Gagal menghubungi server/)).toHaveCount(0);
  await expect(toasts(page).locator('[data-type="error"]')).toHaveCount(0);
  expect(landed).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('Perubahan tersimpan setelah koneksi kembali.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.getByText('Tersimpan')).toBeVisible();
  await expect(pill.getByText('1 perubahan menunggu koneksi')).toHaveCount(0);
  // Sent once: one answered call, every try under one key, and the stock moved by 2, not 4.
  expect(landed).toEqual([200]);
  expect(new Set(sent).size).toBe(1);
  expect((await firstVariant(page, variant.sku)).stock).toBe(variant.stock + 2);
  // From the click to the comeback, the only toast was the calm one that says it landed.
  const shown = await seenToasts();
  expect(shown.filter((text) => text.startsWith('error') || /Gagal/.test(text))).toEqual([]);
  expect(shown.some((text) => text.includes('Perubahan tersimpan setelah koneksi kembali.'))).toBe(
    true,
  );
});
