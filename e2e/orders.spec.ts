import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';

interface ApiOrder {
  orderCode: string;
  status: number;
  waybillNumber: string | null;
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
    brandId: Number(brandId),
    async counts(): Promise<Record<number, number>> {
      const response = await page.request.get(
        `/api/admin/admin/order-list/v2/count?brandId=${brandId}`,
        { headers },
      );
      const body = (await response.json()) as {
        data: { totalTransaction: { status: number; total: number }[] };
      };
      return Object.fromEntries(
        body.data.totalTransaction.map(({ status, total }) => [status, total]),
      );
    },
    async list(status: number, extra = ''): Promise<{ orders: ApiOrder[]; total: number }> {
      const response = await page.request.get(
        `/api/admin/admin/order-list?brandId=${brandId}&status=${status}&page=1&size=15${extra}`,
        { headers },
      );
      const body = (await response.json()) as { data: ApiOrder[]; metadata: { totalItem: number } };
      return { orders: body.data, total: body.metadata.totalItem };
    },
  };
}

function tab(page: Page, label: string) {
  return page.getByRole('tab', { name: new RegExp(`^${label}`) });
}

async function tabCount(page: Page, label: string): Promise<string> {
  const text = (await tab(page, label).textContent()) ?? '';
  return text.slice(label.length).trim();
}

/** The table row of one order: its order cell carries the code. */
/** An order's table row, or its card where the queue is narrower than the table. */
function orderRow(page: Page, orderCode: string | undefined) {
  return page
    .getByRole('row')
    .or(page.getByRole('article'))
    .filter({ has: page.locator(`[data-order-code="${orderCode}"]`) });
}

function rowCodes(page: Page): Promise<string[]> {
  return page
    .locator('[data-order-code]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-code') ?? ''));
}

/** Ticks a row's box from the keyboard, as the sticky header may cover it for the mouse. */
async function select(page: Page, orderCode: string | undefined) {
  const box = page.getByRole('checkbox', { name: `Pilih pesanan ${orderCode}` });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Cari pesanan' }).fill(text);
  await page.getByRole('searchbox', { name: 'Cari pesanan' }).press('Enter');
  await expect.poll(() => rowCodes(page)).toEqual([text]);
}

async function openQueue(page: Page) {
  await signIn(page, demoAccounts.seller);
  // The onboarding popup (and the promotion after it) belong to other flows; they stay shut here.
  await page.evaluate(() => localStorage.setItem('onboard', 'false'));
  await page.context().addCookies([{ name: 'promotion', value: 'false', url: page.url() }]);
  await page.goto('/transaction-v3');
  await expect(page.getByRole('heading', { name: 'Pesanan', level: 1 })).toBeVisible();
  await expect(page.locator('[data-order-code]').first()).toBeVisible();
}

async function showStatus(page: Page, label: string, sort?: string) {
  await tab(page, label).click();
  await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
  if (sort) await page.getByLabel('Urutkan').selectOption({ label: sort });
  await expect(page.locator('[aria-busy="false"]')).toBeVisible();
  await expect(page.locator('[data-order-code]').first()).toBeVisible();
}

