import type { MenuItem, UserBrand } from '@seller/machines';
import { isPathAllowed } from '../../app/menu-guard';
import { createPath, type ProductApiVersion } from '../products/urls';
import { paletteCopy } from './copy';
import type { PaletteItem } from './palette-item';
import { pageIn } from './menu-pages';

export const withdrawalPath = '/withdrawal';
export const markAllReadId = 'action:mark-all-read';
const brandPrefix = 'brand:';

/** Which product pages (and so which product calls) the menu gives the seller, v3 first. */
export function productVersionOf(pages: readonly PaletteItem[]): ProductApiVersion | null {
  if (pageIn(pages, ['product-v3'])) return 'v3';
  if (pageIn(pages, ['product'])) return 'v2';
  return null;
}

export interface CommandInput {
  menu: readonly MenuItem[];
  pages: readonly PaletteItem[];
  brands: readonly UserBrand[];
  brandId: string | null;
  /** The layout holds a notifications actor for this tenant and brand. */
  hasNotifications: boolean;
}

/**
 * A command that opens a page of the menu stands in for that page (the page is listed once, as
 * the command): it takes the page's menu name as its hint and is found by every word the page is
 * found by, so 'saldo' still finds 'Tarik Dana' · 'Penarikan Dana'.
 */
function openingPage(command: PaletteItem, pages: readonly PaletteItem[]): PaletteItem {
  const page = pages.find((entry) => entry.href === command.href);
  const words = page
    ? [page.label, ...(page.hint ? [page.hint] : []), ...(page.keywords ?? [])]
    : [...(paletteCopy.pageWords[command.href ?? ''] ?? [])];
  const hint = page ? (page.label !== command.label ? page.label : page.hint) : undefined;
  return {
    ...command,
    ...(hint ? { hint } : {}),
    ...(words.length > 0 ? { keywords: words } : {}),
  };
}

/**
 * The palette's commands, each only when the seller may use it: 'Tambah Produk' opens the
 * menu's create page (or the create page of the product area the menu has), 'Tarik Dana' only
 * with /withdrawal in the menu, the read-all only with notifications, and one entry per other brand.
 */
export function paletteCommands({
  menu,
  pages,
  brands,
  brandId,
  hasNotifications,
}: CommandInput): PaletteItem[] {
  const commands: PaletteItem[] = [];
  const version = productVersionOf(pages);
  const menuCreate = pages.find(
    (page) => page.href !== undefined && /^\/product(-v3)?\/create$/.test(page.href),
  );
  const create = menuCreate?.href ?? (version ? createPath(version) : null);
  if (create && isPathAllowed(create, menu)) {
    commands.push(
      openingPage(
        { id: 'action:add-product', kind: 'action', label: paletteCopy.addProduct, href: create },
        pages,
      ),
    );
  }
  if (isPathAllowed(withdrawalPath, menu)) {
    commands.push(
      openingPage(
        {
          id: 'action:withdraw',
          kind: 'action',
          label: paletteCopy.withdraw,
          href: withdrawalPath,
        },
        pages,
      ),
    );
  }
  if (hasNotifications)
    commands.push({ id: markAllReadId, kind: 'action', label: paletteCopy.markAllRead });
  if (brands.length > 1) {
    for (const brand of brands) {
      if (brand.id === brandId) continue;
      commands.push({
        id: `${brandPrefix}${brand.id}`,
        kind: 'brand',
        label: paletteCopy.switchBrand(brand.name),
        keywords: [brand.name],
      });
    }
  }
  return commands;
}

/** The brand a brand command switches to. */
export function brandIdOf(item: PaletteItem): string | null {
  return item.kind === 'brand' && item.id.startsWith(brandPrefix)
    ? item.id.slice(brandPrefix.length)
    : null;
}
