import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';

/*
 * Ship-by deadlines (docs/decisions/ship-by.md): an order placed through the sandbox shows its
 * deadline in the queue and is counted and listed under 'Kirim hari ini', from home's
 * 'Perlu tindakan' card to the filtered queue.
 */

const defaultRule = { workingDays: 2, weekdays: [1, 2, 3, 4, 5] };
const hour = 3_600_000;
const wibOffset = 7 * hour;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** 'Kirim sebelum 3 Des, 14.00 WIB' for a moment, as the queue writes it. */
function shipBefore(at: number): string {
  const wib = new Date(at + wibOffset);
  const two = (n: number) => String(n).padStart(2, '0');
  return `Kirim sebelum ${wib.getUTCDate()} ${months[wib.getUTCMonth()]}, ${two(wib.getUTCHours())}.${two(wib.getUTCMinutes())} WIB`;
}

const nextWibMidnight = (now: number) =>
  Math.ceil((now + wibOffset + 1) / (24 * hour)) * 24 * hour - wibOffset;

async function setRule(page: Page, value: object) {
  const response = await page.request.put('/__sandbox/config/order.shipBy?tenant=partner', {
    data: { value },
  });
  expect(response.status()).toBe(200);
}

test.describe('ship-by deadlines', () => {
  test.setTimeout(60_000 + 4 * 60_000);

  test.afterEach(async ({ page }) => setRule(page, defaultRule));

  test("an order created through the sandbox shows its deadline and lands in 'Kirim hari ini'", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('onboard', 'false'));
    await signIn(page, demoAccounts.seller);
    await page.context().addCookies([{ name: 'promotion', value: 'false', url: page.url() }]);
    const brandId = Number(
      await page.evaluate(() => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string),
    );
    expect(brandId).toBeGreaterThan(0);

    // Every day a working day and one day to ship: an order paid just under a day ago is due later
    // today, whatever the weekday. Close to WIB midnight 'today' has no room left: wait for the next.
    await setRule(page, { workingDays: 1, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    let now = Date.now();
    if (nextWibMidnight(now) - now < 3 * 60_000) {
      await page.waitForTimeout(nextWibMidnight(now) - now + 1000);
      now = Date.now();
    }
    const due = now + Math.min(3 * hour, (nextWibMidnight(now) - now) / 2);
    const paidAt = new Date(due - 24 * hour).toISOString();
    const created = await page.request.post('/__sandbox/activity', {
      data: { kind: 'order', brandId, paidAt },
    });
    expect(created.status()).toBe(201);
    const { ref: orderCode } = ((await created.json()) as { data: { ref: string } }).data;

    // Home opens with the work waiting; its 'Kirim hari ini' leads to exactly those orders.
    await page.goto('/home');
    const shipToday = page.getByRole('link', { name: /^\d+ Kirim hari ini$/ });
    await expect(shipToday).toBeVisible();
    expect(Number(/^(\d+)/.exec((await shipToday.textContent()) ?? '')?.[1])).toBeGreaterThan(0);
    await shipToday.click();
    await expect(page).toHaveURL(/\/transaction-v3\?.*shipBy=today/);
    await expect(page.getByLabel('Batas kirim')).toHaveValue('today');

    const searchbox = page.getByRole('searchbox', { name: 'Cari pesanan' });
    await searchbox.fill(orderCode);
    await searchbox.press('Enter');
    const order = page.locator(`[data-order-code="${orderCode}"]`);
    await expect(order).toBeVisible();
    await expect(page.locator('[data-order-code]')).toHaveCount(1);
    await expect(order.getByText(shipBefore(due))).toBeVisible();
    await expect(page).toHaveURL(/shipBy=today/);

    // The same order is not in 'Terlambat': the windows do not overlap.
    await page.getByLabel('Batas kirim').selectOption({ label: 'Terlambat' });
    await expect(page).toHaveURL(/shipBy=late/);
    await expect(page.locator(`[data-order-code="${orderCode}"]`)).toHaveCount(0);
  });
});
