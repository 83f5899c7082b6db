import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

/*
 * What is on screen stays where it is when late data arrives: placeholders take the room of
 * what replaces them. The calls are held in the browser until the test lets them go, so the
 * page is measured with its placeholders and again with its data.
 */

/** Holds every call matching `pattern` until the returned function is called. */
async function holdCalls(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const homeCalls =
  /brand-score|\/dashboard\/v3\/|brand-balance|order-list\/v2\/count|brand-announcement/;

/** Each section of the page by its heading, with its height; `selector` narrows the sections. */
async function sectionHeights(page: Page, selector = 'section'): Promise<[string, number][]> {
  return page
    .getByRole('main')
    .locator(selector)
    .evaluateAll((sections) =>
      sections.map((section): [string, number] => [
        section.querySelector('h2')?.textContent ?? '',
        Math.round(section.getBoundingClientRect().height),
      ]),
    );
}

for (const width of [375, 1440]) {
  test(`home at ${width} px: each card keeps its height when its data arrives`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.seller);
    const release = await holdCalls(page, homeCalls);
    await page.goto('/home');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(8);
    const loading = await sectionHeights(page, 'section[aria-labelledby]');
    await expectAxeClean(page);

    release();
    await expect(page.getByText('Skor transaksi')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const loaded = await sectionHeights(page, 'section[aria-labelledby]');
    // The penalty card lists the brand's penalties: its height is the data's, and its
    // placeholder is the common case of none (this brand has one).
    const steady = (cards: [string, number][]) =>
      cards.filter(([title]) => title !== 'Poin Penalti');
    expect(steady(loaded)).toHaveLength(7);
    expect(steady(loaded)).toEqual(steady(loading));
  });
}

test('order queue at 1440 px: the menu stays put and the status tabs hardly move when the counts arrive', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  const release = await holdCalls(page, /order-list\/v2\/count|question\/summary/);
  await page.goto('/transaction-v3');
  await expect(page.locator('[data-order-code]').first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu utama' }).locator('a, button');
  const menuTops = () =>
    menu.evaluateAll((all) => all.map((entry) => Math.round(entry.getBoundingClientRect().top)));
  const before = await menuTops();
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });

  release();
  await expect(page.getByRole('tab', { name: /^Semua \d+/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu utama' }).locator('[data-count]').first(),
  ).toBeVisible();
  expect(await menuTops()).toEqual(before);
  // A tab's count takes a two-digit badge's place while it loads: other widths move the tabs
  // after it by a few pixels, far below what a seller notices (CLS 0.001 is a tenth of "good").
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
  expect(shift).toBeLessThan(0.001);
});

test('withdrawal at 375 px: the balance, in-progress and bank cards keep their heights when their data arrives', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  const release = await holdCalls(page, /brand-balance|bank-account/);
  await page.goto('/withdrawal');
  await expect(page.getByRole('heading', { name: 'Rekening Pencairan' })).toBeVisible();
  const loading = await sectionHeights(page);

  release();
  await expect(page.getByTestId('bank-account')).toBeVisible();
  await expect(page.getByTestId('available-balance')).toBeVisible();
  const cards = (all: [string, number][]) =>
    all.filter(([title]) =>
      ['Saldo bisa ditarik', 'Penarikan dalam proses', 'Rekening Pencairan'].includes(title),
    );
  expect(cards(await sectionHeights(page))).toEqual(cards(loading));
  expect(cards(loading)).toHaveLength(3);
});

test('ledger: the totals take their rows while they load, so the table below does not move', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller);
  const release = await holdCalls(page, /finance\/transaction\/summary/);
  await page.goto('/finance-transaction');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const before = await table.boundingBox();

  release();
  await expect(page.getByTestId('ledger-totals')).toBeVisible();
  expect((await table.boundingBox())?.y).toBe(before?.y);
});

test('announcements at 375 px: the category chips keep one line that scrolls, and the page its width', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await quietWelcome(context, baseURL ?? '');
  await signIn(page, demoAccounts.seller, { to: '/announcement' });
  const categories = page.getByRole('navigation', { name: 'Kategori pengumuman' });
  const chips = categories.getByRole('link');
  await expect(chips).toHaveText(['Semua', 'Informasi', 'Promo', 'Pembaruan Fitur', 'Edukasi']);
  const tops = await chips.evaluateAll((links) =>
    links.map((link) => Math.round(link.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // The last chip is reached from the keyboard: focus brings it into view.
  await chips.last().focus();
  const box = await chips.last().boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await expectAxeClean(page);
});
