import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Globs that match nothing are fine: packages add their stories folders over time.
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../packages/*/stories/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
