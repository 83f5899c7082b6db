// The sandbox on a free local port, for the benches that call its API or drive the built dashboard
// in Chromium; and the seller's sign-in the browser benches start from.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sandboxDir = join(root, 'apps/sandbox-api');

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function requireBuiltDashboard() {
  if (!existsSync(join(root, 'apps/dashboard/dist/index.html'))) {
    console.error('Build the dashboard first: pnpm --filter @seller/dashboard build');
    process.exit(2);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the sandbox on PGlite in a throw-away folder, seeded at `scale`; resolves once it listens.
 * `serveApp: false` serves no dashboard (the API benches), else the built one in apps/dashboard/dist
 * (or BENCH_STATIC_DIR), as a static host would.
 */
export async function startAppSandbox({ scale = 1, label = 'bench', serveApp = true } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const started = Date.now();
  // BENCH_STATIC_DIR measures another build (an earlier commit's dist) in the same shape.
  const app = serveApp
    ? ['--static', process.env.BENCH_STATIC_DIR ?? join(root, 'apps/dashboard/dist')]
    : [];
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
      ...app,
    ],
    {
      cwd: sandboxDir,
      env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  // The pipes are drained for the whole run (a full pipe would stall the sandbox); the tail is kept.
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`sandbox did not start in 600 s:\n${output}`)),
      600_000,
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
  const seeded = /(\d+) varian/.exec(output);
  return {
    base: `http://127.0.0.1:${port}`,
    variants: seeded ? Number(seeded[1]) : null,
    startMs: Date.now() - started,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A context without the welcome tour and the promotion banner, so nothing covers the page. */
export async function quietContext(browser, base, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'id-ID',
    ...options,
  });
  await context.addCookies([{ name: 'promotion', value: 'false', url: base }]);
  await context.addInitScript(() => window.localStorage.setItem('onboard', 'false'));
  return context;
}

export async function signInSeller(page, base) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill('seller@demo.id');
  await page.getByLabel('Kata sandi').fill('demo12345');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/sign-in'));
}
