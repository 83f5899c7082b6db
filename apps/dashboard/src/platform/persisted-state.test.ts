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

  it('logout empties local and session storage', () => {
    writePersisted('brandId', '12');
    sessionStorage.setItem('draft', 'x');
    clearAllBrowserStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
