import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs } from '../scripts/chromium.mjs';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// `pnpm test` resolves the browser (scripts/chromium.mjs) and passes it on in CHROMIUM_PATH.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', ...chromiumArgs],
  },
});

// The addon reads the story globals from this provide key; one browser instance per brand theme
// makes every play function and axe check run in both palettes under the single `storybook` project.
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';

const themeInstance = (theme: 'marketplace' | 'mofasa') => ({
  browser: 'chromium' as const,
  name: `storybook (${theme})`,
  provide: { [INITIAL_GLOBALS_KEY]: { theme } },
});

export default defineConfig({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    root: path.resolve(configDir, '..'),
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [themeInstance('marketplace'), themeInstance('mofasa')],
    },
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
  },
});
