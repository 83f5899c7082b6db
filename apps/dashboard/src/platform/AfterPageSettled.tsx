import { useEffect, useState, type ReactNode } from 'react';
import { afterPageSettled, isPageSettlePending } from './page-settled';

/** False until the page a reload opened has painted with its first data (true at once anywhere else). */
export function usePageSettled(): boolean {
  const [painted, setPainted] = useState(() => !isPageSettlePending());
  useEffect(() => {
    if (painted) return undefined;
    let live = true;
    void afterPageSettled().then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}

/**
 * Mounts its children once the page a reload opened has painted with its first data (at once
 * anywhere else). Only this element re-renders then, not the layout around it.
 */
export function AfterPageSettled({ children }: { children: ReactNode }) {
  return usePageSettled() ? children : null;
}
