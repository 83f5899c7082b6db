// Lighthouse on /sign-in and on the signed-in pages a seller works in, with the mobile and the
// desktop preset, five runs each; the median of every figure goes to bench/reports/lighthouse.json
// and .md. Every run is a cold load: Lighthouse's own storage reset empties the HTTP cache (it
// keeps cookies and local storage, so the session stays signed in). The app is served as a static
// host serves it in front of the API, exactly as `pnpm start` runs it (precompressed assets, no
// proxy). LIGHTHOUSE_STATIC_DIR measures another build in the same shape (e.g. an earlier commit's).
// Budgets (the goals) are checked against the medians; a broken one fails the run.
//
//   node bench/lighthouse/lighthouse.bench.mjs            (RUNS=1 for a quick look)
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportsDir = join(root, 'bench/reports');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8195);
const debugPort = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
const baseUrl = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 5);
const account = { email: 'seller@demo.id', password: 'demo12345' };
const presets = { mobile: undefined, desktop: desktopConfig };
// Every signed-in page a partner seller works in (offline sales are a stockist's, measured by
// the e2e and screenshot runs). PAGES=/home,/notification measures a part.
const allPages = [
  '/sign-in',
  '/home',
  '/product-v3?selectedTab=active',
  '/product-v3/create',
  '/transaction-v3',
  '/notification',
  '/discussion-product',
  '/announcement',
  '/withdrawal',
  '/finance-withdrawal',
  '/finance-transaction',
  '/settings',
  '/report/sales',
];
const pages = process.env.PAGES ? process.env.PAGES.split(',') : allPages;
// LIGHTHOUSE_PEER_URL adds a peer admin, measured the same way in the same run (a busy machine
// moves both alike), with no budget; LIGHTHOUSE_PEER_STORAGE ('{"username":"demo"}') holds the
// local storage that signs it in. How the peer is built: bench/reports/static-host.md.
const peer = process.env.LIGHTHOUSE_PEER_URL;
const budgets = {
  mobile: {
    performance: 95,
    'largest-contentful-paint': 1800,
    'total-blocking-time': 100,
    'cumulative-layout-shift': 0.005,
  },
  desktop: { performance: 100, 'cumulative-layout-shift': 0.005 },
};
const audits = {
  'first-contentful-paint': 'FCP (ms)',
  'largest-contentful-paint': 'LCP (ms)',
  'total-blocking-time': 'TBT (ms)',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index (ms)',
};

const chromePath = process.env.CHROME_PATH ?? (await findChromium());
if (!chromePath) {
  console.error('lighthouse: no Chromium found (set CHROME_PATH)');
  process.exit(1);
}
process.env.CHROME_PATH = chromePath;

