import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// jsdom does not lay out, so it has no scrollIntoView; list components call it on keyboard moves.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// Route modules load lazily, and the first import of a module is transformed on demand: the
// first /home of a test file waited over 5 s for its page's modules on a busy two-core machine
// (a clean-clone CI run of 2026-11-29). Tests still end within vitest's 20 s.
configure({ asyncUtilTimeout: 10_000 });
