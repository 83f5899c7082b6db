// The request waterfall of a cold signed-in reload: when the entry, the app core, the layout, the
// page's chunk, the session calls and the page's first data call start and end, on a throttled
// phone-like link (150 ms latency, 1.6 Mbit/s down, 4× CPU slowdown, HTTP cache off) against the
// sandbox as `pnpm start` serves it. Writes bench/reports/waterfall.json and .md.
//
// Budgets (the "no waterfall"): the page's chunk is requested with the entry (≤ 150 ms
// after it: preloaded, not discovered by the app core), and the page's first data call starts
// before the session calls have answered (not gated on them), or the session came inside the page
// (the server's answers count as answered when the page was). A broken one exits 1.
//
//   node bench/waterfall/waterfall.bench.mjs                       builds and measures the current code
//   node bench/waterfall/waterfall.bench.mjs --static DIR --label before   measures a given build
// Each measurement goes into the report under its label (default 'now'), replacing one of the
// same label; the others stay, so the report keeps its before/after sections. --fresh starts over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { trackRequests, waitForQuietNetwork } from '../../scripts/quiet-network.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportsDir = join(root, 'bench/reports');
const { values: args } = parseArgs({
  options: {
    static: { type: 'string' },
    label: { type: 'string', default: 'now' },
    fresh: { type: 'boolean', default: false },
    port: { type: 'string', default: '8196' },
    runs: { type: 'string', default: '3' },
  },
});
const port = Number(args.port);
const baseUrl = `http://127.0.0.1:${port}`;
const runs = Number(args.runs);
const account = { email: 'seller@demo.id', password: 'demo12345' };

