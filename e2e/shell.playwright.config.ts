import { defineConfig } from '@playwright/test';
import base, { sandboxEnv } from '../playwright.config';

// The root config with its own port and data folder, so the shell's specs can run while another
// suite uses the default sandbox. Run: pnpm exec playwright test -c e2e/shell.playwright.config.ts
const port = Number(process.env.E2E_SHELL_PORT ?? 8187);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  use: { ...base.use, baseURL },
  webServer: {
    command: `pnpm --filter @seller/sandbox-api start --port ${port} --fresh --data-dir .data/e2e-shell --static ../dashboard/dist`,
    url: `${baseURL}/sign-in`,
    env: sandboxEnv,
    // The sandbox seeds its database on start.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
