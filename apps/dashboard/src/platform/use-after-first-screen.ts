import { useEffect, useState } from 'react';
import { afterFirstScreen, isFirstScreenPending } from './first-screen';

/** True once the page a reload opened has painted (at once when none was on its way). */
export function useAfterFirstScreen(): boolean {
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
  return ready;
}
