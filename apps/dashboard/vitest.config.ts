import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'dashboard',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A page's lazily loaded parts are transformed on first use: on a busy 2-core machine the
    // first test of a file waited over 5 s for them (see asyncUtilTimeout in src/test/setup.ts).
    testTimeout: 20_000,
  },
});
