// What Lighthouse's simulated phone makes a page's LCP wait for. Lighthouse (mobile preset, cold
// HTTP cache, signed in) loads the page RUNS times and prints the median LCP; with --graph it also
// prints, for the last run, the nodes of its optimistic LCP simulation (lantern): every request and
// every CPU task of 5 ms or more at 1×, with its simulated start and end. Lantern gives each
// request in flight an equal share of the 1.6 Mbit/s and lets six connections serve a host, so a
// page's LCP follows how many requests run beside its large files, not only their bytes.
// A tool for finding what to change, not a benchmark: it checks no budget.
//
//   PAGE=/home RUNS=5 node bench/lighthouse/lcp-graph.mjs [--graph]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { freePort } from '../support/app-sandbox.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const path = process.env.PAGE ?? '/home';
const runs = Number(process.env.RUNS ?? 5);
const showGraph = process.argv.includes('--graph');

// Lantern's simulator keeps every simulation's node timings; read through Lighthouse's own copy.
const lighthouseDir = createRequire(import.meta.url)
  .resolve('lighthouse/package.json')
  .replace(/package\.json$/, '');
const { Simulation } = await import(join(lighthouseDir, 'core/lib/lantern/lantern.js'));

const port = await freePort();
const debugPort = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'lcp-graph-'));
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
    dataDir,
  ],
  {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  },
);

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/sign-in`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The sandbox did not start.');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const chromePath = await findChromium();
process.env.CHROME_PATH = chromePath;
let context;
try {
  await waitForServer();
  context = await chromium.launchPersistentContext(join(dataDir, 'profile'), {
    executablePath: chromePath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await context.addCookies([{ name: 'promotion', value: 'false', url: baseUrl }]);
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('onboard', 'false'));
  await page.getByLabel('Email').fill('seller@demo.id');
  await page.getByLabel('Kata sandi').fill('demo12345');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/sign-in'), {
    timeout: 30_000,
  });
  await page.goto('about:blank');

  const lcps = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // As the Lighthouse bench: an open event stream never lets the load go quiet.
      blockedUrlPatterns: ['*/events?brandId=*'],
    });
    const audits = result.lhr.audits;
    lcps.push(audits['largest-contentful-paint'].numericValue);
    console.log(
      `run ${run + 1}: performance ${Math.round(result.lhr.categories.performance.score * 100)}, LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`,
    );
  }
  console.log(`${path}: median LCP ${Math.round(median(lcps))} ms of ${runs} run(s)`);

  if (showGraph) {
    const timings = Simulation.Simulator.allNodeTimings.get('optimisticLargestContentfulPaint');
    console.log('\noptimistic LCP simulation of the last run (start, end, what):');
    for (const [node, timing] of timings ?? []) {
      if (node.type === 'cpu' && node.duration < 5_000) continue;
      const what =
        node.type === 'network'
          ? `${node.request.transferSize} B ${node.request.url.replace(baseUrl, '')}`
          : `CPU ${Math.round(node.duration / 1000)} ms at 1×`;
      console.log(
        `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`,
      );
    }
  }
} finally {
  await context?.close();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}
