import { afterAll, beforeAll } from 'vitest';
import { BESIDE_THE_QUEUE_AT_MOST } from './components/OrderList';

/**
 * jsdom has no layout, so the table's virtualiser would see a 0 px window and render no rows.
 * Elements get the size of a tall viewport for the tests of this file, in a window as wide as
 * that column plus the open sidebar and the page's padding beside it.
 */
export function withTableLayout(height = 4000, width = 1280) {
  const originals = {
    height: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    width: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    windowWidth: window.innerWidth,
  };
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get: () => height,
    });
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get: () => width,
    });
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      value: width + BESIDE_THE_QUEUE_AT_MOST,
    });
  });
  afterAll(() => {
    if (originals.height)
      Object.defineProperty(Element.prototype, 'clientHeight', originals.height);
    if (originals.width) Object.defineProperty(Element.prototype, 'clientWidth', originals.width);
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      value: originals.windowWidth,
    });
  });
}
