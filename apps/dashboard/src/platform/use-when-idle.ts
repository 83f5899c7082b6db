import { useEffect, useState } from 'react';

/**
 * False until `ready` has been true and the main thread has had an idle moment, then true for
 * good. What a page needs only later (a section below the fold, a dialog's code) mounts then, so
 * the page's first data neither waits for it nor pays for it in the same frame.
 */
export function useWhenIdle(ready: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!ready || reached) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReached(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setReached(true), 50);
    return () => window.clearTimeout(timer);
  }, [ready, reached]);
  return reached;
}