const staticDir = process.env.LIGHTHOUSE_STATIC_DIR ?? join(root, 'apps/dashboard/dist');
// Always the code as it is now: a dist left from an older checkout would measure the past.
if (
  !process.env.LIGHTHOUSE_STATIC_DIR &&
  (process.env.LIGHTHOUSE_NO_BUILD !== '1' || !existsSync(join(staticDir, 'index.html')))
) {
  const build = spawnSync('pnpm', ['--filter', '@seller/dashboard', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

async function signInPeer(page) {
  const storage = JSON.parse(process.env.LIGHTHOUSE_PEER_STORAGE ?? '{}');
  await page.goto(peer);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  await page.goto('about:blank');
}

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
  const sorted = [...values].sort((a, b) => a - b);
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
    '.data/bench-lighthouse',
    '--static',
    staticDir,
  ],
  { cwd: root, stdio: 'ignore', detached: true },
);
const profileDir = join(tmpdir(), `lighthouse-profile-${process.pid}`);
let context;
try {
  await waitFor(`${baseUrl}/sign-in`, 120_000);
  // One browser profile for every run: the signed-in session (cookies, storage) stays for /home.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await context.addCookies([{ name: 'promotion', value: 'false', url: baseUrl }]);

  const results = [];
  const failedRuns = [];
  // /sign-in is measured signed out; then the seller signs in once for the signed-in pages.
  let signedIn = false;
  for (const path of peer ? [...pages, peer] : pages) {
    if (path === peer) await signInPeer(page);
    else if (path !== '/sign-in' && !signedIn) {
      signedIn = true;
      await page.goto(`${baseUrl}/sign-in`);
      await page.evaluate(() => localStorage.setItem('onboard', 'false'));
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Kata sandi').fill(account.password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/sign-in'), {
        timeout: 30_000,
      });
      await page.evaluate(() => localStorage.setItem('onboard', 'false'));
      await page.goto('about:blank');
    }
    for (const [preset, config] of Object.entries(presets)) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const flags = {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // The live event stream stays open by design, so the load would never go quiet and each
          // run would sit out Lighthouse's 45 s limit. It starts after the first paint and the
          // badges fall back to polling without it, so the page measured is otherwise the same.
          blockedUrlPatterns: ['*/events?brandId=*'],
        };
        const result = await lighthouse(path === peer ? peer : `${baseUrl}${path}`, flags, config);
        const lhr = result.lhr;
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          // A run Lighthouse could not complete is reported, not averaged in as a zero.
          console.error(
            `${preset} ${path} run ${run + 1}: ${lhr.runtimeError?.message ?? 'no performance score'}`,
          );
          failedRuns.push({
            preset,
            path,
            run: run + 1,
            error: lhr.runtimeError?.message ?? 'no performance score',
          });
          continue;
        }
        samples.push({
          finalUrl: lhr.finalDisplayedUrl,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          ...Object.fromEntries(
            Object.keys(audits).map((id) => [id, lhr.audits[id]?.numericValue ?? null]),
          ),
        });
        console.log(
          `${preset} ${path} run ${run + 1}/${runs}: performance ${samples.at(-1).performance}`,
        );
      }
      const pick = (key) =>
        median(samples.map((sample) => sample[key]).filter((value) => value !== null));
      results.push({
        preset,
        path,
        runs,
        finalUrls: [...new Set(samples.map((sample) => sample.finalUrl))],
        median: {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          benchmarkIndex: pick('benchmarkIndex'),
          ...Object.fromEntries(Object.keys(audits).map((id) => [id, pick(id)])),
        },
        samples,
      });
    }
  }

  const broken = [];
  for (const result of results.filter((r) => r.path !== peer)) {
    for (const [key, limit] of Object.entries(budgets[result.preset])) {
      const value = result.median[key];
      const ok = key === 'performance' ? value >= limit : value <= limit;
      if (!ok)
        broken.push(
          `${result.preset} ${result.path}: ${key} ${key === 'cumulative-layout-shift' ? value.toFixed(3) : Math.round(value)} (budget ${key === 'performance' ? '≥' : '≤'} ${limit})`,
        );
    }
  }
  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: '12.8.2',
    chromium: chromePath,
    results,
    failedRuns,
    budgets,
    broken,
  };
  const fmt = (value, id) =>
    id === 'cumulative-layout-shift' ? value.toFixed(3) : Math.round(value);
  const md = [
    '# Lighthouse (median of runs)',
    '',
    `Measured ${report.measuredAt}, ${runs} run(s) per page and preset, cold HTTP cache, signed in, served by the sandbox as \`pnpm start\` runs it.`,
    '',
    `| Preset | Page | Performance | Accessibility | Best practices | benchmarkIndex | ${Object.values(audits).join(' | ')} |`,
    `| --- | --- | --- | --- | --- | --- | ${Object.values(audits)
      .map(() => '---')
      .join(' | ')} |`,
    ...results.map(
      (r) =>
        `| ${r.preset} | ${r.path} | ${r.median.performance} | ${r.median.accessibility} | ${r.median.bestPractices} | ${Math.round(r.median.benchmarkIndex)} | ${Object.keys(
          audits,
        )
          .map((id) => fmt(r.median[id], id))
          .join(' | ')} |`,
    ),
    '',
    ...(failedRuns.length
      ? [`Runs that did not complete: ${failedRuns.length} (see lighthouse.json).`, '']
      : []),
    `Budgets: mobile performance ≥ 95, LCP ≤ 1800 ms, TBT ≤ 100 ms, CLS 0.00; desktop performance 100, CLS 0.00.`,
    '',
    ...(broken.length
      ? ['Over budget:', '', ...broken.map((line) => `- ${line}`), '']
      : ['Every budget holds.', '']),
  ].join('\n');
  mkdirSync(reportsDir, { recursive: true });
  // LIGHTHOUSE_REPORT names the files (e.g. lighthouse-before for an earlier build).
  const reportName = process.env.LIGHTHOUSE_REPORT ?? 'lighthouse';
  writeFileSync(join(reportsDir, `${reportName}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(reportsDir, `${reportName}.md`), md);
  console.log(md);
  if (failedRuns.length > 0 || broken.length > 0) process.exitCode = 1;
} finally {
  await context?.close();
  rmSync(profileDir, { recursive: true, force: true });
  // The sandbox was started in its own process group: stop exactly that group.
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
