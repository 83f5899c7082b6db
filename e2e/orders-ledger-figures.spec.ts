import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

/*
 * Issue 41, items 3 and 4: pages that show the same figure agree on the seeded data. A ledger
 * payout opens its order, whose detail and packing list show the lines that make its total and
 * the same total the ledger credited.
 */

const rupiah = (n: number) =>
  `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(n)}`;

/** A read of the sandbox as the signed-in seller, for the current brand, straight from the API. */
async function apiGet<T>(page: Page, path: (brandId: string) => string): Promise<T> {
  const token =
    (await page.context().cookies()).find((cookie) => cookie.name === 'evb_token')?.value ?? '';
  const brandId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
  );
  expect(brandId).not.toBeNull();
  const response = await page.request.get(path(String(brandId)), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: T }).data;
}

interface ApiOrder {
  orderCode: string;
  courier: string;
  waybillNumber: string | null;
  totalAmount: number;
  subtotal: number;
  shippingCost: number;
}

const orderList = (query: string) => (brandId: string) =>
  `/api/admin/admin/order-list?brandId=${brandId}&page=1&${query}`;

async function apiOrder(page: Page, orderCode: string): Promise<ApiOrder> {
  const found = await apiGet<ApiOrder[]>(
    page,
    orderList(`status=-1&size=15&q=${encodeURIComponent(orderCode)}`),
  );
  expect(found.map((o) => o.orderCode)).toEqual([orderCode]);
  return found[0]!;
}

/** The text of each `dt` and the `dd` after it. */
async function termsOf(list: Locator): Promise<[string, string][]> {
  return list.evaluate((dl) =>
    [...dl.querySelectorAll('dt')].map((dt) => [
      dt.textContent ?? '',
      dt.nextElementSibling?.textContent ?? '',
    ]),
  );
}

test.describe('figures that agree: ledger, order detail and packing list', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
  });

  test('a ledger payout opens its order; detail and packing list show the same lines and total', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller, { to: '/finance-transaction?category=order_income' });
    const link = page.getByRole('link', { name: /^Buka pesanan / }).first();
    await expect(link).toBeVisible();
    const orderCode = (await link.textContent()) ?? '';
    // The real code of a seeded order: INV/<date>/<brand>/<number>.
    expect(orderCode).toMatch(/^INV\/\d{8}\/\d+\/\d{6}$/);
    const entry = page.getByRole('row').filter({ has: link });
    const credited = (await entry.getByRole('cell').nth(3).textContent()) ?? '';

    const order = await apiOrder(page, orderCode);
    expect(credited).toBe(rupiah(order.totalAmount));

    await link.click();
    await expect(page).toHaveURL(/\/transaction(-v3)?\?/);
    const row = page.locator(`[data-order-code="${orderCode}"]`);
    await expect(row).toBeVisible();
    await expect(page.getByText('Belum ada pesanan')).toHaveCount(0);
    await page.getByRole('button', { name: `Detail ${orderCode}` }).click();
    const payment = page
      .getByRole('dialog', { name: `Detail pesanan ${orderCode}` })
      .getByRole('region', { name: 'Rincian pembayaran' });
    const lines = [
      ['Subtotal produk', rupiah(order.subtotal)],
      ['Ongkos kirim', rupiah(order.shippingCost)],
      ['Total', rupiah(order.totalAmount)],
    ];
    expect(order.subtotal + order.shippingCost).toBe(order.totalAmount);
    expect(await termsOf(payment.locator('dl'))).toEqual(lines);
    // The same total the ledger credited.
    expect(lines[2]![1]).toBe(credited);
    await expectAxeClean(page);

    await page.goto(`/print-page?orders=${encodeURIComponent(orderCode)}&kind=packing`);
    const packing = page.getByRole('article', { name: `Daftar kemas (A4) ${orderCode}` });
    await expect(packing).toBeVisible();
    const footer = packing.locator('tfoot tr');
    await expect(footer).toHaveCount(3);
    const printed = await footer.evaluateAll((rows) =>
      rows.map((tr) => [
        tr.querySelector('th')?.textContent ?? '',
        tr.querySelector('td')?.textContent ?? '',
      ]),
    );
    expect(printed).toEqual(lines);
    await expectAxeClean(page);
  });

  test('a seeded J&T waybill is one the waybill dialog accepts as it is', async ({ page }) => {
    await signIn(page, demoAccounts.seller);
    // J&T orders were seeded with 'J&…' waybills, which the dialog's A–Z/digits rule refuses.
    const shipped = await apiGet<ApiOrder[]>(page, orderList('status=3&size=100'));
    const jnt = shipped.find((o) => o.courier === 'J&T Express');
    expect(jnt).toBeDefined();
    expect(jnt!.waybillNumber).toMatch(/^[A-Z0-9]{8,30}$/);

    await page.goto(`/transaction-v3?status=-1&q=${encodeURIComponent(jnt!.orderCode)}`);
    await page.getByRole('button', { name: `Ubah resi ${jnt!.orderCode}` }).click();
    const dialog = page.getByRole('dialog', { name: `Resi pesanan ${jnt!.orderCode}` });
    await expect(dialog.getByLabel('Nomor resi', { exact: true })).toHaveValue(jnt!.waybillNumber);
    await dialog.getByRole('button', { name: 'Simpan resi' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Resi: 8–30 karakter, huruf A–Z dan angka saja.')).toHaveCount(0);
  });
});
