import { screen } from '@testing-library/react';
import { whenDrawnScreenFree } from '../platform/drawn-list';

/**
 * The boot screen of a page the server drew (the sandbox's static.ts marks it): by default with
 * its list's rows, asked of the server (`listDrawnAt`: the search they were drawn at); `listDrawn:
 * false` for a picture without them.
 */
export function showDrawnList({ listDrawn = true, listDrawnAt = '' } = {}) {
  const shell = document.createElement('div');
  shell.id = 'boot-shell';
  shell.setAttribute('data-picture', '');
  if (listDrawn) shell.setAttribute('data-list-drawn', listDrawnAt);
  document.body.append(shell);
  return {
    /**
     * Whether `rowText` was on screen when the page took the drawing away: null while the
     * drawing is still up. Watched from now on (after the page's first render).
     */
    watchRelease(rowText: string): () => boolean | null {
      let shownWithRows: boolean | null = null;
      whenDrawnScreenFree(() => {
        shownWithRows = screen.queryByText(rowText) !== null;
      });
      return () => shownWithRows;
    },
    remove: () => shell.remove(),
  };
}
