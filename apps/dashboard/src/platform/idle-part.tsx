import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { usePageSettled } from './AfterPageSettled';
import { LaterPart } from './later-part';
import { useWhenIdle } from './use-when-idle';

interface IdlePartProps {
  /** The code the part needs (a `lazyPart`'s `preload`), fetched before it mounts. */
  preload: () => Promise<void>;
  children: ReactNode;
  /** Holds the part's place until it shows (nothing by default). */
  fallback?: ReactNode;
  /** The page shows this part's data itself: it loads and mounts at once. */
  now?: boolean;
}

/**
 * A part of the signed-in frame that no first screen waits for (the bell, the chat, the
 * onboarding). It mounts once the page a reload opened has painted with its first data and the
 * main thread has then had an idle moment, and its code is here: before that its code and calls
 * would share the phone's connections with the page's own. It mounts as a transition: React
 * renders it in short slices, and a store update rendered meanwhile (which React renders at once
 * and in one piece) does not carry the part along with it. A part whose code could not be
 * loaded is left to `LaterPart`, which leaves it out until the connection is back.
 */
export function IdlePart({ preload, children, fallback = null, now = false }: IdlePartProps) {
  const idle = useWhenIdle(usePageSettled());
  const due = now || idle;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!due) return;
    let live = true;
    void preload().then(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [due, preload]);
  return <LaterPart fallback={fallback}>{shown ? children : fallback}</LaterPart>;
}
