import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen, isFirstScreenPending } from './first-screen';

/** False until the page a reload opened has painted with its first data (true at once anywhere else). */
export function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(() => !isFirstScreenPending());
  useEffect(() => {
    if (painted) return undefined;
    let live = true;
    void afterFirstScreen().then(() => {
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
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useFirstScreenPainted() ? children : null;
}
