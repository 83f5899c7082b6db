import { describe, expect, it } from 'vitest';
import { findActiveCode, matchesPath, type SidebarItem } from './sidebar-types';

const item = (code: string, path: string, extra: Partial<SidebarItem> = {}): SidebarItem => ({
  code,
  name: code,
  path,
  ...extra,
});

describe('the active menu entry', () => {
  const menu: SidebarItem[] = [
    item('home', '/home'),
    item('products', '', {
      children: [item('product-list', '/product-v3'), item('product-create', '/product-v3/create')],
    }),
    item('announcements', '/announcement'),
    item('promo', '/announcement?category=promo'),
    item('help', '/help', { target: '_blank' }),
  ];

  it('is the entry with the longest matching path, inside groups too', () => {
    expect(findActiveCode(menu, '/product-v3/create')).toBe('product-create');
    expect(findActiveCode(menu, '/product-v3/123/edit')).toBe('product-list');
    expect(findActiveCode(menu, '/product-v3/?selectedTab=active')).toBe('product-list');
    expect(findActiveCode(menu, '/product-v30')).toBeNull();
  });

  it('matches an entry with a query only where the location carries its parameters', () => {
    expect(findActiveCode(menu, '/announcement?category=promo&page=2')).toBe('promo');
    expect(findActiveCode(menu, '/announcement?category=info')).toBe('announcements');
    expect(findActiveCode(menu, '/announcement')).toBe('announcements');
    expect(matchesPath('/announcement?category=promo', '/announcement')).toBe(false);
  });

  it('never marks a link that opens in a new tab', () => {
    expect(findActiveCode(menu, '/help')).toBeNull();
  });
});
