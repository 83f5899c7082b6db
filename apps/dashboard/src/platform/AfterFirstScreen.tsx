import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen, isFirstScreenPending } from './first-screen';

/**
 * Mounts its children once the page a reload opened has painted with its first data (at once
 * anywhere else). Only this element re-renders then, not the layout around it.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !isFirstScreenPending());
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : null;
}
