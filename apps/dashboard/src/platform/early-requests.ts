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
  /** Set once the call has answered, so the page can show it in its first render. */
  answer?: { value: unknown };
}
const started = new Map<string, StartedCall>();

/** Starts the call under `key` (once); resolves when it has settled, its answer then ready to peek. */
export function startEarly<T>(key: string, start: () => Promise<T>): Promise<void> {
  const existing = started.get(key);
  if (existing) return existing.promise.then(settled, settled);
  const promise = start();
  holdPageSettledUntil(promise);
  const call: StartedCall = { promise, at: Date.now() };
  started.set(key, call);
  // The page reports a failure when it takes the promise; until then nothing is unhandled.
  return promise.then((value) => void (call.answer = { value }), settled);
}

const settled = () => undefined;

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  if (!entry || Date.now() - entry.at > freshForMs) return undefined;
  return entry.promise as Promise<T>;
}

/**
 * The answer of the call under `key` if it has already come back, without taking the call: a
 * page mounting after it arrived shows it in its first render instead of a placeholder.
 */
export function peekEarly<T>(key: string): { value: T } | undefined {
  const entry = started.get(key);
  if (!entry || Date.now() - entry.at > freshForMs) return undefined;
  return entry.answer as { value: T } | undefined;
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
