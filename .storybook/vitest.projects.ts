import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
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

// The addon reads the story globals from this provide key.
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';
type Theme = 'marketplace' | 'mofasa';

/**
 * Components run every play function and axe check in both brand palettes. A page only
 * composes them, so a story tagged `page` runs in one theme; a page that styles itself by
 * theme leaves the tag off and runs in both.
 */
function storyProject(
  name: string,
  themes: Theme[],
  tags: { include?: string[]; exclude?: string[] },
  // The other project's files, left out before they are loaded: a file whose stories the tags
  // filter out is still opened in the browser first.
  exclude: string[],
) {
  return defineConfig({
    plugins: [storybookTest({ configDir, tags })],
    test: {
      name,
      root: path.resolve(configDir, '..'),
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: themes.map((theme) => ({
          browser: 'chromium' as const,
          name: `${name} (${theme})`,
          provide: { [INITIAL_GLOBALS_KEY]: { theme } },
        })),
      },
      setupFiles: [path.join(configDir, 'vitest.setup.ts')],
      exclude: [...configDefaults.exclude, ...exclude],
      // Last, after the jsdom group (0) and the sandbox's group (1): beside the jsdom files the
      // stories' Chromiums oversubscribed two cores (load about 9) and slow tests timed out.
      sequence: { groupOrder: 2 },
    },
  });
}

/** Where page stories live (`features/feature-shape.test.ts` holds every page to it). */
const pageStoryFolders = 'apps/*/src/features/*/pages/**';

export const componentStories = storyProject(
  'storybook',
  ['marketplace', 'mofasa'],
  { exclude: ['page'] },
  [pageStoryFolders],
);
export const pageStories = storyProject('storybook pages', ['marketplace'], { include: ['page'] }, [
  'packages/**',
  'apps/*/src/!(features)/**',
  'apps/*/src/features/*/!(pages)/**',
  'apps/*/src/features/*/*.stories.tsx',
]);
