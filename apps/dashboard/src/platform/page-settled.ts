import { afterNextPaint } from '@seller/design-system';

/**
 * Work that no first screen needs (the sidebar's counts, the live stream, the outbox) starts once
 * the page a reload opens has painted with its first data. Before that it would share the
 * phone's six connections and its bandwidth with the page's own code and data, and the page
 * would paint later for it. Only a reload the entry script starts declares a first screen;
 * anywhere else (in-app navigation, tests) nothing waits.
 */
let pending = false;
let shown = false;
/** The page's first reads still on their way (prefetchRead in platform/data/read.ts). */
let holds = 0;
const waiting: (() => void)[] = [];
/** A first screen that never shows (a failed chunk, a hung call) holds nothing back for long. */
const longestWaitMs = 3_000;

function release(): void {
  if (!pending) return;
  pending = false;
  waiting.splice(0).forEach((resume) => resume());
}

/** Once the main thread is idle: the page has rendered what came (React renders in slices). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, { timeout: 1_000 });
  else setTimeout(work, 50);
}

function releaseWhenPainted(): void {
  // The page renders an answer in tasks of its own after it came (a measure, a transition):
  // the first idle moment after them, then the paint of what they rendered.
  if (pending && shown && holds === 0) whenIdle(() => afterNextPaint(release));
}

/** The entry script opens a page: work that waits for its first screen waits from now on. */
export function expectPageSettled(): void {
  pending = true;
  shown = false;
  holds = 0;
  setTimeout(release, longestWaitMs);
}

/** A first call of the page: the first screen is the one that shows its answer. */
export function holdPageSettledUntil(call: Promise<unknown>): void {
  if (!pending) return;
  holds += 1;
  const settle = () => {
    holds -= 1;
    releaseWhenPainted();
  };
  call.then(settle, settle);
}

/** The first screen is in the DOM: what waits for it starts once it has painted with its data. */
export function markPageShown(): void {
  if (!pending) return;
  shown = true;
  releaseWhenPainted();
}

/** Resolves once the first screen has painted (at once when none is on its way). */
export function afterPageSettled(): Promise<void> {
  if (!pending) return Promise.resolve();
  return new Promise((resume) => waiting.push(resume));
}

/** True while a first screen is on its way. */
export function isPageSettlePending(): boolean {
  return pending;
}