/** The pages, each with the call whose answer it first shows. */
const pages = [
  { path: '/home', data: /\/dashboard\/v3\/[^/]+\/dashboard\/performance\// },
  { path: '/product-v3?selectedTab=active', data: /\/variant\/(multistock\/)?list/ },
  { path: '/product-v3', data: /\/variant\/(multistock\/)?list/, leftAt: '/product-v3?selectedTab=inactive' },
  // A bare list address on a device that never opened the list: the list's defaults (its first tab).
  { path: '/product-v3', data: /\/variant\/(multistock\/)?list/, neverOpened: true },
  { path: '/transaction-v3', data: /\/order\/list/, neverOpened: true },
  // A list's address (what the app writes once a list is open): the server draws its rows.
  { path: '/transaction-v3?status=1', data: /\/order\/list/ },
  // A bare address that reopens the list left there (the server reads it from the page's cookie).
  { path: '/transaction-v3', data: /\/order\/list/, leftAt: '/transaction-v3?status=2' },
  // Pages whose data their own hooks load (the server draws it from the page's answers).
  { path: '/withdrawal', data: /\/brand-balance\// },
  { path: '/announcement', data: /\/brand\/\d+\/brand-announcement(\?|$)/ },
  // Its list is the bell's machine's, which starts only in the browser.
  { path: '/notification?selectedTab=transaction', data: /\/notification\/transaction/ },
];
const sessionCalls = /\/api\/(mimin\/v2\/[^/]+\/user\/(current|brands)|admin\/v1\/(system\/container\/user-menu|internal\/user\/permission|tenant\/config))/;
const steps = [
  ['entry', (url) => /\/assets\/index-[^/]+\.js$/.test(url)],
  ['app core', (url) => /\/assets\/render-app-[^/]+\.js$/.test(url)],
  ['layout', (url) => /\/assets\/DefaultLayout-[^/]+\.js$/.test(url)],
];

let staticDir = args.static;
if (!staticDir) {
  const build = spawnSync('pnpm', ['--filter', '@seller/dashboard', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  staticDir = join(root, 'apps/dashboard/dist');
}
const manifest = JSON.parse(readFileSync(join(staticDir, '.vite/manifest.json'), 'utf8'));
const pageChunk = {
  '/home': manifest['src/features/home/HomePage.tsx']?.file,
  '/product-v3': manifest['src/features/products/list/ProductListRoute.tsx']?.file,
  '/transaction-v3': manifest['src/features/orders/OrdersRoute.tsx']?.file,
  '/withdrawal': manifest['src/features/finance/WithdrawalPage.tsx']?.file,
  '/announcement': manifest['src/features/announcements/AnnouncementListPage.tsx']?.file,
  '/notification': manifest['src/features/notifications/NotificationPage.tsx']?.file,
};

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const server = spawn(
  'pnpm',
  ['--filter', '@seller/sandbox-api', 'start', '--port', String(port), '--fresh', '--data-dir', '.data/bench-waterfall', '--static', staticDir],
  { cwd: root, stdio: 'ignore', detached: true },
);
let browser;
const results = [];
try {
  await waitFor(`${baseUrl}/sign-in`, 120_000);
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? (await findChromium()), args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'promotion', value: 'false', url: baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('onboard', 'false'));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/', { timeout: 30_000 });
  await page.evaluate(() => localStorage.setItem('onboard', 'false'));
  trackRequests(page);
  // When the page painted as the phone saw it: its first contentful paint, its largest, and when
  // the app's own screen replaced the boot screen (or the first screen the server drew).
  await context.addInitScript(() => {
    const paints = {};
    window.__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const watch = () => {
      if (document.readyState !== 'loading' && !document.getElementById('boot-shell')) paints.app = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  for (const { path, data, neverOpened, leftAt } of pages) {
    const samples = [];
    if (leftAt) {
      await page.goto(`${baseUrl}${leftAt}`);
      await waitForQuietNetwork(page, { quietMs: 800, timeoutMs: 60_000 });
    }
    for (let run = 0; run < runs; run += 1) {
      if (neverOpened) {
        // Still on a page of the app (this origin): the list saved there, and its cookie, go.
        await page.evaluate((listPath) => {
          const saved = JSON.parse(localStorage.getItem('pageParams') ?? '[]');
          localStorage.setItem('pageParams', JSON.stringify(saved.filter((entry) => entry.path !== listPath)));
        }, path);
        await context.clearCookies({ name: 'evb_page_query' });
      }
      await page.goto('about:blank');
      await page.goto(`${baseUrl}${path}`);
      await waitForQuietNetwork(page, { quietMs: 800, timeoutMs: 60_000 });
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
      );
      // Calls the server answered inside the page (apps/sandbox-api/src/session-answers.ts) never
      // go over the network: they count as answered when the page itself was.
      const pageAnswered = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.responseEnd ?? null);
      const paints = await page.evaluate(() => window.__paints ?? {});
      const html = await (await page.request.get(`${baseUrl}${path}`)).text();
      const inPage = JSON.parse(/<script type="application\/json" id="server-answers">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]').map((answer) => answer.url);
      const first = (test) => entries.find((entry) => test(entry.url)) ?? null;
      const chunkFile = pageChunk[path.split('?')[0]];
      const session = entries.filter((entry) => sessionCalls.test(entry.url));
      const sessionInPage = session.length === 0 && inPage.some((url) => sessionCalls.test(url));
      const dataInPage = inPage.some((url) => data.test(url.split('?')[0]));
      const dataCall = first((url) => data.test(url)) ?? (dataInPage ? { start: pageAnswered, end: pageAnswered } : null);
      samples.push({
        ...Object.fromEntries(steps.map(([name, test]) => [name, first(test)?.start ?? null])),
        'page chunk': chunkFile ? (first((url) => url.endsWith(`/${chunkFile}`))?.start ?? null) : null,
        'session calls start': session.length ? Math.min(...session.map((entry) => entry.start)) : sessionInPage ? pageAnswered : null,
        'session calls answered': session.length ? Math.max(...session.map((entry) => entry.end)) : sessionInPage ? pageAnswered : null,
        'first data call start': dataCall?.start ?? null,
        'first data call answered': dataCall?.end ?? null,
        requests: entries.length,
        'first contentful paint': paints.fcp ?? null,
        'largest contentful paint': paints.lcp ?? null,
        "app's screen": paints.app ?? null,
      });
    }
    const keys = Object.keys(samples[0]);
    const name = neverOpened ? `${path} (never opened here)` : leftAt ? `${path} (left at ${leftAt.slice(leftAt.indexOf('?'))})` : path;
    results.push({ path: name, median: Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])), samples });
  }
} finally {
  await browser?.close();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const broken = [];
for (const { path, median: m } of results) {
  if (m['page chunk'] === null || m['page chunk'] - m.entry > 150) broken.push(`${path}: page chunk requested ${Math.round(m['page chunk'] - m.entry)} ms after the entry (budget ≤ 150)`);
  // Session answers that came inside the page (start = end = the page's answer) gate nothing.
  const sessionInPage = m['session calls answered'] !== null && m['session calls start'] === m['session calls answered'];
  if (m['first data call start'] === null || m['session calls answered'] === null || (!sessionInPage && m['first data call start'] >= m['session calls answered']))
    broken.push(`${path}: first data call starts after the session calls answered`);
}

const jsonPath = join(reportsDir, 'waterfall.json');
const previous = !args.fresh && existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')).measurements ?? [] : [];
const measurements = [...previous.filter((entry) => entry.label !== args.label), { label: args.label, measuredAt: new Date().toISOString(), staticDir, runs, results, broken }];
const columns = [
  'entry',
  'app core',
  'layout',
  'page chunk',
  'session calls start',
  'session calls answered',
  'first data call start',
  'first data call answered',
  'requests',
  'first contentful paint',
  'largest contentful paint',
  "app's screen",
];
// Measurements from before the paint columns have none.
const fmt = (value) => (value === null || value === undefined ? '—' : Math.round(value));
const md = [
  '# Waterfall of a cold signed-in reload',
  '',
  'Chromium, 412 × 823, 150 ms latency, 1.6 Mbit/s down, 4× CPU slowdown, HTTP cache off; times in ms from navigation start (request start of each step; "answered" is the response end; the paints as the browser reports them, "app\'s screen" when the app\'s own screen replaced the boot screen), median of the runs. Calls the server answered inside the page show the time the page itself was answered. Budgets: the page chunk is requested with the entry (≤ 150 ms after it) and the first data call starts before the session calls have answered (or the session came with the page, so nothing waits for it).',
  '',
  ...measurements.flatMap((measurement) => [
    `## ${measurement.label} (${measurement.measuredAt}, ${measurement.runs} runs)`,
    '',
    `| page | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    ...measurement.results.map((result) => `| ${result.path} | ${columns.map((key) => fmt(result.median[key])).join(' | ')} |`),
    '',
    ...(measurement.broken.length ? ['Over budget:', '', ...measurement.broken.map((line) => `- ${line}`), ''] : ['Every budget holds.', '']),
  ]),
].join('\n');
mkdirSync(reportsDir, { recursive: true });
writeFileSync(jsonPath, `${JSON.stringify({ measurements }, null, 2)}\n`);
writeFileSync(join(reportsDir, 'waterfall.md'), md);
console.log(md);
if (broken.length > 0) process.exitCode = 1;
