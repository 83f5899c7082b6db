import { holdPageSettledUntil } from './page-settled';

/**
 * Calls a route's loader starts before its page has mounted, for the page to pick up instead of
 * asking again: a reload then waits for one round of calls beside the page's code, not after it.
 * Each is taken once; one nobody took within a few seconds (the page chose other inputs) is
 * dropped, so an old answer is never shown later.
 */
const freshForMs = 10_000;
interface StartedCall {
  promise: Promise<unknown>;
  at: number;
}
const started = new Map<string, StartedCall>();

/** Starts the call under `key` (once); resolves when it has settled. */
export function startEarly<T>(key: string, start: () => Promise<T>): Promise<void> {
  const existing = started.get(key);
  if (existing) return existing.promise.then(settled, settled);
  const promise = start();
  holdPageSettledUntil(promise);
  started.set(key, { promise, at: Date.now() });
  // The page reports a failure when it takes the promise; until then nothing is unhandled.
  return promise.then(settled, settled);
}

const settled = () => undefined;

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  if (!entry || Date.now() - entry.at > freshForMs) return undefined;
  return entry.promise as Promise<T>;
}

type ErrorToast = (message: string) => void;
let toast: ErrorToast | null = null;
const waitingMessages: string[] = [];

/**
 * The §8 toast of an early call that failed: the calls go out before the app (and its toaster)
 * exist, so their messages wait here until the app connects its toaster, then show as any
 * other failed call's would.
 */
export function reportEarlyError(message: string): void {
  if (toast) toast(message);
  else waitingMessages.push(message);
}

/** Connects the app's toaster; returns the disconnect. */
export function connectEarlyErrorToast(show: ErrorToast): () => void {
  toast = show;
  waitingMessages.splice(0).forEach(show);
  return () => {
    if (toast === show) toast = null;
  };
}
