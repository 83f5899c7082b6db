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
  /** The current brand's saved list queries (§3 pageParams), mirrored from `listFilters`. */
  pageParams: PageParamsEntry[];
  /**
   * Every brand's saved list queries, by owner (`listOwner`: user id and brand id), so each
   * brand keeps its own filters and a switch back restores them (issue 42).
   */
  listFilters: Record<string, PageParamsEntry[]>;
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
  listFilters: {},
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
    if (fallback !== null && (value === null || Array.isArray(value) !== Array.isArray(fallback)))
      return fallback;
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

/**
 * Whose saved list queries these are: one user in one brand. A brand's filters never show in
 * another brand, nor another user's in this browser.
 */
export function listOwner(brandId: string | null = readPersisted('brandId')): string {
  return `${readPersisted('userData')?.id ?? ''}:${brandId ?? ''}`;
}

function entriesOf(owner: string): PageParamsEntry[] {
  const entries = readPersisted('listFilters')[owner];
  // An owner's entries of the wrong shape (a hand edit) are dropped, not trusted.
  return Array.isArray(entries) ? entries.filter((entry) => typeof entry?.path === 'string') : [];
}

/**
 * The saved query of one page (§3 pageParams: entries with path and query, kept per page) in
 * one brand, by default the current one.
 */
export function savedPageQuery(
  path: string,
  brandId?: string | null,
): Record<string, string> | undefined {
  return entriesOf(listOwner(brandId)).find((entry) => entry.path === path)?.query;
}

export function savePageQuery(
  path: string,
  query: Record<string, string>,
  brandId?: string | null,
): void {
  const owner = listOwner(brandId);
  const entries = [...entriesOf(owner).filter((entry) => entry.path !== path), { path, query }];
  writePersisted('listFilters', { ...readPersisted('listFilters'), [owner]: entries });
  // §3 names the current brand's entries pageParams; the session reads them under that name.
  if (owner === listOwner()) writePersisted('pageParams', entries);
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
