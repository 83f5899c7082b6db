import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { componentStories, pageStories } from './.storybook/vitest.projects';

// One test run for the whole workspace; each package keeps its own environment.
export default defineConfig({
  test: {
    // One test file per core: Vitest's default leaves a core free, which on the 2-core CI
    // machine runs the whole suite one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/design-system/vitest.mocking.config.ts',
      'apps/*/vitest.config.ts',
      componentStories,
      pageStories,
    ],
  },
});
