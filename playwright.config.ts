import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
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
  webServer: {
    // The product as `pnpm start` runs it: the sandbox serving the built dashboard, on a fresh
    // database, with fault injection switched on for the tests that need it.
    command: `pnpm --filter @seller/sandbox-api start --port ${port} --fresh --data-dir .data/e2e`,
    url: `${baseURL}/sign-in`,
    env: { SANDBOX_FAULTS: '1' },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
