import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAllBrowserStorage,
  readPersisted,
  savePageQuery,
  savedPageQuery,
  writePersisted,
} from './persisted-state';
import { mirrorSavedPageQueries } from './page-query-cookie';

/** The idle moment a deferred write waits for (jsdom has no idle callback: the next task). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** The page-query cookie as a page at `path` sees it (a cookie of a path is sent there only). */
function pageQueryCookie(path: string) {
  window.history.replaceState(null, '', path);
  return /(?:^|;\s*)evb_page_query=([^;]*)/.exec(document.cookie)?.[1];
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('persisted session state', () => {
  it('answers the spec defaults when nothing is stored', () => {
    expect(readPersisted('showProductVideoBanner')).toBe(true);
    expect(readPersisted('maskingNumberEnabled')).toBe(false);
    expect(readPersisted('sidebarMinimized')).toBe(false);
    expect(readPersisted('pageParams')).toEqual([]);
  });

  it('stores values under the names of §3', () => {
    writePersisted('brandId', '12');
    writePersisted('sidebarMinimized', true);
    expect(localStorage.getItem('brandId')).toBe('"12"');
    expect(localStorage.getItem('sidebarMinimized')).toBe('true');
    expect(readPersisted('brandId')).toBe('12');
  });

  it('ignores corrupt or mistyped values', () => {
    localStorage.setItem('sidebarMinimized', '{not json');
    localStorage.setItem('pageParams', '"oops"');
    expect(readPersisted('sidebarMinimized')).toBe(false);
    expect(readPersisted('pageParams')).toEqual([]);
  });

  it('keeps page params per path', () => {
    savePageQuery('/product-v3', { page: '2', q: 'kopi' });
    savePageQuery('/transaction', { status: '1' });
    savePageQuery('/product-v3', { page: '3' });
    expect(savedPageQuery('/product-v3')).toEqual({ page: '3' });
    expect(savedPageQuery('/transaction')).toEqual({ status: '1' });
    expect(savedPageQuery('/home')).toBeUndefined();
  });

  it("mirrors a page's saved list in a cookie only that page's own requests carry, for the server's drawing", async () => {
    savePageQuery('/transaction-v3', { status: '2', q: 'INV/1' });
    savePageQuery('/product-v3', { selectedTab: 'active', page: '2' });
    // Written in an idle moment after the change, not in it.
    expect(pageQueryCookie('/transaction-v3')).toBeUndefined();
    await idle();
    expect(decodeURIComponent(pageQueryCookie('/transaction-v3') ?? '')).toBe('/transaction-v3?status=2&q=INV%2F1');
    expect(pageQueryCookie('/product-v3')).toBe('/product-v3?selectedTab=active&page=2');
    expect(pageQueryCookie('/home')).toBeUndefined();
    // Back at its defaults: no cookie (the server draws the list's defaults).
    savePageQuery('/product-v3', {});
    await idle();
    expect(pageQueryCookie('/product-v3')).toBeUndefined();
    // Too long for a cookie: the list stays on this device, the cookie says only that one was left.
    savePageQuery('/product-v3', { q: 'k'.repeat(600) });
    await idle();
    expect(pageQueryCookie('/product-v3')).toBe('/product-v3');
    // A page left right after a change (a reload) still writes it.
    savePageQuery('/product-v3', { page: '3' });
    window.dispatchEvent(new Event('pagehide'));
    expect(pageQueryCookie('/product-v3')).toBe('/product-v3?page=3');
    // Logout takes the saved lists' cookies with the rest of the session's state.
    clearAllBrowserStorage();
    expect(pageQueryCookie('/transaction-v3')).toBeUndefined();
    window.history.replaceState(null, '', '/');
  });

  it('gives the lists saved before their cookies were kept a cookie each', async () => {
    writePersisted('pageParams', [
      { path: '/transaction-v3', query: { status: '3' } },
      { path: '/product-v3', query: {} },
    ]);
    expect(pageQueryCookie('/transaction-v3')).toBeUndefined();
    mirrorSavedPageQueries(readPersisted('pageParams'));
    await idle();
    expect(pageQueryCookie('/transaction-v3')).toBe('/transaction-v3?status=3');
    expect(pageQueryCookie('/product-v3')).toBeUndefined();
    clearAllBrowserStorage();
    window.history.replaceState(null, '', '/');
  });

  it('logout empties local and session storage', () => {
    writePersisted('brandId', '12');
    sessionStorage.setItem('draft', 'x');
    clearAllBrowserStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
