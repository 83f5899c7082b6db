import type { InspectionEvent } from 'xstate';

/**
 * Opt-in live view of the app's actors (session, brand switch, notifications, discussion,
 * offline sale …) in the Stately inspector, for `pnpm dev` only. Turn it on with `?inspect` in
 * the address (kept for the tab until `?inspect=off`) or by starting the dev server with
 * `VITE_INSPECT=1`.
 *
 * The production build carries none of it: every path to the inspector sits behind
 * `import.meta.env.DEV`, which is `false` there, so the relay and the `@statelyai/inspect`
 * package are dropped (the bundle bench fails when they are not).
 */

const storageKey = 'seller.inspect';

/** Whether this tab asked for the inspector; `?inspect` turns it on, `?inspect=off` off. */
export function inspectorRequested(
  search: string,
  env: string | undefined,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  const flag = new URLSearchParams(search).get('inspect');
  if (flag === 'off' || flag === '0') storage.removeItem(storageKey);
  else if (flag !== null) storage.setItem(storageKey, '1');
  return env === '1' || storage.getItem(storageKey) === '1';
}

type Forward = (event: InspectionEvent) => void;

/**
 * Buffers what the actors report until the inspector window is ready: the session actor starts
 * before the inspector package has loaded, and its first events are the interesting ones.
 */
export function createInspectionRelay(
  load: () => Promise<Forward>,
): (event: InspectionEvent) => void {
  const pending: InspectionEvent[] = [];
  let forward: Forward | null = null;
  void load().then((ready) => {
    forward = ready;
    for (const event of pending.splice(0)) ready(event);
  });
  return (event) => (forward ? forward(event) : pending.push(event));
}

function startInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (
    typeof window === 'undefined' ||
    !inspectorRequested(window.location.search, import.meta.env.VITE_INSPECT, window.sessionStorage)
  )
    return undefined;
  return createInspectionRelay(async () => {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    return (event) => inspector.inspect.next?.(event);
  });
}

/** Pass as the `inspect` option of every root actor; `undefined` unless a developer opted in. */
export const inspect = startInspector();
