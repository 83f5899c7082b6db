/**
 * Runs `work` in an idle moment once the page has loaded: its scripts, and the ones they import,
 * have arrived. For what the first screen does not need and should not slow down by sharing the
 * network with it. An idle moment comes within 2 s at the latest.
 */
export function afterPageLoad(work: () => void): void {
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
