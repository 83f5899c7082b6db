/**
 * Runs `task` when the browser has nothing better to do (requestIdleCallback, at the latest
 * after `timeout` ms), or on the next task where idle callbacks are missing. Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
