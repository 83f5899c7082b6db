import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the work after the next frame, in a task of its own, not during the caller', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    order.push('caller done');
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['caller done']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['caller done', 'work']);
  });

  it('does nothing once called off, before the frame or after it', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const work = vi.fn();
    afterNextPaint(work)();
    const afterFrame = afterNextPaint(work);
    vi.advanceTimersToNextFrame();
    afterFrame();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
