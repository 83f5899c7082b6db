/**
 * Client session state of spec §3, persisted in local storage under the spec's own names so
 * a reload keeps the seller where they were, and logout (§4) can clear all of it.
 */
export interface PageParamsEntry {
  path: string;
  query: Record<string, string>;
}

export interface PersistedState {
  userData: {
    id: number;
    name: string;
    telephone?: string | null;
    email?: string | null;
    profilePictureUrl?: string | null;
  } | null;
  brandData: Record<string, unknown> | null;
  userBrands: { id: number; name: string }[];
  brandId: string | null;
  sidebarMinimized: boolean;
  pageParams: PageParamsEntry[];
  showProductVideoBanner: boolean;
  promotion: boolean;
  maskingNumberEnabled: boolean;
  /** The local onboard flag of §4: the onboarding popup may show while it is true. */
  onboard: boolean;
}

export const persistedDefaults: PersistedState = {
  userData: null,
  brandData: null,
  userBrands: [],
  brandId: null,
  sidebarMinimized: false,
  pageParams: [],
  showProductVideoBanner: true,
  promotion: false,
  maskingNumberEnabled: false,
  onboard: true,
};

export type PersistedKey = keyof PersistedState;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); the app then runs without it.
    return undefined;
  }
}

export function readPersisted<K extends PersistedKey>(key: K): PersistedState[K] {
  const raw = storage()?.getItem(key);
  if (raw == null) return persistedDefaults[key];
  try {
    const value: unknown = JSON.parse(raw);
    const fallback = persistedDefaults[key];
    // A value of the wrong shape (an older release, a hand edit) is ignored, not trusted.
    if (fallback !== null && typeof value !== typeof fallback) return fallback;
    if (Array.isArray(fallback) && !Array.isArray(value)) return fallback;
    return value as PersistedState[K];
  } catch {
    return persistedDefaults[key];
  }
}

export function writePersisted<K extends PersistedKey>(key: K, value: PersistedState[K]): void {
  const serialised = JSON.stringify(value);
  // A value equal to its default is stored as no entry at all: reading gives the same value, and
  // a signed-out browser keeps nothing of the session in storage (§4 logout).
  if (serialised === JSON.stringify(persistedDefaults[key])) storage()?.removeItem(key);
  else storage()?.setItem(key, serialised);
}

/** The saved query of one page (§3 pageParams: entries with path and query, kept per page). */
export function savedPageQuery(path: string): Record<string, string> | undefined {
  return readPersisted('pageParams').find((entry) => entry.path === path)?.query;
}

export function savePageQuery(path: string, query: Record<string, string>): void {
  const others = readPersisted('pageParams').filter((entry) => entry.path !== path);
  writePersisted('pageParams', [...others, { path, query }]);
}

/** Logout (§4): local and session storage are emptied entirely. */
export function clearAllBrowserStorage(): void {
  storage()?.clear();
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // Nothing to clear when session storage is unavailable.
  }
}
