import type { MenuItem } from '@seller/machines';
import { isPathAllowed } from '../../app/menu-guard';
import { paletteCopy } from './copy';
import { matchesQuery, type PaletteItem } from './palette-item';

export interface PaletteGroup {
  id: 'recent' | 'pages' | 'products' | 'orders' | 'actions' | 'brands';
  heading: string;
  items: PaletteItem[];
}

export interface GroupInput {
  query: string;
  menu: readonly MenuItem[];
  recent: readonly PaletteItem[];
  pages: readonly PaletteItem[];
  commands: readonly PaletteItem[];
  products: readonly PaletteItem[];
  orders: readonly PaletteItem[];
}

/**
 * A remembered item as it may be offered today: pages and commands only while the current
 * menu, brand list and tenant still offer them (in today's wording); products and orders while
 * the guard lets their page through. A menu change never resurrects a page through the recents.
 */
function currentRecent(recent: readonly PaletteItem[], input: GroupInput): PaletteItem[] {
  const offered = new Map([...input.pages, ...input.commands].map((item) => [item.id, item]));
  return recent.flatMap((item) => {
    if (item.kind === 'page' || item.kind === 'action' || item.kind === 'brand') {
      const current = offered.get(item.id);
      return current ? [current] : [];
    }
    return item.href !== undefined && isPathAllowed(item.href.split('?')[0]!, input.menu)
      ? [item]
      : [];
  });
}

/**
 * What the palette lists for a query: recent items first, then pages, server hits and commands.
 * Pages and commands are matched here; server hits are already the server's answer to it. An
 * item shows once, in the first group that has it.
 */
export function paletteGroups(input: GroupInput): PaletteGroup[] {
  const seen = new Set<string>();
  // A page a command already opens ('Tambah Produk', 'Tarik Dana') is listed once, as the command.
  const commandHrefs = new Set(
    input.commands.map((item) => item.href).filter((href) => href !== undefined),
  );
  const take = (items: readonly PaletteItem[], local: boolean) =>
    items.filter((item) => {
      if (seen.has(item.id) || (local && !matchesQuery(item, input.query))) return false;
      seen.add(item.id);
      return true;
    });
  const groups: PaletteGroup[] = [
    {
      id: 'recent',
      heading: paletteCopy.groupRecent,
      items: take(currentRecent(input.recent, input), true),
    },
    {
      id: 'pages',
      heading: paletteCopy.groupPages,
      items: take(
        input.pages.filter((page) => page.href === undefined || !commandHrefs.has(page.href)),
        true,
      ),
    },
    { id: 'products', heading: paletteCopy.groupProducts, items: take(input.products, false) },
    { id: 'orders', heading: paletteCopy.groupOrders, items: take(input.orders, false) },
    {
      id: 'actions',
      heading: paletteCopy.groupActions,
      items: take(
        input.commands.filter((item) => item.kind === 'action'),
        true,
      ),
    },
    {
      id: 'brands',
      heading: paletteCopy.groupBrands,
      items: take(
        input.commands.filter((item) => item.kind === 'brand'),
        true,
      ),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
