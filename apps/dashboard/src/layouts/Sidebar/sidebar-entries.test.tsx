import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import {
  DesignSystemProvider,
  Sidebar,
  findActiveCode,
  type SidebarItem,
} from '@seller/design-system';
import { isPathAllowed } from '../../app/menu-guard';
import { alwaysAllowedPaths, routePaths } from '../../app/route-paths';
import { sellerMenus } from './seller-menus.test-fixture';
import { toSidebarItem } from './sidebar-entries';

const counts = { activeTransactions: 0, unansweredQuestions: 0 };

/** Every §2 page a seller can open, with its parameters filled in. */
const pages = Object.values(routePaths)
  .filter((path) => !alwaysAllowedPaths.includes(path))
  .flatMap((path) =>
    path.endsWith('/:id?')
      ? [path.replace('/:id?', ''), path.replace(':id?', '7')]
      : [path.replace(':id', '7')],
  );

function currentEntries(menu: (typeof sellerMenus)['partner'], path: string) {
  render(
    <DesignSystemProvider theme="marketplace">
      <Sidebar
        items={menu.map((item) => toSidebarItem(item, counts, () => null))}
        activePath={path}
        minimized={false}
      />
    </DesignSystemProvider>,
  );
  const nav = screen.getByRole('navigation');
  return within(nav)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

afterEach(cleanup);

function links(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => (item.children?.length ? links(item.children) : [item]));
}

/** Below a path the menu links to: the pages the sidebar leads to, with their sub-pages. */
function underMenuPath(path: string, items: readonly SidebarItem[]): boolean {
  return links(items).some((link) => path === link.path || path.startsWith(`${link.path}/`));
}

describe('sidebar: the current page', () => {
  it.each(Object.entries(sellerMenus))(
    'has exactly one current entry, a link, on every page of the %s menu',
    (_tenant, menu) => {
      const items = menu.map((item) => toSidebarItem(item, counts, () => null));
      const reachable = pages.filter(
        (path) => isPathAllowed(path, menu) && underMenuPath(path, items),
      );
      expect(reachable).toEqual(expect.arrayContaining(['/home', '/home-v2', '/dashboard']));
      const current = reachable.map((path) => {
        const code = findActiveCode(items, path);
        return { path, links: links(items).filter((link) => link.code === code).length };
      });
      expect(current).toEqual(reachable.map((path) => ({ path, links: 1 })));
    },
  );

  it('gives /home, the page of the Beranda group, its own entry', () => {
    expect(currentEntries(sellerMenus.partner, '/home')).toEqual(['Beranda']);
  });
});
