import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the work once, in a task after the first frame, not before it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait more than 100 ms where no frame comes (a tab opened in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
