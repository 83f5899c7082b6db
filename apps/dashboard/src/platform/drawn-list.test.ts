import { afterEach, describe, expect, it } from 'vitest';
import { isListDrawn, unmarkDrawnListOpenedElsewhere } from './drawn-list';
import { clearAllBrowserStorage, savePageQuery } from './persisted-state';
import { showDrawnList } from '../test/drawn-list';

function drawnAt(search: string) {
  document.body.innerHTML = '';
  showDrawnList({ listDrawnAt: search });
}

const at = (path: string) => new URL(path, window.location.origin);

afterEach(() => {
  clearAllBrowserStorage();
  document.body.innerHTML = '';
});

describe('a list drawn by the server', () => {
  it('stays the list of a page whose address names it, in any order of its pairs', () => {
    drawnAt('?status=2&page=1');
    unmarkDrawnListOpenedElsewhere(at('/transaction-v3?page=1&status=2'));
    expect(isListDrawn()).toBe(true);
  });

  it('stays the list of a bare address that opens it: the list saved there, or the defaults', () => {
    savePageQuery('/transaction-v3', { status: '2', q: 'INV/1' });
    drawnAt(`?${new URLSearchParams({ q: 'INV/1', status: '2' }).toString()}`);
    unmarkDrawnListOpenedElsewhere(at('/transaction-v3'));
    expect(isListDrawn()).toBe(true);

    drawnAt('');
    unmarkDrawnListOpenedElsewhere(at('/product-v3'));
    expect(isListDrawn()).toBe(true);
  });

  it('is no longer the list of a bare address that opens another one saved on this device', () => {
    // Drawn at the defaults (the server had no cookie), while this device saved another tab.
    savePageQuery('/transaction-v3', { status: '3' });
    drawnAt('');
    unmarkDrawnListOpenedElsewhere(at('/transaction-v3'));
    expect(isListDrawn()).toBe(false);
    expect(document.getElementById('boot-shell')?.hasAttribute('data-picture')).toBe(true);
  });
});
