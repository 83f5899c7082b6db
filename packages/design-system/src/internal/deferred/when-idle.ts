/** Idle work waits for this first while it is set (`holdIdleWorkUntil`). */
let held: Promise<void> | null = null;

/**
 * Idle work (a floating layer's code, a style warm-up) starts no earlier than `ready`: an app
 * whose first screen is still on its way keeps the phone's connections and main thread for it.
 */
export function holdIdleWorkUntil(ready: Promise<void>): void {
  const hold: Promise<void> = ready.then(
    () => undefined,
    () => undefined,
  );
  held = hold;
  void hold.then(() => {
    if (held === hold) held = null;
  });
}

function onIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` when the browser has nothing better to do (requestIdleCallback, at the latest
 * after `timeout` ms), or on the next task where idle callbacks are missing; after the hold of
 * `holdIdleWorkUntil`, if one is set. Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (held === null) return onIdle(task, timeout);
  let cancel: (() => void) | null = null;
  let cancelled = false;
  void held.then(() => {
    if (!cancelled) cancel = onIdle(task, timeout);
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}
