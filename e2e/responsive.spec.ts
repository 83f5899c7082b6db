import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, header } from './support/shell';
import { quietWelcome } from './support/welcome';

/** The page never scrolls sideways: everything fits the window's width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'document scroll width').toBeLessThanOrEqual(innerWidth);
}

/** Visible and entirely inside the window's width, so reachable without scrolling sideways. */
async function expectInReach(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'bounding box').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

async function openQueue(page: Page) {
  await signIn(page, demoAccounts.seller, { to: '/transaction-v3' });
  await expect(page.getByRole('heading', { name: 'Pesanan', level: 1 })).toBeVisible();
  await expect(page.locator('[data-order-code]').first()).toBeVisible();
}

for (const width of [375, 576, 768]) {
  test.describe(`orders at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each width signs in and walks the queue, a dialog and a detail, with axe on each.
    test.setTimeout(60_000);

    test('fits the width; filters, selection and every order action are in reach and work', async ({
      page,
      context,
      baseURL,
    }) => {
      await quietWelcome(context, baseURL ?? '');
      await openQueue(page);
      await expectNoSidewaysScroll(page);
      // Narrower than the table's columns: one card per order, no table scrolling on its own.
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page.getByRole('list', { name: 'Daftar pesanan' }).getByRole('article').first();
      const code = (await card.locator('[data-order-code]').getAttribute('data-order-code')) ?? '';
      expect(code).not.toBe('');

      const from = page.getByRole('textbox', { name: 'Dari tanggal' });
      const to = page.getByRole('textbox', { name: 'Sampai tanggal' });
      const reset = page.getByRole('button', { name: 'Atur ulang filter' });
      for (const control of [
        page.getByRole('searchbox', { name: 'Cari pesanan' }),
        from,
        to,
        page.getByLabel('Urutkan'),
        reset,
      ]) {
        await expectInReach(page, control);
      }
      for (const action of ['Lihat struk', 'Detail'])
        await expectInReach(page, card.getByRole('button', { name: `${action} ${code}` }));
      await expectInReach(page, page.getByRole('checkbox', { name: `Pilih pesanan ${code}` }));
      await expectAxeClean(page);

      // The date range applies with 'Cari pesanan' once both ends are valid; the reset clears it.
      await from.fill('2026-10-01');
      await to.fill('2026-10-31');
      await page.getByRole('button', { name: 'Cari pesanan' }).click();
      await expect(page).toHaveURL(/from=2026-10-01/);
      await expect(page).toHaveURL(/to=2026-10-31/);
      await expectNoSidewaysScroll(page);
      await reset.click();
      await expect(page).not.toHaveURL(/from=/);
      await expect(from).toHaveValue('');

      // A ticked card brings up the batch actions, all of them in reach.
      await expect(page.locator('[data-order-code]').first()).toBeVisible();
      const first = page.getByRole('list', { name: 'Daftar pesanan' }).getByRole('article').first();
      const firstCode =
        (await first.locator('[data-order-code]').getAttribute('data-order-code')) ?? '';
      await page.getByRole('checkbox', { name: `Pilih pesanan ${firstCode}` }).check();
      await expect(page.getByText('1 pesanan dipilih')).toBeVisible();
      await expectInReach(page, page.getByRole('button', { name: 'Cetak 1 pesanan' }));
      await expectNoSidewaysScroll(page);

      // The detail opens in a dialog inside the window.
      await first.getByRole('button', { name: `Detail ${firstCode}` }).click();
      const dialog = page.getByRole('dialog', { name: `Detail pesanan ${firstCode}` });
      await expectInReach(page, dialog);
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Tutup detail' }).first().click();

      // The receipt opens the print page.
      await first.getByRole('button', { name: `Lihat struk ${firstCode}` }).click();
      await expect(page).toHaveURL(/\/print-page\?/);
    });
  });
}

test.describe('orders at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('fits the width with every filter and order action in reach, as a table or as cards', async ({
    page,
    context,
    baseURL,
  }) => {
    await quietWelcome(context, baseURL ?? '');
    await openQueue(page);
    await expectNoSidewaysScroll(page);
    for (const control of [
      page.getByRole('searchbox', { name: 'Cari pesanan' }),
      page.getByRole('textbox', { name: 'Dari tanggal' }),
      page.getByRole('textbox', { name: 'Sampai tanggal' }),
      page.getByRole('button', { name: 'Atur ulang filter' }),
    ]) {
      await expectInReach(page, control);
    }
    await expectInReach(page, page.getByRole('button', { name: /^Lihat struk / }).first());
    await expectInReach(page, page.getByRole('button', { name: /^Detail / }).first());
    await expectAxeClean(page);
  });
});

test.describe('orders at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('keeps the table, which fits beside the sidebar', async ({ page, context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
    await openQueue(page);
    await expect(page.getByRole('table', { name: 'Daftar pesanan' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const scroller = page.getByRole('region', { name: 'Daftar pesanan' });
    const [scrollWidth, clientWidth] = await scroller.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
    await expectInReach(page, page.getByRole('button', { name: /^Lihat struk / }).first());
  });
});

/** The home cards of one row start and end on the same lines: no hole under a short card. */
async function expectNoHoles(page: Page): Promise<void> {
  const boxes = await page
    .getByRole('main')
    .locator('section[aria-labelledby]')
    .evaluateAll((cards) =>
      cards.map((card) => card.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(7);
  for (const box of boxes) {
    const row = boxes.filter((other) => Math.abs(other.top - box.top) < 1);
    for (const other of row) expect(Math.abs(other.bottom - box.bottom)).toBeLessThan(1);
  }
}

for (const width of [375, 768, 1024, 1440]) {
  test(`home at ${width} px: the cards fill their rows and fit the width`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.seller, { to: '/home' });
    await expect(page.getByRole('heading', { name: 'Pesanan per Status' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoHoles(page);
    await expectNoSidewaysScroll(page);
  });
}

test.describe('mofasa header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('is one bar with nothing under it: a single brand leaves no brand row', async ({
    page,
    context,
    baseURL,
  }) => {
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.mofasa);
    await expectShellReady(page);
    const bar = await header(page).boundingBox();
    const toggle = await page.getByRole('button', { name: 'Buka atau tutup menu' }).boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(64);
    // The toggle sits in the middle of the bar, not at the top of a taller one.
    const gapAbove = (toggle?.y ?? 0) - (bar?.y ?? 0);
    const gapBelow = (bar?.y ?? 0) + (bar?.height ?? 0) - (toggle?.y ?? 0) - (toggle?.height ?? 0);
    expect(Math.abs(gapAbove - gapBelow)).toBeLessThanOrEqual(2);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
