/**
 * The few moments the version check cares about (a navigation, a chunk that failed to load),
 * reported from the route layer without pulling the version machine into the first load: the
 * checker attaches itself once it has loaded, and gets what happened before that.
 */
export type AppEvent = 'navigated' | 'chunkLoadFailed';

type Listener = (event: AppEvent) => void;

let listener: Listener | null = null;
const early: AppEvent[] = [];

export function reportAppEvent(event: AppEvent): void {
  if (listener) listener(event);
  else early.push(event);
}

export function listenToAppEvents(next: Listener): void {
  listener = next;
  for (const event of early.splice(0)) next(event);
}
