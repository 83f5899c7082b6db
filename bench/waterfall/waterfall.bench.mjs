// The request waterfall of a cold signed-in reload: when the entry, the app core, the layout, the
// page's chunk, the session calls and the page's first data call start and end, on a throttled
// phone-like link (150 ms latency, 1.6 Mbit/s down, 4× CPU slowdown, HTTP cache off) against the
// built app as a static host serves it in front of the API (what `pnpm start` serves). Writes
// bench/reports/waterfall.json and .md.
//
// Budget: on the pages whose first data the entry script asks for (`early`), that call starts
// before the session calls have answered (not gated on them). A broken one exits 1.
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
  { path: '/home', data: /\/dashboard\/v3\/[^/]+\/dashboard\/performance\//, early: true },
  { path: '/product-v3?selectedTab=active', data: /\/variant\/(multistock\/)?list/, early: true },
  { path: '/transaction-v3?status=1', data: /\/order\/list/, early: true },
  {
    path: '/notification?selectedTab=transaction',
    data: /\/notification\/transaction/,
    early: true,
  },
  // Pages whose data their own hooks load once the page has mounted.
  { path: '/withdrawal', data: /\/brand-balance\// },
  { path: '/announcement', data: /\/brand\/\d+\/brand-announcement(\?|$)/ },
];
const sessionCalls =
  /\/api\/(mimin\/v2\/[^/]+\/user\/(current|brands)|admin\/v1\/(system\/container\/user-menu|internal\/user\/permission|tenant\/config))/;
const steps = [
  ['entry', (url) => /\/assets\/index-[^/]+\.js$/.test(url)],
  ['app core', (url) => /\/assets\/render-app-[^/]+\.js$/.test(url)],
  ['layout', (url) => /\/assets\/DefaultLayout-[^/]+\.js$/.test(url)],
];

let staticDir = args.static;
if (!staticDir) {
  const build = spawnSync('pnpm', ['--filter', '@seller/dashboard', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
  staticDir = join(root, 'apps/dashboard/dist');
}
const manifest = JSON.parse(readFileSync(join(staticDir, '.vite/manifest.json'), 'utf8'));
const pageChunk = {
  '/home': manifest['src/features/home/pages/HomeRoute.tsx']?.file,
  '/product-v3': manifest['src/features/products/pages/ProductListRoute.tsx']?.file,
  '/transaction-v3': manifest['src/features/orders/pages/OrdersRoute.tsx']?.file,
  '/withdrawal': manifest['src/features/finance/pages/WithdrawalRoute.tsx']?.file,
  '/announcement': manifest['src/features/announcements/pages/AnnouncementListRoute.tsx']?.file,
  '/notification': manifest['src/features/notifications/pages/NotificationRoute.tsx']?.file,
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
  [
    '--filter',
    '@seller/sandbox-api',
    'start',
    '--port',
    String(port),
    '--fresh',
    '--data-dir',
    '.data/bench-waterfall',
    '--static',
    staticDir,
  ],
  { cwd: root, stdio: 'ignore', detached: true },
);
let browser;
const results = [];
try {
  await waitFor(`${baseUrl}/sign-in`, 120_000);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? (await findChromium()),
    args: chromiumArgs,
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'promotion', value: 'false', url: baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('onboard', 'false'));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/', {
    timeout: 30_000,
  });
  await page.evaluate(() => localStorage.setItem('onboard', 'false'));
  trackRequests(page);
  // When the page painted as the phone saw it: its first contentful paint, its largest, and when
  // the app's own screen replaced the boot screen.
  await context.addInitScript(() => {
    const paints = {};
    window.__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const watch = () => {
      if (document.readyState !== 'loading' && !document.getElementById('boot-shell'))
        paints.app = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  for (const { path, data, early } of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto('about:blank');
      await page.goto(`${baseUrl}${path}`);
      await waitForQuietNetwork(page, { quietMs: 800, timeoutMs: 60_000 });
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
      );
      const paints = await page.evaluate(() => window.__paints ?? {});
      // Bytes that came over the wire before the first data call was answered (compressed sizes).
      const transfers = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, end: entry.responseEnd, bytes: entry.transferSize })),
      );
      const first = (test) => entries.find((entry) => test(entry.url)) ?? null;
      const chunkFile = pageChunk[path.split('?')[0]];
      const session = entries.filter((entry) => sessionCalls.test(entry.url));
      const dataCall = first((url) => data.test(url));
      const beforeData = dataCall
        ? transfers.filter(
            (entry) => entry.end <= dataCall.end && /\.(js|css)$/.test(new URL(entry.url).pathname),
          )
        : [];
      samples.push({
        ...Object.fromEntries(steps.map(([name, test]) => [name, first(test)?.start ?? null])),
        'page chunk': chunkFile
          ? (first((url) => url.endsWith(`/${chunkFile}`))?.start ?? null)
          : null,
        'session calls start': session.length
          ? Math.min(...session.map((entry) => entry.start))
          : null,
        'session calls answered': session.length
          ? Math.max(...session.map((entry) => entry.end))
          : null,
        'first data call start': dataCall?.start ?? null,
        'first data call answered': dataCall?.end ?? null,
        requests: entries.length,
        'JS+CSS kB before data': dataCall
          ? beforeData.reduce((sum, entry) => sum + entry.bytes, 0) / 1024
          : null,
        'first contentful paint': paints.fcp ?? null,
        'largest contentful paint': paints.lcp ?? null,
        "app's screen": paints.app ?? null,
      });
    }
    const keys = Object.keys(samples[0]);
    results.push({
      path,
      early: Boolean(early),
      median: Object.fromEntries(
        keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
      ),
      samples,
    });
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
for (const { path, early, median: m } of results) {
  if (m['first data call start'] === null) broken.push(`${path}: no first data call seen`);
  else if (
    early &&
    (m['session calls answered'] === null ||
      m['first data call start'] >= m['session calls answered'])
  )
    broken.push(`${path}: first data call starts after the session calls answered`);
}

