interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and answer input in between: the start of the
 * app is several steps of 10–40 ms each on a phone, and one step per task keeps every task short.
 * `scheduler.yield()` (Chromium 129+) puts the continuation ahead of other queued tasks, so the
 * steps still run back to back; elsewhere a zero timeout does the job.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
