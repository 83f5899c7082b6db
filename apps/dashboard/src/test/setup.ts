import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// jsdom does not lay out, so it has no scrollIntoView; list components call it on keyboard moves.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// Route modules load lazily, and the first import of a module is transformed on demand.
configure({ asyncUtilTimeout: 5000 });