const jsonPath = join(reportsDir, 'waterfall.json');
const previous =
  !args.fresh && existsSync(jsonPath)
    ? (JSON.parse(readFileSync(jsonPath, 'utf8')).measurements ?? [])
    : [];
const measurements = [
  ...previous.filter((entry) => entry.label !== args.label),
  { label: args.label, measuredAt: new Date().toISOString(), staticDir, runs, results, broken },
];
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
  'JS+CSS kB before data',
  'first contentful paint',
  'largest contentful paint',
  "app's screen",
];
// Measurements from before the paint columns have none.
const fmt = (value) => (value === null || value === undefined ? '—' : Math.round(value));
const md = [
  '# Waterfall of a cold signed-in reload',
  '',
  'Chromium, 412 × 823, 150 ms latency, 1.6 Mbit/s down, 4× CPU slowdown, HTTP cache off; times in ms from navigation start (request start of each step; "answered" is the response end; the paints as the browser reports them, "app\'s screen" when the app\'s own screen replaced the boot screen), median of the runs. The app is served as a static host serves it, in front of the API. "JS+CSS kB before data": compressed bytes of scripts and styles that arrived before the first data call was answered. Budget: on the pages whose first data the entry script asks for (home, product list, order queue, notifications) that call starts before the session calls have answered.',
  '',
  ...measurements.flatMap((measurement) => [
    `## ${measurement.label} (${measurement.measuredAt}, ${measurement.runs} runs)`,
    '',
    `| page | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    ...measurement.results.map(
      (result) =>
        `| ${result.path} | ${columns.map((key) => fmt(result.median[key])).join(' | ')} |`,
    ),
    '',
    ...(measurement.broken.length
      ? ['Over budget:', '', ...measurement.broken.map((line) => `- ${line}`), '']
      : ['Every budget holds.', '']),
  ]),
].join('\n');
mkdirSync(reportsDir, { recursive: true });
writeFileSync(jsonPath, `${JSON.stringify({ measurements }, null, 2)}\n`);
writeFileSync(join(reportsDir, 'waterfall.md'), md);
console.log(md);
if (broken.length > 0) process.exitCode = 1;
