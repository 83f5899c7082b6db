import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout, so the table's virtualiser would see a 0 px window and render no rows.
 * Elements get the size of a tall viewport for the tests of this file.
 */
export function withTableLayout(height = 4000, width = 1280) {
  const originals = {
    height: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    width: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
  };
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => height });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => width });
  });
  afterAll(() => {
    if (originals.height) Object.defineProperty(Element.prototype, 'clientHeight', originals.height);
    if (originals.width) Object.defineProperty(Element.prototype, 'clientWidth', originals.width);
  });
}
