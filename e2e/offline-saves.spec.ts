import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

interface ApiVariant {
  id: number;
  productName: string;
  name: string;
  sku: string;
  stock: number;
}

/** The seller's variants read straight from the sandbox API, to compare with what the page did. */
async function variantsApi(page: Page) {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  expect(brandId).not.toBeNull();
  return async (query: string): Promise<ApiVariant[]> => {
    const response = await page.request.get(
      `/api/product/v3/partner/variant/list?brandId=${brandId}&${query}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    return ((await response.json()) as { data: ApiVariant[] }).data;
  };
}

const stockBulk = '**/variant/stock/bulk';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
});

test('a stock saved with the network cut survives a reload and lands exactly once when the network is back', async ({
  page,
  context,
}) => {
  const variants = await variantsApi(page);
  const [target] = await variants('page=1&size=1&status=active');
  expect(target).toBeDefined();
  const sku = target!.sku;
  const byId = async () =>
    (await variants(`page=1&size=15&q=${encodeURIComponent(sku)}`)).find(
      (entry) => entry.id === target!.id,
    );

  // Every try of the stock call, as the browser sent it: the outbox must reuse one key.
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/variant/stock/bulk') && request.method() === 'PATCH')
      keys.push(request.headers()['idempotency-key'] ?? '');
  });

  // The outbox's indicator loads once the page has shown its first data (it is no part of the
  // first screen): the connection goes only after that, as it would for a seller mid-edit.
  const indicatorLoaded = page.waitForResponse((response) =>
    /\/assets\/OutboxIndicator-[^/]+\.js$/.test(response.url()),
  );
  await page.goto(`/product-v3?q=${encodeURIComponent(sku)}`);
  await indicatorLoaded;
  const stockBox = page.getByRole('textbox', {
    name: `Stok ${target!.productName} – ${target!.name}`,
  });
  const row = page.getByTestId(`variant-row-${target!.id}`);
  await expect(stockBox).toHaveValue(String(target!.stock));
  const typed = target!.stock + 7;

  // Mid-edit the network goes away; the save is kept on the device instead of failing.
  await stockBox.fill(String(typed));
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Simpan stok' }).click();
  await expect(row.getByText('Menunggu koneksi')).toBeVisible();
  await expect(page.getByText('1 perubahan menunggu koneksi')).toBeVisible();

  // The page needs the network to reload; the stock call stays cut, so the write is still only on the device.
  await page.route(stockBulk, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(stockBox).toHaveValue(String(typed));
  await expect(row.getByText('Menunggu koneksi')).toBeVisible();
  await expect(page.getByText('1 perubahan menunggu koneksi')).toBeVisible();
  expect((await byId())?.stock).toBe(target!.stock);

  // The network is fully back: the browser says so and the outbox replays. The stock call is let
  // through only once the browser is offline, so no timed try lands before the comeback (its toast
  // could be gone by the time it is looked for). The page must have seen the cut, or going back
  // online is no change it hears of (on a busy machine the two could reach it as one).
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await page.unroute(stockBulk);
  await context.setOffline(false);
  await expect(page.getByText('Perubahan tersimpan setelah koneksi kembali.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.getByText('Tersimpan')).toBeVisible();
  await expect(page.getByText('1 perubahan menunggu koneksi')).toHaveCount(0);

  expect((await byId())?.stock).toBe(typed);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

  // Nothing is left to send: another reload changes nothing.
  await page.reload();
  await expect(stockBox).toHaveValue(String(typed));
  await expect(row.getByText('Menunggu koneksi')).toHaveCount(0);
  expect((await byId())?.stock).toBe(typed);
});

test('parts of the page whose code was still on its way when the network went are left out, and come once it is back', async ({
  page,
  context,
}) => {
  // The bulk upload section loads once the product list is shown; the layout's own parts (the
  // outbox, the chat, the bell) load after the layout has painted; the design system's layers on
  // first use. Hold those chunks, and every chunk asked for after the list is shown, until the
  // browser is offline, so they fail the way a cut connection fails them. The version check is
  // let through: it is what brings back a part cut on its way (below), and it has loaded long
  // before a seller's connection drops.
  const heldParts =
    /\/assets\/(BulkSection|BulkEditSection|OutboxIndicator|chat|NotificationEntry)-/;
  const versionCheck = /\/assets\/version-check-/;
  let listShown = false;
  let cut: () => void = () => undefined;
  const offline = new Promise<void>((resolve) => (cut = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (versionCheck.test(url) || (!listShown && !heldParts.test(url))) return route.continue();
    await offline;
    await route.abort('internetdisconnected');
  });

  await page.goto('/product-v3');
  await expect(page.locator('[data-testid^="variant-row-"]').first()).toBeVisible();
  listShown = true;
  await context.setOffline(true);
  cut();

  // The list stays usable while the network is gone; no error page, no reload. The page goes
  // through a spell offline as a seller's would: the parts it asks for meanwhile are left out
  // without a request. A wait on purpose: the sections load when the browser is idle or scrolls
  // near them, so no event says when they would have come; what is checked is that nothing
  // breaks over time.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('heading', { name: 'Terjadi kesalahan pada tampilan' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { name: 'Unggah Massal' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ubah Massal' })).toHaveCount(0);
  await expect(page.locator('[data-testid^="variant-row-"]').first()).toBeVisible();

  // Back online, a part asked for while offline is asked again. A part whose code was cut on its
  // way cannot be: Chromium keeps that module as failed for the page's life, so the version check
  // reloads the page once (at the same address), which takes longer than the default wait.
  await page.unroute('**/assets/*.js');
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Unggah Massal' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'Ubah Massal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terjadi kesalahan pada tampilan' })).toHaveCount(
    0,
  );
});
