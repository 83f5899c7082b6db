import { defineConfig } from 'vitest/config';
import { componentStories, pageStories } from './.storybook/vitest.projects';

// One test run for the whole workspace; each package keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      componentStories,
      pageStories,
    ],
  },
});
