import { afterNextPaint } from '@seller/design-system';

/** The longest a hidden tab (no frames) keeps `work` waiting. */
const longestWaitMs = 100;

/**
 * Runs `work` in a task of its own once the page's first frame has been painted, or after
 * 100 ms where no frame comes (a tab opened in the background). On a reload the boot screen is
 * in the HTML: painted before the app's code runs, it is the first thing a seller sees however
 * fast the code arrives. Otherwise the app's modules, already preloaded, could run and render
 * before the browser's first frame, and the first paint would wait for all of them.
 */
export function afterFirstPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  afterNextPaint(run);
  setTimeout(run, longestWaitMs);
}
