import { expect, test, type BrowserContext, type Request } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { textNodes } from './support/drawn-text';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

/** The screen the app last saw the window have (the evb_screen cookie), which the server draws for. */
async function screenCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'evb_screen')?.value;
}

/** A browser whose window the app has not seen yet: the server draws both screens. */
async function forgetScreen(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'evb_screen' });
}

/** Order in which the page asked for things, by a short name. */
function requestLog(requests: Request[]): string[] {
  return requests.map((request) => new URL(request.url()).pathname).map((path) => {
    if (/\/assets\/index-[^/]+\.js$/.test(path)) return 'entry';
    if (/\/assets\/render-app-[^/]+\.js$/.test(path)) return 'app core';
    if (/\/assets\/DefaultLayout-[^/]+\.js$/.test(path)) return 'layout';
    if (path.endsWith('/user/current')) return 'user';
    return path;
  });
}

test('a reload inside the app preloads the app core and the layout with the entry and gets the session with the page', async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const document = await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();

  const html = await document!.text();
  // The server drew the page's first screen into it; the app's files load while it shows.
  expect(html).toMatch(/<div id="boot-shell" data-picture inert><template shadowrootmode="closed">[\s\S]*Halo, Rina Wulandari[\s\S]*<\/template><\/div>\s*<div id="root">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/render-app-[^"]+\.js">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/DefaultLayout-[^"]+\.js">/);
  // What they and the page need comes mostly in two grouped files, not forty small ones: six
  // connections serve a page's files in turn (apps/dashboard/build/chunk-plan.ts).
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/react-core-[^"]+\.js">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-shell-[^"]+\.js">/);
  expect(html.match(/<script type="module"|<link rel="modulepreload"/g)!.length).toBeLessThanOrEqual(20);

  // The session calls' answers came inside the page: none of them goes over the network, and
  // the page greets the seller by the name they carried. The page is the seller's own.
  const log = requestLog(requests);
  expect(html).toContain('<script type="application/json" id="server-answers">');
  expect(log.filter((name) => name === 'user')).toHaveLength(0);
  expect(log.filter((name) => /\/user\/brands$|\/user-menu$|\/user\/permission$|\/tenant\/config$/.test(name))).toEqual([]);
  await expect(page.getByText('Halo, Rina Wulandari')).toBeVisible();
  expect(log.filter((name) => name === 'app core')).toHaveLength(1);
  expect(document!.headers()['vary']).toContain('Cookie');
  expect(document!.headers()['cache-control']).toBe('private, no-cache');
});

// How many times the page's first data call goes over the network: the calls of a page whose
// first calls follow from its address are answered inside the page by the server (it knows the
// brand worked in), so none; so are a product list's and an order queue's whose address names
// the list (the server asked for them to draw its rows); so are they at a bare address that
// reopens the list the seller left there (the server reads it from the page's own cookie), or
// that opens the list's defaults on a device that never opened it (no cookie).
const pagesOfAReload: { path: string; chunk: string; call: RegExp; overTheNetwork: number; leftAt?: string }[] = [
  { path: '/home', chunk: 'HomePage', call: /\/dashboard\/v3\/[^/]+\/dashboard\/performance\/\d+$/, overTheNetwork: 0 },
  { path: '/announcement', chunk: 'AnnouncementListPage', call: /\/brand-announcement(\/categories\/list)?$/, overTheNetwork: 0 },
  { path: '/discussion-product', chunk: 'DiscussionRoute', call: /\/v3\/[^/]+\/discussion$/, overTheNetwork: 0 },
  { path: '/withdrawal', chunk: 'WithdrawalPage', call: /\/brand-balance\/\d+$|\/bank-account$|\/v2\/[^/]+\/withdrawal$/, overTheNetwork: 0 },
  { path: '/finance-withdrawal', chunk: 'WithdrawalHistoryPage', call: /\/v2\/[^/]+\/withdrawal$/, overTheNetwork: 0 },
  { path: '/finance-transaction', chunk: 'LedgerPage', call: /\/finance\/transaction(\/summary)?$/, overTheNetwork: 0 },
  { path: '/product-v3/create', chunk: 'ProductFormRoutes', call: /\/product-type\/dropdown-level$/, overTheNetwork: 0 },
  { path: '/product-v3?selectedTab=active', chunk: 'ProductListRoute', call: /\/variant\/(multistock\/)?list$/, overTheNetwork: 0 },
  { path: '/product-v3', chunk: 'ProductListRoute', call: /\/variant\/(multistock\/)?list$/, overTheNetwork: 0 },
  { path: '/transaction-v3', chunk: 'OrdersRoute', call: /\/order\/list$/, overTheNetwork: 0 },
  { path: '/transaction-v3?status=1', chunk: 'OrdersRoute', call: /\/order\/list$/, overTheNetwork: 0 },
  { path: '/product-v3', leftAt: '/product-v3?selectedTab=active', chunk: 'ProductListRoute', call: /\/variant\/(multistock\/)?list$/, overTheNetwork: 0 },
  { path: '/transaction-v3', leftAt: '/transaction-v3?status=2', chunk: 'OrdersRoute', call: /\/order\/list$/, overTheNetwork: 0 },
];

for (const { path, chunk, call, overTheNetwork, leftAt } of pagesOfAReload) {
  const visit = leftAt ? `${path} (a list left at ${leftAt})` : path;
  test(`a reload of ${visit} paints the first screen the server drew, preloads its page and asks for its first data at most once`, async ({ page, context, baseURL }) => {
    await quietWelcome(context, baseURL!);
    await signIn(page, demoAccounts.seller);
    if (leftAt) {
      await page.goto(leftAt);
      await expect.poll(async () => (await context.cookies(new URL(path, baseURL).href)).find(({ name }) => name === 'evb_page_query')?.value).toContain(leftAt.split('?')[1]);
    }
    // The page sign-in lands on starts its own calls as this test begins: leave it first, so
    // only the calls of the reload below are counted.
    await page.goto('about:blank');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (call.test(new URL(request.url()).pathname)) calls.push(request.url());
    });
    const document = await page.goto(path);
    const html = await document!.text();
    // A list's rows were asked of the server, and the mark names the list drawn: the address's
    // own, the one left there (with the rest of its saved state), or a never-opened list's defaults.
    const isList = chunk === 'ProductListRoute' || chunk === 'OrdersRoute';
    const drawnAt = leftAt ? `\\?[^"]*${leftAt.split('?')[1]}[^"]*` : new URL(path, baseURL).search.replace('?', '\\?');
    expect(html).toMatch(isList ? new RegExp(`<div id="boot-shell" data-picture inert data-list-drawn="${drawnAt}">`) : /<div id="boot-shell" data-picture inert( data-list-drawn="")?>/);
    expect(html).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[^"]+\\.js">`));
    await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    await expect.poll(() => calls.length).toBe(overTheNetwork);
    await page.waitForTimeout(500);
    expect(calls).toHaveLength(overTheNetwork);
  });
}

test('a bare order-queue address opens the list this device saved before its cookie was kept, and keeps the cookie from then on', async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  const pageQueryCookie = async () => (await context.cookies(new URL('/transaction-v3', baseURL).href)).find(({ name }) => name === 'evb_page_query')?.value ?? '';
  await page.goto('/transaction-v3?status=3');
  await expect.poll(pageQueryCookie).toContain('status=3');
  // The list stays saved on this device; its cookie goes (as on a device from before it was kept).
  await page.goto('about:blank');
  await context.clearCookies({ name: 'evb_page_query' });
  const document = await page.goto('/transaction-v3');
  // The server drew the list's defaults; the app opens the saved list and shows its own rows.
  expect(await document!.text()).toContain('<div id="boot-shell" data-picture inert data-list-drawn="">');
  await expect(page).toHaveURL(/status=3/);
  await expect(page.getByRole('tablist', { name: 'Status pesanan' }).getByRole('tab', { selected: true })).toHaveText(/^Dikirim/);
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect.poll(pageQueryCookie).toContain('status=3');
});

test('a reload of /notification shows its first page from the page and loads more only as the seller scrolls', async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  await page.goto('about:blank');
  const pages: number[] = [];
  const counts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/notification\/transaction$/.test(url.pathname)) pages.push(Number(url.searchParams.get('page')));
    if (url.pathname.endsWith('/notification/count')) counts.push(request.url());
  });
  await page.goto('/notification?selectedTab=transaction');
  const list = page.getByRole('main').getByRole('region', { name: 'Daftar notifikasi' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  // The counts and the first page came with the page; further pages fill the window, no more.
  expect(counts).toEqual([]);
  expect(pages).not.toContain(1);
  const filled = Math.max(1, ...pages);
  expect(filled).toBeLessThanOrEqual(4);
  await list.getByRole('button').last().scrollIntoViewIfNeeded();
  await expect.poll(() => Math.max(1, ...pages)).toBeGreaterThan(filled);
});

test('a reload of the product questions asks for the sidebar counts once, not once more for the page', async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  await page.goto('about:blank');
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/order-list/v2/count') || path.endsWith('/question/summary')) calls.push(path.replace(/^.*\//, ''));
  });
  await page.goto('/discussion-product');
  await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
  await expect.poll(() => calls.length).toBe(2);
  await page.waitForTimeout(1_000);
  expect(calls.sort()).toEqual(['count', 'summary']);
});

test("a reload shows the seller's page drawn by the server, its home cards' data included, before any of the app's code has run, for a phone and a desktop", async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  // The brand's balance as the app shows it on its home page: the drawing shows the same.
  await page.goto('/home');
  const balance = (await page.getByRole('region', { name: 'Saldo' }).getByText(/^Rp[\d.]+$/).textContent()) ?? '';
  expect(balance).toMatch(/^Rp/);
  await page.route('**/assets/*.js', (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  for (const width of [390, 1440]) {
    await page.goto('about:blank');
    // A browser whose window the app has not seen: the page is drawn for both screens. Forgotten
    // once the app's page is gone: on a slow machine the app may note its screen only now.
    await forgetScreen(context);
    await page.setViewportSize({ width, height: 900 });
    const document = await page.goto('/home');
    expect(await document!.text()).toContain('<div id="boot-shell" data-picture inert><template shadowrootmode="closed">');
    // Drawn for both screens, the one that fits shows, with the greeting and the brand.
    expect((await textNodes(cdp, 'Halo, Rina Wulandari')).map(({ shown }) => shown).sort()).toEqual([false, true]);
    expect((await textNodes(cdp, 'Toko aktif: Batik Sekar Jagad')).filter(({ shown }) => shown)).toHaveLength(1);
    // The home cards' data came with the page, and is drawn with it.
    expect((await textNodes(cdp, balance)).filter(({ shown }) => shown)).toHaveLength(1);
    // A picture only: no script or test of the page finds its elements, none takes focus or a
    // click, and the app's root is still empty.
    await expect(page.getByText('Halo, Rina Wulandari')).toHaveCount(0);
    await expect(page.locator('#boot-shell')).toHaveAttribute('inert', '');
    await expect(page.locator('#root')).toBeEmpty();
  }
});

test('a reload is drawn for the screen the app saw the window have, and follows a window that changed', async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  const drawnScreens = async (path: string) => {
    const html = (await (await page.goto(path))!.text()).replace(/<\/template>[\s\S]*/, '');
    return [...html.matchAll(/<div data-first-screen="(narrow|wide)">/g)].map((match) => match[1]);
  };
  // A desktop window (1280 px): the desktop's screen only, half the markup of both.
  await expect.poll(() => screenCookie(context)).toBe('wide');
  expect(await drawnScreens('/home')).toEqual(['wide']);
  await expect(page.getByText('Halo, Rina Wulandari')).toBeVisible();
  // The window narrowed below the sidebar's breakpoint: the next reload is drawn for a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => screenCookie(context)).toBe('narrow');
  expect(await drawnScreens('/product-v3?selectedTab=active')).toEqual(['narrow']);
  await expect(page.locator('[data-testid^="variant-row-"]').first()).toBeVisible();
  // A window that no longer fits the screen drawn (a desktop's, on this phone) shows the boot
  // screen's words until the app takes over, not a desktop squeezed into a phone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('about:blank');
  await context.addCookies([{ name: 'evb_screen', value: 'wide', url: baseURL! }]);
  expect(await drawnScreens('/home')).toEqual(['wide']);
  const cdp = await context.newCDPSession(page);
  expect((await textNodes(cdp, 'Memuat data toko…')).map(({ shown }) => shown)).toEqual([true]);
  expect((await textNodes(cdp, 'Halo, Rina Wulandari')).map(({ shown }) => shown)).toEqual([false]);
});

test("a reload of /notification shows the list's first page drawn by the server, before any of the app's code has run", async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  await page.goto('/notification?selectedTab=transaction');
  const list = page.getByRole('main').getByRole('region', { name: 'Daftar notifikasi' });
  // The newest entry's day heading ('Hari ini', 'Kemarin' or a date) and title, as the app shows them.
  const day = (await list.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const title = (await list.getByRole('button').first().evaluate((element) => element.firstChild?.textContent)) ?? '';
  expect(title).not.toBe('');
  await page.route('**/assets/*.js', (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await page.goto('about:blank');
  await page.goto('/notification?selectedTab=transaction');
  expect((await textNodes(cdp, day)).filter(({ shown }) => shown).length).toBeGreaterThan(0);
  expect((await textNodes(cdp, title)).filter(({ shown }) => shown).length).toBeGreaterThan(0);
  await expect(page.locator('#root')).toBeEmpty();
});

const listsOfAReload = [
  { path: '/transaction-v3?status=1', firstRow: /^INV\//, account: demoAccounts.seller },
  { path: '/product-v3?selectedTab=active', firstRow: /^BSJ-\d+-\d+$/, account: demoAccounts.seller },
  // Pages that load in hooks of their own: the balance (an account no other test withdraws from),
  // and the brand's promotions, whose list waits for the categories.
  { path: '/withdrawal', firstRow: /^Rp[\d.]+$/, account: demoAccounts.single },
  { path: '/announcement/promo', firstRow: /^Batik Week/, account: demoAccounts.seller },
];

for (const { path, firstRow, account } of listsOfAReload) {
  test(`a reload of ${path} shows the page's first data drawn by the server, before any of the app's code has run`, async ({ page, context, baseURL }) => {
    await quietWelcome(context, baseURL!);
    await signIn(page, account);
    await page.goto(path);
    // The row's own text (a title's hidden '(Belum dibaca)' is a text node of its own).
    const first = (await page.getByText(firstRow).first().evaluate((element) => element.firstChild?.textContent)) ?? '';
    expect(first).toMatch(firstRow);
    await page.route('**/assets/*.js', (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    for (const width of [390, 1440]) {
      await page.goto('about:blank');
      await forgetScreen(context);
      await page.setViewportSize({ width, height: 900 });
      const document = await page.goto(path);
      // A list's rows were asked of the server (`data-list-drawn`); the other pages' data came in their answers.
      expect(await document!.text()).toContain(path.includes('?') ? `<div id="boot-shell" data-picture inert data-list-drawn="${new URL(path, baseURL).search}">` : '<div id="boot-shell" data-picture inert');
      // The screen that fits (a phone's, a desktop's) shows the list's first row.
      expect((await textNodes(cdp, first)).filter(({ shown }) => shown)).toHaveLength(1);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
}
