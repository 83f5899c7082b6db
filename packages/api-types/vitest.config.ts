import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-types',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
