import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-page-load';

describe('afterPageLoad', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then for an idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    const work = vi.fn();
    afterPageLoad(work);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('only waits for an idle moment when the page has loaded already', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const requestIdle = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const work = vi.fn();
    afterPageLoad(work);
    expect(requestIdle).toHaveBeenCalledWith(work, { timeout: 2000 });
    expect(work).toHaveBeenCalledTimes(1);
  });
});
