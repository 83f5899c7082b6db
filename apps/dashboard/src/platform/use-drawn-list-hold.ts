import { useEffect, useLayoutEffect, useState } from 'react';
import { holdDrawnScreen, isListDrawn } from './drawn-list';

/**
 * Where the server drew this list with its rows (drawn-list.ts), the drawing stays up until the
 * list's own rows, or its error, are in: placeholders never replace the drawn rows for a moment.
 */
export function useDrawnListHold(status: 'loading' | 'ready' | 'error'): void {
  const [release] = useState(() => (isListDrawn() ? holdDrawnScreen() : null));
  useLayoutEffect(() => {
    if (status !== 'loading') release?.();
  }, [release, status]);
  useEffect(() => () => release?.(), [release]);
}
