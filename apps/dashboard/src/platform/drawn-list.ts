import { afterNextPaint } from '@seller/design-system';
import { openedListParams } from './early-list';

/**
 * A page the server drew with its list's first page (the first screen's drawing asked for it,
 * the page carries those answers, and the sandbox marks the boot screen `data-list-drawn`).
 *
 * The drawing itself renders the list with those rows at once (`isDrawingFirstScreen`). In the
 * browser the list renders its placeholders first and its rows in a transition, as on any
 * other visit; the drawn screen stays up until the rows are in (`holdDrawnScreen`), so the
 * seller never sees placeholders replace the drawn rows. A first render with the rows made the
 * app's own screen come 0.3-0.4 s later on a throttled phone, in one task of 83-95 ms at 4x CPU.
 */
let drawing = false;
let holds = 0;
const waiting: (() => void)[] = [];
/** A list that never settles (a hung call) keeps the drawn screen up no longer than this. */
const longestHoldMs = 3_000;

/** The server's drawing of a first screen: its lists show the first pages it has asked for. */
export function drawListsWithData(): void {
  drawing = true;
}

export function isDrawingFirstScreen(): boolean {
  return drawing;
}

/** The page came with its list drawn with rows (read while the drawn screen is up). */
export function isListDrawn(): boolean {
  return document.querySelector('#boot-shell[data-list-drawn]') !== null;
}

/**
 * The server draws a bare list address as the list its cookie names (page-query-cookie.ts), or
 * at the list's defaults without one, and marks the search it drew. A list this device saved
 * that the cookie did not name (saved before the cookie was kept) opens instead: those rows are
 * not its rows, so the drawing is no longer marked as the list's, and no list holds it up.
 * Runs on the entry script's start, before any address is rewritten.
 */
export function unmarkDrawnListOpenedElsewhere(url: URL): void {
  const shell = document.querySelector('#boot-shell[data-list-drawn]');
  if (!shell) return;
  const drawn = new URLSearchParams(shell.getAttribute('data-list-drawn') ?? '');
  const opened = new URLSearchParams(openedListParams(url));
  drawn.sort();
  opened.sort();
  if (drawn.toString() !== opened.toString()) shell.removeAttribute('data-list-drawn');
}

/**
 * The page came with a first screen the server drew (read while it is up). A page whose data its
 * own hooks load was drawn with that data wherever the page carries its answers
 * (drawn-answers.ts): the same answers the hooks then take in the browser.
 */
export function isScreenDrawn(): boolean {
  return document.querySelector('#boot-shell[data-picture]') !== null;
}

/** A list keeps the drawn screen up until its rows are in; returns the release (once is enough). */
export function holdDrawnScreen(): () => void {
  holds += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds -= 1;
    // The frame that lays the rows out is not also the one that takes the drawing away: two
    // shorter frames at 4x CPU instead of one long one.
    if (holds === 0) afterNextPaint(() => waiting.splice(0).forEach((go) => go()));
  };
  const timer = setTimeout(release, longestHoldMs);
  return release;
}

/** Runs `go` (taking the drawn screen away) now, or once no list holds it any more. */
export function whenDrawnScreenFree(go: () => void): void {
  if (holds === 0) go();
  else waiting.push(go);
}
