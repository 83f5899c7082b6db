import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests that hold a module back with `vi.mock`: they need modules of their own. */
export const mockingTests = ['src/**/*.deferred.test.tsx', 'src/**/*.warmup.test.tsx'];

export default defineConfig({
  test: {
    name: 'design-system',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: mockingTests,
    setupFiles: ['./test/setup.ts'],
    css: false,
    // The files of a worker share the modules they import (React, styled-components, the
    // components): evaluated once per worker, not once per file (38 s → 8 s on two cores). Each
    // file still gets its own jsdom and every test cleans up what it rendered (test/setup.ts).
    isolate: false,
  },
});
