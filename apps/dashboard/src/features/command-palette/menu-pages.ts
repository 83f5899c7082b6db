import type { MenuItem } from '@seller/machines';
import { isPathAllowed } from '../../app/menu-guard';
import { sidebarEntries } from '../../layouts/Sidebar/sidebar-entries';
import { paletteCopy } from './copy';
import type { PaletteItem } from './palette-item';

function isInternal(item: MenuItem): boolean {
  // External entries (the education site) open another site in a tab; they are not pages.
  return (
    item.path !== '' &&
    item.path !== '#' &&
    item.additional?.target !== '_blank' &&
    item.path.startsWith('/')
  );
}

/**
 * Every page the sidebar lets the seller reach, in the sidebar's order: the same derivation
 * (`sidebarEntries`: order, the discussion allow list) and then the §2 guard, so the palette can
 * never offer a page the menu does not. A parent with children is a group in the sidebar, so
 * its children are listed instead; a path shown twice is listed once.
 */
export function menuPages(
  menu: readonly MenuItem[],
  config: unknown,
  brandId: string | null,
): PaletteItem[] {
  const pages: PaletteItem[] = [];
  const seen = new Set<string>();
  const visit = (items: readonly MenuItem[], group: string | undefined) => {
    for (const item of items) {
      const children = item.childMenu ?? [];
      if (children.length > 0) {
        visit(children, item.name);
        continue;
      }
      if (!isInternal(item) || seen.has(item.path) || !isPathAllowed(item.path, menu)) continue;
      seen.add(item.path);
      const words = paletteCopy.pageWords[item.path] ?? [];
      const keywords = group ? [group, ...words] : words;
      pages.push({
        id: `page:${item.path}`,
        kind: 'page',
        label: item.name,
        href: item.path,
        ...(group ? { hint: group } : {}),
        ...(keywords.length > 0 ? { keywords } : {}),
      });
    }
  };
  visit(sidebarEntries(menu, config, brandId), undefined);
  return pages;
}

function firstSegment(path: string): string {
  return (
    path
      .split(/[?#]/, 1)[0]!
      .split('/')
      .find((segment) => segment !== '') ?? ''
  );
}

/**
 * The listed page of an area: for the first of `segments` the menu has, its root page
 * (`/product-v3`) before a sub-page (`/product-v3/create`). Earlier segments win, so v3 first.
 */
export function pageIn(
  pages: readonly PaletteItem[],
  segments: readonly string[],
): PaletteItem | undefined {
  for (const segment of segments) {
    const inArea = pages.filter(
      (entry) => entry.href !== undefined && firstSegment(entry.href) === segment,
    );
    const page = inArea.find((entry) => entry.href === `/${segment}`) ?? inArea[0];
    if (page) return page;
  }
  return undefined;
}
