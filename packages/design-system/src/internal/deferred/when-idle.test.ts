import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./when-idle');
}

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('idle work of the floating layers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs in the next idle moment when nothing holds it', async () => {
    const { whenIdle } = await freshModule();
    const task = vi.fn();
    whenIdle(task);
    await nextTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the app's hold (its first screen), then for an idle moment", async () => {
    const { holdIdleWorkUntil, whenIdle } = await freshModule();
    let paint!: () => void;
    holdIdleWorkUntil(new Promise<void>((resolve) => (paint = resolve)));
    const task = vi.fn();
    whenIdle(task);
    await nextTasks();
    expect(task).not.toHaveBeenCalled();
    paint();
    await nextTasks();
    expect(task).toHaveBeenCalledTimes(1);
    // Once the hold is over, later work waits for nothing but the idle moment.
    const later = vi.fn();
    whenIdle(later);
    await nextTasks();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs nothing that was cancelled while held, and a failed hold holds nothing', async () => {
    const { holdIdleWorkUntil, whenIdle } = await freshModule();
    let fail!: () => void;
    holdIdleWorkUntil(new Promise<void>((_, reject) => (fail = () => reject(new Error('chunk')))));
    const cancelled = vi.fn();
    const kept = vi.fn();
    const cancel = whenIdle(cancelled);
    whenIdle(kept);
    cancel();
    fail();
    await nextTasks();
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
