import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sandbox-api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A test drives the running sandbox over HTTP, on PGlite or PostgreSQL; the parallel-write
    // tests send hundreds of calls. A file's hooks start the sandbox and seed its database.
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Each file opens its own embedded database; two at a time matches the 2-core machine.
    maxWorkers: 2,
    // Files share the modules they import (Hono, Drizzle, PGlite's WebAssembly): loaded once per
    // worker instead of once per file (90 s → 55 s). Each file still starts its own sandbox on
    // its own database; an environment variable a test sets (`vi.stubEnv`) is reset after it.
    isolate: false,
    unstubEnvs: true,
    // Vitest runs projects with their own worker limit as a separate group, after the others.
    sequence: { groupOrder: 1 },
  },
});
