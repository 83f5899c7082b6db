// Sandbox load check (issues 15 and 17). Starts the sandbox itself (a fresh PGlite folder, and a
// fresh PostgreSQL database when a server is named), signs in, and for each call the pages make
// (variant list, multistock variant list, order list, notification count, order count, home
// summary) runs a closed loop of N keep-alive connections for S seconds:
//   phase 1: the call alone;
//   phase 2: the same load while one client uploads a 2 MB PNG to the image upload call with
//            throttled writes (one upload after another for the whole phase).
// Budgets (issue 15): 0 errors in every phase, and each call's phase-2 p95 ≤ 2 × its phase-1 p95.
// Targets (issue 17, reported, not enforced): p95 ≤ 50 ms on PGlite, ≤ 20 ms on PostgreSQL.
// Writes bench/reports/sandbox-load.json and .md (keeping the .md's hand-written sections below the
// run's tables) and exits 1 when a budget fails.
//
//   node bench/sandbox/load.bench.mjs [--seconds 20] [--connections 20] [--scale 100]
//        [--warmup 2] [--upload-seconds 6] [--mode pglite|postgres|both] [--pg-url postgres://…]
//        [--only <call name part>] [--port <first port; default a free one>]
// PostgreSQL mode runs when --pg-url, DATABASE_URL or TEST_DATABASE_URL names a server (or
// --mode postgres/both); the bench creates its own database there and drops it afterwards.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, freemem, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { freePort } from '../support/app-sandbox.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sandboxDir = join(root, 'apps/sandbox-api');
const reportsDir = join(root, 'bench/reports');

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_LOAD_SECONDS ?? '20' },
    connections: { type: 'string', default: '20' },
    scale: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '2' },
    'upload-seconds': { type: 'string', default: '6' },
    mode: { type: 'string' },
    'pg-url': { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const scale = Number(args.scale);
const warmupSeconds = Number(args.warmup);
const uploadSeconds = Number(args['upload-seconds']);
const pgUrl = args['pg-url'] ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const modes =
  args.mode === 'both'
    ? ['pglite', 'postgres']
    : args.mode
      ? [args.mode]
      : pgUrl.startsWith('postgres')
        ? ['pglite', 'postgres']
        : ['pglite'];
if (modes.includes('postgres') && !pgUrl.startsWith('postgres')) {
  console.error(
    'PostgreSQL mode needs --pg-url, DATABASE_URL or TEST_DATABASE_URL (postgres://…).',
  );
  process.exit(2);
}
for (const [name, value] of Object.entries({
  seconds,
  connections,
  scale,
  warmupSeconds,
  uploadSeconds,
})) {
  if (!Number.isFinite(value) || value < 0 || (name !== 'warmupSeconds' && value === 0)) {
    console.error(`--${name} must be a positive number`);
    process.exit(2);
  }
}

const budgets = { errors: 0, uploadP95Ratio: 2 };
const targets = { pglite: 50, postgres: 20 };
const requestTimeoutMs = 10_000;

/** Seller demo account (partner tenant): brand 101 is the one --scale multiplies, 102 has stockists. */
const account = { username: 'seller@demo.id', password: 'demo12345', userId: 1, tenant: 'partner' };
const brandId = 101;
const multistockBrandId = 102;

/**
 * The calls the pages make, as the dashboard sends them (apps/dashboard/src/features/...):
 * each is a small rotation of the queries a seller produces on that page.
 */
const calls = [
  {
    name: 'variant list',
    source:
      'products/api/product-requests.ts listVariants: GET /v3/{tenant}/variant/list (brand 101, the scaled catalogue)',
    paths: [
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=15&status=all&sortBy=createdAt&sortDirection=desc`,
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=2&size=15&status=all&sortBy=createdAt&sortDirection=desc`,
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=15&status=active&sortBy=createdAt&sortDirection=desc`,
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=15&status=all&stockStatus=low-stock&sortBy=createdAt&sortDirection=desc`,
      `/api/product/v3/partner/variant/list?brandId=${brandId}&page=1&size=15&status=all&sortBy=stock&sortDirection=asc`,
    ],
  },
  {
    name: 'multistock variant list',
    source:
      'products/api/product-requests.ts listVariants: GET /v3/{tenant}/variant/multistock/list (brand 102, has stockists)',
    paths: [
      `/api/product/v3/partner/variant/multistock/list?brandId=${multistockBrandId}&page=1&size=15&status=all&sortBy=createdAt&sortDirection=desc`,
      `/api/product/v3/partner/variant/multistock/list?brandId=${multistockBrandId}&page=2&size=15&status=all&sortBy=createdAt&sortDirection=desc`,
      `/api/product/v3/partner/variant/multistock/list?brandId=${multistockBrandId}&page=1&size=15&status=active&sortBy=name&sortDirection=asc`,
    ],
  },
  {
    name: 'order list',
    source: 'orders/order-calls.ts fetchOrderPage: GET /v3/{tenant}/order/list (brand 101)',
    paths: [
      `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=15&status=-1&sortBy=createdAt&sortDirection=asc`,
      `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=15&status=1&sortBy=createdAt&sortDirection=asc`,
      `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=15&status=2&sortBy=createdAt&sortDirection=asc`,
      `/api/brand/v3/partner/order/list?brandId=${brandId}&page=2&size=15&status=-1&sortBy=createdAt&sortDirection=asc`,
      `/api/brand/v3/partner/order/list?brandId=${brandId}&page=1&size=15&status=-1&sortBy=totalAmount&sortDirection=desc`,
    ],
  },
  {
    name: 'notification count',
    source:
      'notifications/notifications-actors.ts fetchUnreadCount: GET /v3/{tenant}/notification/count',
    paths: [`/api/brand/v3/partner/notification/count?brandId=${brandId}`],
  },
  {
    name: 'order count',
    source:
      'orders/order-calls.ts fetchOrderCounts and home orderCounts: GET /admin/order-list/v2/count',
    paths: [`/api/admin/admin/order-list/v2/count?brandId=${brandId}`],
  },
  {
    name: 'home summary',
    source:
      'home/home-requests.ts performance (Performa Bulan Ini): GET /v3/{tenant}/dashboard/performance/{id}',
    paths: [`/api/dashboard/v3/partner/dashboard/performance/${brandId}`],
  },
].filter((call) => !args.only || call.name.includes(args.only));

// ---------------------------------------------------------------------------------------------
// Sandbox and database

/** node-postgres from the sandbox's own dependencies (no new dependency for the bench). */
const pg = createRequire(join(sandboxDir, 'package.json'))('pg');

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database on the named server, dropped by the returned function. */
async function createDatabase(serverUrl) {
  const name = `bench_load_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function startSandbox(mode, index) {
  const port = args.port ? Number(args.port) + index : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `sandbox-load-${mode}-`));
  const database = mode === 'postgres' ? await createDatabase(pgUrl) : null;
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/main.ts',
      '--port',
      String(port),
      '--data-dir',
      join(dataDir, 'pglite'),
      '--scale',
      String(scale),
      '--static',
      join(dataDir, 'no-app'),
    ],
    {
      cwd: sandboxDir,
      env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: database?.url ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  // Keep draining the pipes for the whole run (a full pipe would stall the sandbox); keep the tail.
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database
      ?.drop()
      .catch((error) => console.warn(`could not drop ${database.name}: ${error.message}`));
  };
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`sandbox did not start in 300 s:\n${output}`)),
        300_000,
      );
      const onData = () => {
        if (output.includes('berjalan di')) {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`sandbox exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    child.kill('SIGTERM');
    await cleanup();
    throw error;
  }
  const seeded = /dibuat dalam (\d+) ms: (\d+) produk, (\d+) varian, (\d+) pesanan/.exec(output);
  return {
    port,
    pid: child.pid,
    seed: seeded
      ? {
          ms: Number(seeded[1]),
          products: Number(seeded[2]),
          variants: Number(seeded[3]),
          orders: Number(seeded[4]),
        }
      : null,
    startMs: Date.now() - started,
    log: () => output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await cleanup();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP client: plain node:http with a keep-alive agent, one socket per connection

function request(agent, port, options, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, agent, ...options }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (res.statusCode >= 400 && chunks.length < 4) chunks.push(chunk);
      });
      res.on('end', () => {
        const ms = performance.now() - started;
        const ok = res.statusCode >= 200 && res.statusCode < 300 && bytes > 0;
        resolve({
          ms,
          ok,
          status: res.statusCode,
          error: ok
            ? null
            : `${res.statusCode} ${Buffer.concat(chunks).toString('utf8').slice(0, 160)}`,
        });
      });
      res.on('error', (error) =>
        resolve({ ms: performance.now() - started, ok: false, status: 0, error: error.message }),
      );
    });
    req.setTimeout(requestTimeoutMs, () =>
      req.destroy(new Error(`no answer in ${requestTimeoutMs} ms`)),
    );
    req.on('error', (error) =>
      resolve({
        ms: performance.now() - started,
        ok: false,
        status: 0,
        error: error.code ?? error.message,
      }),
    );
    if (typeof body === 'function') body(req);
    else req.end(body);
  });
}

