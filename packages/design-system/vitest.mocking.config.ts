import { defineConfig } from 'vitest/config';
import shared, { mockingTests } from './vitest.config';

/** The design system's tests that mock a module, each file with modules of its own. */
export default defineConfig({
  test: {
    ...shared.test,
    name: 'design-system (module mocks)',
    include: mockingTests,
    exclude: [],
    isolate: true,
  },
});
