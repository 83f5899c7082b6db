import { cpSync, existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/chromium.mjs';

/** One worker per core, each with a sandbox of its own on its own port and database folder. */
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());
const firstPort = Number(process.env.E2E_PORT ?? 8181);
const ports = Array.from({ length: workers }, (_, index) => firstPort + index);
// Each worker process loads this file again, with its index set: its tests go to its own sandbox.
const workerPort = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const baseURL = `http://127.0.0.1:${workerPort}`;
// Several runs may share a machine: each port gets its own database folder, and E2E_STATIC_DIR
// serves a build made elsewhere (`vite build --outDir …`) instead of apps/dashboard/dist.
const staticDir = ` --static ${process.env.E2E_STATIC_DIR ?? servedCopyOfBuild()}`;

/**
 * The sandboxes serve a copy of the build: e2e/quick-start.spec.ts runs the README's first
 * command, which builds apps/dashboard/dist again, and the other workers' pages must not meet
 * a folder half emptied. Made once, by the runner (a worker loads this file with its index set).
 */
function servedCopyOfBuild(): string {
  const copy = `.data/e2e-build-${firstPort}`;
  if (process.env.TEST_WORKER_INDEX === undefined && existsSync('apps/dashboard/dist')) {
    rmSync(`apps/sandbox-api/${copy}`, { recursive: true, force: true });
    cpSync('apps/dashboard/dist', `apps/sandbox-api/${copy}`, { recursive: true });
  }
  return copy;
}
/** Fault injection on for the tests that need it. */
export const sandboxEnv = { SANDBOX_FAULTS: '1' };

export default defineConfig({
  testDir: 'e2e',
  // The tests of one file share a sandbox's data in order; files spread over the workers.
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // An assertion retries up to 7 s (5 by default): beside another worker on two cores a page's
  // lazily loaded chunk and its first call can take longer than 5 s.
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The product as `pnpm start` runs it: the sandbox serving the built dashboard, on a fresh
  // database (sandboxEnv above), once per worker.
  webServer: ports.map((port) => ({
    command: `pnpm --filter @seller/sandbox-api start --port ${port} --fresh --data-dir .data/e2e-${port}${staticDir}`,
    url: `http://127.0.0.1:${port}/sign-in`,
    env: sandboxEnv,
    // Each sandbox seeds its database on start; two starting at once on two cores take a while.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