test.describe('order queue against the sandbox', () => {
  test.describe.configure({ mode: 'serial' });
  // Each flow moves orders through several statuses, a call and a reload each: over 30 s when busy.
  test.setTimeout(60_000);

  test('tabs show the sandbox counts and each tab lists that status', async ({ page }) => {
    await openQueue(page);
    const api = await sandbox(page);
    const counts = await api.counts();
    const labels: [string, number][] = [
      ['Belum diproses', 1],
      ['Diproses', 2],
      ['Dikirim', 3],
      ['Retur', 5],
      ['Diterima', 8],
    ];
    const tabNames = await page.getByRole('tab').allTextContents();
    expect(tabNames[0]).toMatch(/^Semua/);
    for (const [label, status] of labels) {
      const total = counts[status] ?? 0;
      expect(await tabCount(page, label)).toBe(total > 99 ? '99+' : String(total));
      await showStatus(page, label);
      const expected = await api.list(status, '&sortBy=createdAt&sortDirection=asc');
      await expect(page.getByText(`dari ${expected.total} pesanan`)).toBeVisible();
      await expect
        .poll(() => rowCodes(page))
        .toEqual(expected.orders.map((order) => order.orderCode));
    }
    await expect(page).toHaveURL(/status=8/);
    await expectAxeClean(page);
  });

  test('a transaction notification link opens the queue with its order highlighted', async ({
    page,
  }) => {
    await openQueue(page);
    const api = await sandbox(page);
    const [target] = (await api.list(2)).orders;
    expect(target).toBeDefined();
    // The link a transaction notification opens (notification-target.ts): the order's code, marked as from a notification.
    await page.goto(
      `/transaction-v3?page=1&size=25&status=-1&q=${encodeURIComponent(target?.orderCode ?? '')}&source=notification`,
    );
    await expect(page.locator(`[data-order-code="${target?.orderCode}"]`)).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await expect(orderRow(page, target?.orderCode)).toContainText('Pesanan dari notifikasi');
    await expect(tab(page, 'Semua')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Baris per halaman')).toHaveValue('25');

    // The same code typed by hand is a search, not a notification.
    await page.goto(
      `/transaction-v3?page=1&size=25&status=-1&q=${encodeURIComponent(target?.orderCode ?? '')}`,
    );
    await expect(orderRow(page, target?.orderCode)).toBeVisible();
    await expect(page.locator(`[data-order-code="${target?.orderCode}"]`)).not.toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await expect(orderRow(page, target?.orderCode)).not.toContainText('Pesanan dari notifikasi');
  });

  test('two orders go from Belum diproses to Diproses in one batch, then to Dikirim with pasted waybills, then print', async ({
    page,
  }) => {
    await openQueue(page);
    const api = await sandbox(page);
    const before = await api.counts();
    await showStatus(page, 'Belum diproses');
    const [first, second] = await rowCodes(page);
    expect(first && second).toBeTruthy();

    await select(page, first);
    await select(page, second);
    // The tabs and the sidebar's active-transaction badge both refetch the count call: two calls.
    let countCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/admin/order-list/v2/count')) countCalls += 1;
    });
    await page.getByRole('button', { name: 'Proses 2 pesanan' }).click();
    const result = page.getByRole('dialog', { name: 'Hasil proses pesanan' });
    await expect(result.getByText('2 pesanan berhasil')).toBeVisible();
    await expect.poll(() => countCalls).toBeGreaterThanOrEqual(2);
    await result.getByRole('button', { name: 'Tutup' }).first().click();

    const afterProcess = await api.counts();
    expect(afterProcess[1]).toBe((before[1] ?? 0) - 2);
    expect(afterProcess[2]).toBe((before[2] ?? 0) + 2);
    await expect(tab(page, 'Belum diproses')).toContainText(String(afterProcess[1]));
    await expect(page.locator(`[data-order-code="${first}"]`)).toHaveCount(0);

    // The selection is kept across searches: each order is found by its code and ticked.
    await showStatus(page, 'Diproses');
    const ordered = [first, second];
    for (const code of ordered) {
      await search(page, code ?? '');
      await select(page, code);
    }
    await expect(page.getByText('2 pesanan dipilih')).toBeVisible();
    await page.getByRole('button', { name: 'Input resi 2 pesanan' }).click();
    const waybills = page.getByRole('dialog', { name: 'Input resi 2 pesanan' });
    const column = waybills.getByLabel(/Nomor resi \(satu per baris/);
    await column.fill('JP0000000001');
    await waybills.getByRole('button', { name: 'Simpan resi' }).click();
    await expect(waybills.getByRole('alert')).toContainText(
      'Jumlah resi (1) harus sama dengan jumlah pesanan (2).',
    );
    await column.fill('jp0000000001\nJP0000000002\n');
    await waybills.getByRole('button', { name: 'Simpan resi' }).click();
    const saved = page.getByRole('dialog', { name: 'Hasil input resi' });
    await expect(saved.getByText('2 pesanan berhasil')).toBeVisible();
    await saved.getByRole('button', { name: 'Tutup' }).first().click();

    const afterWaybill = await api.counts();
    expect(afterWaybill[3]).toBe((afterProcess[3] ?? 0) + 2);
    for (const [index, code] of ordered.entries()) {
      const found = await api.list(3, `&q=${encodeURIComponent(code ?? '')}`);
      expect(found.orders.map((order) => [order.orderCode, order.waybillNumber])).toEqual([
        [code, `JP000000000${index + 1}`],
      ]);
    }

    await showStatus(page, 'Dikirim');
    for (const [index, code] of ordered.entries()) {
      await search(page, code ?? '');
      await expect(orderRow(page, code)).toContainText(`JP000000000${index + 1}`);
      await select(page, code);
    }
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Cetak 2 pesanan' }).click();
    await expect(page).toHaveURL(/\/print-page\?orders=/);
    for (const code of ordered) {
      await expect(
        page.getByRole('article', { name: `Label pengiriman (A6) ${code}` }),
      ).toBeVisible();
      await expect(page.getByRole('article', { name: `Daftar kemas (A4) ${code}` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Cetak', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expectAxeClean(page);
  });

  test('a failing order in a batch is named and the other one is still processed', async ({
    page,
  }) => {
    await openQueue(page);
    const api = await sandbox(page);
    await showStatus(page, 'Belum diproses');
    const [failing, passing] = await rowCodes(page);
    expect(failing && passing).toBeTruthy();
    const fault = await page.request.put('/__sandbox/config/sandbox.orders.failProcess', {
      data: { value: [failing] },
    });
    expect(fault.ok()).toBe(true);
    try {
      await select(page, failing);
      await select(page, passing);
      await page.getByRole('button', { name: 'Proses 2 pesanan' }).click();
      const result = page.getByRole('dialog', { name: 'Hasil proses pesanan' });
      await expect(result.getByText('1 pesanan berhasil')).toBeVisible();
      await expect(result.getByText('1 pesanan gagal')).toBeVisible();
      await expect(
        result.getByText(`${failing}: Pesanan gagal diproses: stok gudang sedang dikunci.`),
      ).toBeVisible();
      await expectAxeClean(page);
      await result.getByRole('button', { name: 'Tutup' }).first().click();
      const waiting = await api.list(1, '&sortBy=createdAt&sortDirection=asc');
      expect(waiting.orders.map((order) => order.orderCode)).toContain(failing);
      expect(waiting.orders.map((order) => order.orderCode)).not.toContain(passing);
      await expect(page.getByText('1 pesanan dipilih')).toBeVisible();
    } finally {
      await page.request.put('/__sandbox/config/sandbox.orders.failProcess', {
        data: { value: [] },
      });
    }
  });
});

test.describe('the transaction activation flag picks the order path', () => {
  test.describe.configure({ mode: 'serial' });
  // Each flow changes the tenant's flag, signs in again and opens both order paths.
  test.setTimeout(60_000);

  const flag = '/__sandbox/config/transaction.v3.enable?tenant=partner';

  async function expectQueueAt(page: Page, pathname: string, query: Record<string, string>) {
    await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
    const params = new URL(page.url()).searchParams;
    for (const [name, value] of Object.entries(query)) expect(params.get(name)).toBe(value);
    await expect(page.getByRole('heading', { name: 'Pesanan', level: 1 })).toBeVisible();
  }

  test('with the flag on /transaction forwards to /transaction-v3 keeping the query', async ({
    page,
  }) => {
    await openQueue(page);
    await page.goto('/transaction?page=1&size=25&status=2');
    await expectQueueAt(page, '/transaction-v3', { page: '1', size: '25', status: '2' });
    await expect(tab(page, 'Diproses')).toHaveAttribute('aria-selected', 'true');
  });

  test('with the flag off /transaction-v3 forwards to /transaction keeping the query', async ({
    page,
  }) => {
    const off = await page.request.put(flag, { data: { value: false } });
    expect(off.ok()).toBe(true);
    try {
      await signIn(page, demoAccounts.seller);
      await page.evaluate(() => localStorage.setItem('onboard', 'false'));
      await page.context().addCookies([{ name: 'promotion', value: 'false', url: page.url() }]);
      await page.goto('/transaction-v3?page=1&size=25&status=3');
      await expectQueueAt(page, '/transaction', { page: '1', size: '25', status: '3' });
      await expect(tab(page, 'Dikirim')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-order-code]').first()).toBeVisible();
    } finally {
      await page.request.put(flag, { data: { value: true } });
    }
  });
});
