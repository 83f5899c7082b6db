import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * The repository's e2e setup with its own port and database folder, so the product specs can
 * run while another suite uses the default ones on the same machine.
 */
const port = Number(process.env.E2E_PORT ?? 8187);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e-products';
const scale = process.env.E2E_SCALE ? ` --scale ${process.env.E2E_SCALE}` : '';

export default defineConfig({
  ...base,
  testDir: '../../e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '/tmp/products-e2e-results',
  use: { ...base.use, baseURL },
  webServer: {
    command: `pnpm --filter @seller/sandbox-api start --port ${port} --fresh --data-dir ${dataDir}${scale} --static ../dashboard/dist`,
    url: `${baseURL}/sign-in`,
    env: { SANDBOX_FAULTS: '1' },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    cwd: '../..',
  },
});
