// Sandbox list endpoints (product, variant, order) p50/p95 at the default seed and at --scale 100
// (100,000 variants in the benchmark brand). Starts the sandbox as a child process on a free port
// with a fresh PGlite folder, sends a bounded mix of list requests over loopback, writes
// bench/reports/sandbox-lists.json and .md, and exits 1 when a p95 exceeds the budget at scale 100.
// Issue 17 adds deep pages of the variant list (pages 1, 200, 1,000 and the last of 100 rows, the
// first request of each timed on its own: it reads the page's start keys) and variant searches.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppSandbox } from '../support/app-sandbox.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const reportsDir = join(root, 'bench/reports');
const budgetMs = 20;
const requestsPerEndpoint = Number(process.env.BENCH_REQUESTS ?? 200);
const warmup = 20;
const scales = (process.env.BENCH_SCALES ?? '1,100').split(',').map(Number);
const brandId = 101;

async function login(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'seller@demo.id',
      password: 'demo12345',
    }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).access_token;
}

/**
 * Request mixes the list screens send: first pages, paging further (up to page 40), filters,
 * sorts and searches (SKUs, product words, one broad colour term).
 */
function mixes(totalPages, pagesOf100) {
  const deep = (i) => 1 + ((i * 37) % Math.max(1, Math.min(40, totalPages)));
  const pageOf100 = (page) => () =>
    `/api/product/v3/partner/variant/list?brandId=${brandId}&page=${page}&size=100&status=all&sortBy=createdAt&sortDirection=desc`;
  return {
    'product list': (i) =>
      [
        `/api/product/v3/partner/product/list?brandId=${brandId}&page=1&size=15`,
        `/api/product/v3/partner/product/list?brandId=${brandId}&page=${deep(i)}&size=25&status=active`,
        `/api/product/v3/partner/product/list?brandId=${brandId}&page=1&size=15&sortBy=name&sortDirection=asc`,
        `/api/product/v3/partner/product/list?brandId=${brandId}&page=1&size=15&q=${['kemeja', 'mega mendung', 'sutra', 'anak'][i % 4]}`,
      ][i % 4],
    'variant list': (i) =>
      [
        `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=25`,
        `/api/product/v3/partner/variant/list?brandId=${brandId}&page=${deep(i)}&size=25&status=active`,
        `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=25&stockStatus=${['out-of-stock', 'low-stock', 'in-stock'][i % 3]}`,
        `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=25&q=${['BSJ-00012', 'Merah Marun', 'Krem / XL', 'indigo'][i % 4]}`,
        `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=25&sortBy=stock&sortDirection=asc`,
      ][i % 5],
    'order list': (i) =>
      [
        `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=15&status=-1`,
        `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=15&status=${[1, 2, 3, 4, 5, 6, 8][i % 7]}`,
        `/api/brand/v3/partner/order/list?brandId=${brandId}&page=${1 + (i % 5)}&size=25&status=-1&sortBy=totalAmount&sortDirection=desc`,
        `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=15&q=${['Siti', '000123', 'Rahmawati'][i % 3]}`,
      ][i % 4],
    'variant page 1 of 100 rows': pageOf100(1),
    'variant page 200 of 100 rows': pageOf100(Math.min(200, pagesOf100)),
    'variant page 1000 of 100 rows': pageOf100(Math.min(1000, pagesOf100)),
    'variant last page of 100 rows': pageOf100(pagesOf100),
    'variant page 300 by name': () =>
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=${Math.min(300, pagesOf100)}&size=100&status=all&sortBy=name&sortDirection=asc`,
    'variant search': (i) =>
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=25&q=${encodeURIComponent(['BSJ-00012', 'Merah Marun', 'Krem / XL', 'indigo', 'batik', 'BSJ-0999'][i % 6])}`,
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(base, token, path) {
  const started = performance.now();
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return ms;
}

const results = [];
const loadAtStart = loadavg()[0];
for (const scale of scales) {
  console.log(`scale ${scale}: seeding and starting the sandbox…`);
  const sandbox = await startAppSandbox({
    scale,
    label: `sandbox-bench-${scale}`,
    serveApp: false,
  });
  try {
    const token = await login(sandbox.base);
    const first = await fetch(
      `${sandbox.base}/api/product/v3/partner/variant/list?brandId=${brandId}&size=25`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const totalPages = (await first.json()).metadata.totalPage;
    const totalItems = (
      await (
        await fetch(
          `${sandbox.base}/api/product/v3/partner/variant/list?brandId=${brandId}&size=100`,
          { headers: { authorization: `Bearer ${token}` } },
        )
      ).json()
    ).metadata.totalItem;
    const pagesOf100 = Math.max(1, Math.ceil(totalItems / 100));
    for (const [endpoint, pathFor] of Object.entries(mixes(totalPages, pagesOf100))) {
      // The first request alone: a deep page reads its start keys once per catalogue version.
      const firstMs = Math.round((await measure(sandbox.base, token, pathFor(0))) * 10) / 10;
      for (let i = 1; i < warmup; i++) await measure(sandbox.base, token, pathFor(i));
      const times = [];
      for (let i = 0; i < requestsPerEndpoint; i++)
        times.push(await measure(sandbox.base, token, pathFor(i)));
      times.sort((a, b) => a - b);
      const row = {
        scale,
        variantsInDatabase: sandbox.variants,
        endpoint,
        requests: times.length,
        p50Ms: Math.round(percentile(times, 50) * 10) / 10,
        p95Ms: Math.round(percentile(times, 95) * 10) / 10,
        maxMs: Math.round(times[times.length - 1] * 10) / 10,
        firstMs,
      };
      results.push(row);
      console.log(
        `  ${endpoint.padEnd(30)} p50 ${String(row.p50Ms).padStart(6)} ms   p95 ${String(row.p95Ms).padStart(6)} ms   max ${row.maxMs} ms   first ${firstMs} ms`,
      );
    }
    console.log(`  (start-up with seed: ${sandbox.startMs} ms)`);
  } finally {
    await sandbox.stop();
  }
}

const loadAtEnd = loadavg()[0];
const over = results.filter((r) => r.scale >= 100 && r.p95Ms > budgetMs);
const machine = `${cpus().length} cores, Node ${process.version}, 1-min load average ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end (shared machine)`;
mkdirSync(reportsDir, { recursive: true });
writeFileSync(
  join(reportsDir, 'sandbox-lists.json'),
  `${JSON.stringify({ generatedAt: new Date().toISOString(), machine, budget: { p95Ms: budgetMs, appliesAtScale: 100 }, results }, null, 2)}\n`,
);
const table = [
  '# Sandbox list endpoints',
  '',
  `Budget: p95 ≤ ${budgetMs} ms at --scale 100 (100,000 variants in the benchmark brand), every row. ${requestsPerEndpoint} requests per endpoint, one at a time, after ${warmup} warm-up requests (the first of them timed as "first": a deep page reads its start keys then), over loopback HTTP, PGlite.`,
  '',
  `${new Date().toISOString().slice(0, 10)} · ${machine}.`,
  '',
  '| scale | variants in DB | endpoint | requests | p50 ms | p95 ms | max ms | first ms |',
  '| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.scale} | ${r.variantsInDatabase ?? '?'} | ${r.endpoint} | ${r.requests} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} | ${r.firstMs} |`,
  ),
  '',
].join('\n');
writeFileSync(join(reportsDir, 'sandbox-lists.md'), table);
console.log(
  over.length
    ? `over budget: ${over.map((r) => r.endpoint).join(', ')}`
    : 'all list endpoints within budget',
);
process.exit(over.length ? 1 : 0);
