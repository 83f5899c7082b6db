/**
 * The few moments the version check cares about (a navigation, a chunk that failed to load),
 * reported from the route layer without pulling the version machine into the first load: the
 * checker attaches itself once it has loaded, and gets what happened before that.
 */
export type AppEvent = 'navigated' | 'chunkLoadFailed';

/**
 * `fullPath` of a navigation is the page asked for: the route layer hears of it before the
 * address bar changes, and a reload for a chunk of that page must land there, not on the page left.
 */
type Listener = (event: AppEvent, fullPath?: string) => void;

let listener: Listener | null = null;
const early: Array<[AppEvent, string | undefined]> = [];

export function reportAppEvent(event: AppEvent, fullPath?: string): void {
  if (listener) listener(event, fullPath);
  else early.push([event, fullPath]);
}

export function listenToAppEvents(next: Listener): void {
  listener = next;
  for (const [event, fullPath] of early.splice(0)) next(event, fullPath);
}
