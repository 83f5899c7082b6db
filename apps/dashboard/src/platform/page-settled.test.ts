import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./page-settled');
}

/** Which of the promises have settled, after the microtasks so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('work that waits for the first screen of a reload', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at once when no first screen is on its way (in-app navigation, tests)', async () => {
    const { afterPageSettled, isPageSettlePending } = await freshModule();
    expect(isPageSettlePending()).toBe(false);
    expect(await settled(afterPageSettled())).toBe(true);
  });

  it('waits until the first screen is shown and the browser has painted it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { afterPageSettled, expectPageSettled, markPageShown } = await freshModule();
    expectPageSettled();
    const waiting = afterPageSettled();
    vi.advanceTimersByTime(1_000);
    expect(await settled(waiting)).toBe(false);
    markPageShown();
    expect(await settled(waiting)).toBe(false);
    // An idle moment once the page has rendered, then the paint of what it rendered.
    vi.advanceTimersByTime(50);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
    expect(await settled(afterPageSettled())).toBe(true);
  });

  it("waits for the page's first calls too: the first screen is the one that shows their answers", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { afterPageSettled, expectPageSettled, holdPageSettledUntil, markPageShown } =
      await freshModule();
    expectPageSettled();
    let answer!: () => void;
    holdPageSettledUntil(new Promise<void>((resolve) => (answer = resolve)));
    holdPageSettledUntil(Promise.reject(new Error('gagal')));
    const waiting = afterPageSettled();
    markPageShown();
    vi.advanceTimersByTime(500);
    expect(await settled(waiting)).toBe(false);
    answer();
    await Promise.resolve();
    vi.advanceTimersByTime(50);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('holds nothing on in-app navigation, where no first screen is on its way', async () => {
    const { afterPageSettled, holdPageSettledUntil } = await freshModule();
    holdPageSettledUntil(new Promise(() => {}));
    expect(await settled(afterPageSettled())).toBe(true);
  });

  it('holds nothing back for more than three seconds when the first screen never shows', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { afterPageSettled, expectPageSettled } = await freshModule();
    expectPageSettled();
    const waiting = afterPageSettled();
    vi.advanceTimersByTime(2_999);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});
