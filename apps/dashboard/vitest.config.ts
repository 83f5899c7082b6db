import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'dashboard',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Shell tests render the whole app; its lazy route modules are transformed on first use.
    testTimeout: 20_000,
  },
});
