import { describe, expect, it } from 'vitest';
import { firstMenuPath, isPathAllowed } from './menu-guard';

const menu = [
  { path: '/home' },
  { path: '/product-v3', childMenu: [{ path: '/detail-product' }] },
  { path: '#', childMenu: [{ path: '/report/brand' }, { path: '/report/sales' }] },
];

describe('isPathAllowed', () => {
  it.each(['/', '/login', '/sign-in', '/logout', '/print-page', '/print-page/'])(
    'always allows %s',
    (path) => expect(isPathAllowed(path, [])).toBe(true),
  );

  it('allows a path whose first segment is a menu entry', () => {
    expect(isPathAllowed('/product-v3/create', menu)).toBe(true);
    expect(isPathAllowed('/product-v3/123?tab=variant', menu)).toBe(true);
  });

  it('allows child-menu entries and any path under their first segment', () => {
    expect(isPathAllowed('/detail-product/9', menu)).toBe(true);
    expect(isPathAllowed('/report/stockist', menu)).toBe(true);
  });

  it('refuses a path outside the menu', () => {
    expect(isPathAllowed('/transaction', menu)).toBe(false);
    expect(isPathAllowed('/product', menu)).toBe(false);
    expect(isPathAllowed('/home-v2', menu)).toBe(false);
  });
});

describe('firstMenuPath', () => {
  it('skips group headers without a path', () => {
    expect(firstMenuPath([{ path: '#', childMenu: [{ path: '/report/brand' }] }])).toBe(
      '/report/brand',
    );
    expect(firstMenuPath(menu)).toBe('/home');
    expect(firstMenuPath([])).toBeUndefined();
  });
});
