import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// Browser shims for jsdom only; bundle tests run in plain Node.
if (typeof window !== 'undefined') {
  // jsdom lacks these browser APIs that floating-ui and the virtualiser rely on.
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // jsdom does not lay out, so it has no scrolling API either.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
