import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAllBrowserStorage,
  readPersisted,
  savePageQuery,
  savedPageQuery,
  writePersisted,
} from './persisted-state';

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

  it("keeps each brand's page params apart, per user, and mirrors the current brand's as pageParams", () => {
    writePersisted('userData', { id: 1, name: 'Rina' });
    writePersisted('brandId', '101');
    savePageQuery('/product-v3', { selectedTab: 'inactive', q: 'Batik' });
    savePageQuery('/product-v3', { q: 'Kopi' }, '102');
    expect(savedPageQuery('/product-v3')).toEqual({ selectedTab: 'inactive', q: 'Batik' });
    expect(savedPageQuery('/product-v3', '102')).toEqual({ q: 'Kopi' });
    expect(savedPageQuery('/product-v3', '103')).toBeUndefined();
    expect(readPersisted('pageParams')).toEqual([
      { path: '/product-v3', query: { selectedTab: 'inactive', q: 'Batik' } },
    ]);
    // Another user in this browser sees none of it, in the same brand.
    writePersisted('userData', { id: 4, name: 'Agus' });
    expect(savedPageQuery('/product-v3')).toBeUndefined();
  });

  it('survives a reload: the memory is in local storage, and a corrupt owner is ignored', () => {
    writePersisted('brandId', '101');
    savePageQuery('/transaction-v3', { status: '1' });
    expect(JSON.parse(localStorage.getItem('listFilters') ?? '{}')).toEqual({
      ':101': [{ path: '/transaction-v3', query: { status: '1' } }],
    });
    localStorage.setItem('listFilters', JSON.stringify({ ':101': 'oops' }));
    expect(savedPageQuery('/transaction-v3')).toBeUndefined();
    localStorage.setItem('listFilters', 'null');
    expect(readPersisted('listFilters')).toEqual({});
  });

  it('logout empties local and session storage', () => {
    writePersisted('brandId', '12');
    sessionStorage.setItem('draft', 'x');
    clearAllBrowserStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
