import type { ApiClients } from '@seller/api-types';
import type { SessionData } from '@seller/machines';
import { loadSessionData } from './session-data';

interface Early {
  promise: Promise<SessionData>;
  settled: boolean;
  taken: boolean;
}

let early: Early | null = null;

/**
 * Starts the session calls as the entry script runs, before the app core, the router and React
 * have loaded, so a reload inside the app waits for one round of calls instead of three steps in
 * a row. `api` reports nothing: a failure here is retried by the session machine through the
 * app's own clients, which toast and end the session as §8 says.
 */
export function prefetchSessionData(api: ApiClients): void {
  const entry: Early = { promise: loadSessionData(api), settled: false, taken: false };
  const settle = () => {
    entry.settled = true;
    if (entry.taken && early === entry) early = null;
  };
  entry.promise.then(settle, settle);
  early = entry;
}

/**
 * The prefetched answer for the session machine's first load, or null. Every caller while it is
 * in flight shares it (React's strict mode starts the machine twice); an answer that arrived
 * before anyone asked goes to the first caller. After that a load (a new sign-in, a retry) asks
 * the server again.
 */
export function takePrefetchedSessionData(): Promise<SessionData> | null {
  if (!early) return null;
  const entry = early;
  entry.taken = true;
  if (entry.settled) early = null;
  return entry.promise;
}