async function login(port) {
  const agent = new http.Agent({ keepAlive: false });
  const body = new URLSearchParams({
    grant_type: 'password',
    username: account.username,
    password: account.password,
  }).toString();
  const answer = await new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(JSON.parse(text))
            : reject(new Error(`login failed: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  return answer.access_token;
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
const round = (ms) => Math.round(ms * 10) / 10;

/**
 * Closed loop: `connections` workers, each sending the next request as soon as the previous
 * answer has been read, until `durationMs` has passed. Every answer counts (none is dropped).
 */
async function runLoad({ port, token, paths, durationMs }) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: connections,
    maxFreeSockets: connections,
  });
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    'accept-encoding': 'gzip',
  };
  const times = [];
  const errors = new Map();
  let errorCount = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length];
      const result = await request(agent, port, { method: 'GET', path, headers });
      times.push(result.ms);
      if (!result.ok) {
        errorCount++;
        errors.set(result.error, (errors.get(result.error) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors: errorCount,
    errorSamples: [...errors].slice(0, 5).map(([message, count]) => ({ message, count })),
    rps: Math.round(times.length / (elapsed / 1000)),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times[times.length - 1] ?? NaN),
  };
}

// ---------------------------------------------------------------------------------------------
// The slow upload: a real PNG just under the 2 MB image limit, written in throttled chunks

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** 1024 × 680 RGB noise (incompressible, stored deflate): about 1.99 MiB, under the 2 MiB limit. */
function buildPng(width = 1024, height = 680) {
  const row = width * 3 + 1;
  const raw = randomBytes(row * height);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter type None on every scanline
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  if (png.length > 2 * 1024 * 1024)
    throw new Error(`test PNG is ${png.length} bytes, over the 2 MiB image limit`);
  return png;
}

function multipartBody(png) {
  const boundary = `----sandboxload${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="load-check.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One client uploading the PNG again and again until stopped, each upload spread over
 * `uploadSeconds` (64 kB writes at even intervals), on its own connection.
 */
function startSlowUploads({ port, token, png }) {
  const { body, contentType } = multipartBody(png);
  const chunkSize = 64 * 1024;
  const chunkCount = Math.ceil(body.length / chunkSize);
  const gapMs = (uploadSeconds * 1000) / chunkCount;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const uploads = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const result = await request(
        agent,
        port,
        {
          method: 'POST',
          path: '/api/upload/v1/upload/image',
          headers: {
            authorization: `Bearer ${token}`,
            'user-id': String(account.userId),
            'content-type': contentType,
            'content-length': body.length,
          },
        },
        (req) => {
          void (async () => {
            for (let at = 0; at < body.length && !req.destroyed; at += chunkSize) {
              req.write(body.subarray(at, at + chunkSize));
              await sleep(gapMs);
            }
            req.end();
          })();
        },
      );
      uploads.push(result);
    }
  })();
  return {
    bodyBytes: body.length,
    stop: async () => {
      stopped = true;
      await loop;
      agent.destroy();
      const ok = uploads.filter((u) => u.ok);
      return {
        uploads: uploads.length,
        errors: uploads.length - ok.length,
        errorSamples: [...new Set(uploads.filter((u) => !u.ok).map((u) => u.error))].slice(0, 3),
        meanMs: ok.length ? Math.round(ok.reduce((sum, u) => sum + u.ms, 0) / ok.length) : null,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Run

function machine() {
  let nproc = cpus().length;
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    // nproc missing: the CPU count from os.cpus() stays
  }
  return {
    nproc,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${platform()} ${release()}`,
    // Other work on the machine during the run (the cores are shared): 1-minute load at start and end.
    loadAverage1m: { start: loadStart, end: Math.round(loadavg()[0] * 100) / 100 },
  };
}

const loadStart = Math.round(loadavg()[0] * 100) / 100;
const png = buildPng();
const runs = [];
for (const [index, mode] of modes.entries()) {
  console.log(`\n${mode}: seeding --scale ${scale} and starting the sandbox…`);
  const sandbox = await startSandbox(mode, index);
  console.log(
    `  started in ${sandbox.startMs} ms${sandbox.seed ? ` (seed ${sandbox.seed.ms} ms: ${sandbox.seed.variants} variants, ${sandbox.seed.orders} orders)` : ''}`,
  );
  const run = { mode, scale, seed: sandbox.seed, startMs: sandbox.startMs, calls: [] };
  try {
    const token = await login(sandbox.port);
    for (const call of calls) {
      if (warmupSeconds > 0)
        await runLoad({
          port: sandbox.port,
          token,
          paths: call.paths,
          durationMs: warmupSeconds * 1000,
        });
      const alone = await runLoad({
        port: sandbox.port,
        token,
        paths: call.paths,
        durationMs: seconds * 1000,
      });
      const uploads = startSlowUploads({ port: sandbox.port, token, png });
      const withUpload = await runLoad({
        port: sandbox.port,
        token,
        paths: call.paths,
        durationMs: seconds * 1000,
      });
      const upload = await uploads.stop();
      const ratio = Math.round((withUpload.p95Ms / alone.p95Ms) * 100) / 100;
      const row = {
        call: call.name,
        source: call.source,
        paths: call.paths,
        alone,
        withUpload,
        upload: { ...upload, bytes: png.length, requestBytes: uploads.bodyBytes },
        p95Ratio: ratio,
        verdicts: {
          errors:
            alone.errors + withUpload.errors + upload.errors <= budgets.errors ? 'pass' : 'fail',
          uploadP95Ratio: ratio <= budgets.uploadP95Ratio ? 'pass' : 'fail',
          p95Target: alone.p95Ms <= targets[mode] ? 'met' : 'missed',
        },
      };
      run.calls.push(row);
      const fmt = (r) =>
        `p50 ${r.p50Ms} p95 ${r.p95Ms} p99 ${r.p99Ms} ms, ${r.requests} req (${r.rps}/s), ${r.errors} err`;
      console.log(`  ${call.name.padEnd(24)} alone:       ${fmt(alone)}`);
      console.log(
        `  ${''.padEnd(24)} with upload: ${fmt(withUpload)}  → p95 × ${ratio}; uploads ${upload.uploads} (${upload.errors} err, mean ${upload.meanMs} ms)`,
      );
      for (const sample of [
        ...alone.errorSamples,
        ...withUpload.errorSamples,
        ...upload.errorSamples.map((message) => ({ message, count: 1 })),
      ]) {
        console.log(`    error: ${sample.count} × ${sample.message}`);
      }
    }
  } finally {
    await sandbox.stop();
  }
  runs.push(run);
}

const failures = runs.flatMap((run) =>
  run.calls.flatMap((row) =>
    Object.entries(row.verdicts)
      .filter(([name, verdict]) => name !== 'p95Target' && verdict === 'fail')
      .map(([name]) => `${run.mode} ${row.call}: ${name}`),
  ),
);
const report = {
  generatedAt: new Date().toISOString(),
  machine: machine(),
  settings: {
    seconds,
    connections,
    warmupSeconds,
    scale,
    requestTimeoutMs,
    client:
      'node:http keep-alive agent, closed loop (each connection sends its next request when the answer is read), accept-encoding: gzip',
    upload: {
      call: 'POST /api/upload/v1/upload/image',
      file: `PNG ${png.length} bytes (1024×680 RGB noise)`,
      spreadOverSeconds: uploadSeconds,
      note: 'one client, uploads back to back for the whole phase 2',
    },
  },
  budgets: { errorsPerPhase: budgets.errors, phase2P95AtMostTimesPhase1: budgets.uploadP95Ratio },
  targets: {
    p95MsPglite: targets.pglite,
    p95MsPostgres: targets.postgres,
    note: 'issue 17 goals, reported only',
  },
  runs,
  failures,
};
mkdirSync(reportsDir, { recursive: true });
writeFileSync(join(reportsDir, 'sandbox-load.json'), `${JSON.stringify(report, null, 2)}\n`);

/**
 * The sections written by hand below a run's tables (what changed between runs, before and after
 * figures) stay in the report: they start at the first heading that is not a run's own.
 */
function keptHistory(path) {
  if (!existsSync(path)) return '';
  const text = readFileSync(path, 'utf8');
  const start = text.search(/^## (?!PGlite |PostgreSQL )/m);
  return start === -1 ? '' : `\n${text.slice(start).trimEnd()}\n`;
}
const mdPath = join(reportsDir, 'sandbox-load.md');
const history = keptHistory(mdPath);

const m = report.machine;
const md =
  [
    '# Sandbox load check',
    '',
    `${report.generatedAt.slice(0, 10)} · ${m.nproc} cores (${m.cpuModel}), ${m.memoryGiB} GiB memory · Node ${m.node} · ${m.os} · 1-min load average ${m.loadAverage1m.start} at start, ${m.loadAverage1m.end} at end (shared machine)`,
    '',
    `${connections} keep-alive connections per call, closed loop, ${seconds} s per phase after ${warmupSeconds} s warm-up, --scale ${scale}. ` +
      `Phase 2 runs the same load while one client uploads a ${(png.length / 1024 / 1024).toFixed(2)} MiB PNG to \`POST /v1/upload/image\`, each upload spread over ${uploadSeconds} s, back to back.`,
    '',
    `Budgets (issue 15): 0 errors; phase-2 p95 ≤ ${budgets.uploadP95Ratio} × phase-1 p95. Targets (issue 17, not enforced): p95 ≤ ${targets.pglite} ms PGlite, ≤ ${targets.postgres} ms PostgreSQL.`,
    '',
    ...runs.flatMap((run) => [
      `## ${run.mode === 'pglite' ? 'PGlite' : 'PostgreSQL'} (--scale ${run.scale}${run.seed ? `: ${run.seed.variants.toLocaleString('en')} variants, ${run.seed.orders.toLocaleString('en')} orders, seeded in ${(run.seed.ms / 1000).toFixed(1)} s` : ''})`,
      '',
      '| call | phase | requests | req/s | errors | p50 ms | p95 ms | p99 ms | max ms | p95 × | budgets | target p95 |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
      ...run.calls.flatMap((row) => [
        `| ${row.call} | alone | ${row.alone.requests} | ${row.alone.rps} | ${row.alone.errors} | ${row.alone.p50Ms} | ${row.alone.p95Ms} | ${row.alone.p99Ms} | ${row.alone.maxMs} | | | ${row.verdicts.p95Target} (≤ ${targets[run.mode]}) |`,
        `| | with upload | ${row.withUpload.requests} | ${row.withUpload.rps} | ${row.withUpload.errors} | ${row.withUpload.p50Ms} | ${row.withUpload.p95Ms} | ${row.withUpload.p99Ms} | ${row.withUpload.maxMs} | ${row.p95Ratio} | errors ${row.verdicts.errors}, ×2 ${row.verdicts.uploadP95Ratio} | |`,
      ]),
      '',
      `Uploads during phase 2: ${run.calls.reduce((n, r) => n + r.upload.uploads, 0)} (${run.calls.reduce((n, r) => n + r.upload.errors, 0)} failed), mean ${Math.round(run.calls.reduce((n, r) => n + (r.upload.meanMs ?? 0), 0) / Math.max(1, run.calls.length))} ms each.`,
      '',
    ]),
    failures.length ? `**Over budget:** ${failures.join('; ')}` : '**All budgets met.**',
    '',
  ].join('\n') + history;
writeFileSync(mdPath, md);
console.log(failures.length ? `\nover budget: ${failures.join(', ')}` : '\nall load budgets met');
process.exit(failures.length ? 1 : 0);
