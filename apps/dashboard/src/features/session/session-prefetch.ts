import type { ApiClients } from '@seller/api-types';
import type { BrandData, SessionData } from '@seller/machines';
import { loadBrandData, loadSessionData } from './session-data';

interface Early {
  promise: Promise<SessionData>;
  settled: boolean;
  taken: boolean;
}

let early: Early | null = null;
let earlyBrand: { brandId: string; promise: Promise<BrandData>; at: number } | null = null;
/** Brand details nobody took within this time are not handed out: they may be stale. */
const brandFreshForMs = 10_000;

/**
 * Starts the session calls as the entry script runs, before the app core, the router and React
 * have loaded, so a reload inside the app waits for one round of calls instead of three steps in
 * a row. `api` reports nothing: a failure here is retried by the session machine through the
 * app's own clients, which toast and end the session as §8 says.
 */
export function prefetchSessionData(api: ApiClients, storedBrandId: string | null): void {
  const entry: Early = { promise: loadSessionData(api), settled: false, taken: false };
  const settle = () => {
    entry.settled = true;
    if (entry.taken && early === entry) early = null;
  };
  entry.promise.then(settle, settle);
  early = entry;
  // The brand worked in last time is, almost always, the one the session resumes with: its
  // details come with the session, not after it (a list of brands has none to fetch).
  if (storedBrandId !== null && !storedBrandId.includes(',')) {
    const promise = loadBrandData(api, storedBrandId);
    promise.catch(() => {});
    earlyBrand = { brandId: storedBrandId, promise, at: Date.now() };
  } else {
    earlyBrand = null;
  }
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

/**
 * The prefetched details of `brandId`, once: the session's first brand load takes them when the
 * session resumed with the brand they were asked for; any other brand, or a later load (a brand
 * switch), asks the server.
 */
export function takePrefetchedBrandData(brandId: string): Promise<BrandData> | null {
  if (earlyBrand?.brandId !== brandId) return null;
  const { promise, at } = earlyBrand;
  earlyBrand = null;
  return Date.now() - at <= brandFreshForMs ? promise : null;
}
