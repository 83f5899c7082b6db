import { useEffect, useLayoutEffect, useState } from 'react';
import { holdDrawnScreen, isListDrawn, isScreenDrawn } from './drawn-list';

type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * Where the server drew this list with its rows (drawn-list.ts), the drawing stays up until the
 * list's own rows, or its error, are in: placeholders never replace the drawn rows for a moment.
 */
export function useDrawnListHold(status: LoadStatus): void {
  useDrawnScreenHold(status, isListDrawn);
}

/**
 * The same for data a page's own hooks load (drawn-answers.ts), which the server drew wherever
 * the page carries its answers: those come at once, and the drawing stays up until they are in.
 */
export function useDrawnAnswerHold(status: LoadStatus): void {
  useDrawnScreenHold(status, isScreenDrawn);
}

function useDrawnScreenHold(status: LoadStatus, drawnWithData: () => boolean): void {
  const [release] = useState(() => (drawnWithData() ? holdDrawnScreen() : null));
  useLayoutEffect(() => {
    if (status !== 'loading') release?.();
  }, [release, status]);
  useEffect(() => () => release?.(), [release]);
}
