import { expect, test, type Page, type Request } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

/*
 * A reload as a static host or CDN serves the app: the same index.html for everyone, the boot
 * screen painted at once by the entry script, and the session's and the page's first calls
 * started from the entry script, each asked for once.
 */

const sessionCall =
  /\/user\/current$|\/user\/brands$|\/user-menu$|\/user\/permission$|\/tenant\/config$/;

/**
 * Waits until the page has settled: its timers run a second ahead on the test's clock (a retry
 * or a poll would go out now), then every call seen so far has its answer.
 */
async function settled(page: Page, seen: Request[]): Promise<void> {
  await page.clock.runFor(1_000);
  await Promise.all(seen.map((request) => request.response()));
}

/** Every request of `path`'s reload matching `call`, by address. */
async function callsOfReload(
  page: Page,
  path: string,
  call: RegExp,
): Promise<{ calls: () => string[]; document: string; settle: () => Promise<void> }> {
  // The page sign-in lands on starts its own calls: leave it first, so only the reload's count.
  await page.goto('about:blank');
  await page.clock.install();
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (call.test(new URL(request.url()).pathname)) seen.push(request);
  });
  const response = await page.goto(path);
  return {
    calls: () => seen.map((request) => request.url()),
    document: await response!.text(),
    settle: () => settled(page, seen),
  };
}

test('a reload inside the app is the same static page, paints its boot screen and asks for each session call once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  const anonymous = await (await request.get('/home', { headers: { cookie: '' } })).text();
  const { calls, document } = await callsOfReload(page, '/home', sessionCall);
  expect(document).toBe(anonymous);
  await expect(page.getByText('Halo, Rina Wulandari')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  const byCall = new Map<string, number>();
  for (const url of calls())
    byCall.set(new URL(url).pathname, (byCall.get(new URL(url).pathname) ?? 0) + 1);
  expect([...byCall.values()].every((count) => count === 1)).toBe(true);
  expect(byCall.size).toBeGreaterThanOrEqual(3);
});

test('the app shell is never cached for long, its hashed files are', async ({ request }) => {
  const shell = await request.get('/transaction-v3?status=2');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    await shell.text(),
  )?.[1];
  expect(entry).toBeTruthy();
  const asset = await request.get(entry!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

// The page's first data calls (the ones that follow from its address) each go out once.
const pagesOfAReload: { path: string; call: RegExp }[] = [
  { path: '/home', call: /\/dashboard\/v3\/[^/]+\/dashboard\/performance\/\d+$/ },
  { path: '/announcement', call: /\/brand-announcement(\/categories\/list)?$/ },
  { path: '/withdrawal', call: /\/brand-balance\/\d+$|\/bank-account$|\/v2\/[^/]+\/withdrawal$/ },
  { path: '/finance-withdrawal', call: /\/v2\/[^/]+\/withdrawal$/ },
  { path: '/finance-transaction', call: /\/finance\/transaction(\/summary)?$/ },
  { path: '/product-v3?selectedTab=active', call: /\/variant\/(multistock\/)?list$/ },
  { path: '/transaction-v3?status=1', call: /\/order\/list$/ },
];

for (const { path, call } of pagesOfAReload) {
  test(`a reload of ${path} asks for each of its first data calls once`, async ({
    page,
    context,
    baseURL,
  }) => {
    await quietWelcome(context, baseURL!);
    await signIn(page, demoAccounts.seller);
    const { calls, settle } = await callsOfReload(page, path, call);
    await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    await expect.poll(() => calls().length).toBeGreaterThan(0);
    // Nothing more comes once the page has settled on its data.
    await settle();
    expect(new Set(calls()).size).toBe(calls().length);
  });
}

test('a reload of /notification asks for its counts and first page once, and loads more only as the seller scrolls', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  await page.goto('about:blank');
  const pages: number[] = [];
  const counts: string[] = [];
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/notification\/(transaction|count)$/.test(url.pathname)) seen.push(request);
    if (/\/notification\/transaction$/.test(url.pathname))
      pages.push(Number(url.searchParams.get('page')));
    if (url.pathname.endsWith('/notification/count')) counts.push(request.url());
  });
  await page.goto('/notification?selectedTab=transaction');
  const list = page.getByRole('main').getByRole('region', { name: 'Daftar notifikasi' });
  await expect(list.getByRole('button').first()).toBeVisible();
  // Its timers stay real: the next page waits for an idle moment after the scroll.
  await Promise.all(seen.map((request) => request.response()));
  expect(pages.filter((n) => n === 1)).toHaveLength(1);
  expect(counts.length).toBeLessThanOrEqual(2);
  const filled = Math.max(...pages);
  expect(filled).toBeLessThanOrEqual(4);
  await list.getByRole('button').last().scrollIntoViewIfNeeded();
  await expect.poll(() => Math.max(...pages)).toBeGreaterThan(filled);
});

test('a reload of the product questions asks for the sidebar counts once, not once more for the page', async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  const { calls, settle } = await callsOfReload(
    page,
    '/discussion-product',
    /\/order-list\/v2\/count$|\/question\/summary$/,
  );
  await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
  await expect.poll(() => calls().length).toBe(2);
  await settle();
  expect(
    calls()
      .map((url) => new URL(url).pathname.replace(/^.*\//, ''))
      .sort(),
  ).toEqual(['count', 'summary']);
});
