import type { MenuIconName } from '../Icon';

/** One menu entry, as loaded from the server menu list (spec §2). */
export interface SidebarItem {
  /** Stable menu code. */
  code: string;
  /** Visible name. */
  name: string;
  /** Where the entry leads. */
  path: string;
  /** Menu icon. */
  icon?: MenuIconName;
  /** Child menu entries. */
  children?: SidebarItem[];
  /** Marks the entry with the 'BARU' badge. */
  isNew?: boolean;
  /** Count badge (active transactions, unanswered questions), capped at '99+'. */
  count?: number;
  /** Red attention dot (transaction entry). */
  dot?: boolean;
  /** Screen-reader words for the dot alone, e.g. 'Ada transaksi aktif'. */
  dotLabel?: string;
  /** Screen-reader words for the dot and count, e.g. 'transaksi aktif'. */
  countLabel?: string;
  /** Open in a new tab. */
  target?: '_self' | '_blank';
}

interface SplitPath {
  pathname: string;
  /** Null when the path has no query (most menu paths): no URLSearchParams to build. */
  query: URLSearchParams | null;
}

function splitPath(path: string): SplitPath {
  const [pathname = '', search = ''] = path.split('#')[0]!.split('?');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return { pathname: trimmed, query: search ? new URLSearchParams(search) : null };
}

function matchesSplit(item: SplitPath, here: SplitPath): boolean {
  const below =
    here.pathname === item.pathname ||
    here.pathname.startsWith(item.pathname.endsWith('/') ? item.pathname : `${item.pathname}/`);
  if (!below) return false;
  if (!item.query) return true;
  for (const [key, value] of item.query) if (!here.query?.getAll(key).includes(value)) return false;
  return true;
}

/**
 * True when the location (path with an optional query) is the item's path or below it; an
 * item path with a query matches only when the location carries every one of its parameters.
 */
export const matchesPath = (itemPath: string, activePath: string): boolean =>
  matchesSplit(splitPath(itemPath), splitPath(activePath));

/**
 * The one entry the location belongs to: of all links that match, the one with the longest
 * path (query included), so '/product-v3/create' beats '/product-v3' and
 * '/announcement?category=promo' beats '/announcement'. Groups only hold the winner.
 */
export function findActiveCode(items: readonly SidebarItem[], activePath: string): string | null {
  // The location is split once for the whole menu, not once per entry.
  const here = splitPath(activePath);
  let best: { code: string; length: number } | null = null;
  const visit = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.children && item.children.length > 0) {
        visit(item.children);
        continue;
      }
      if (item.target === '_blank' || !matchesSplit(splitPath(item.path), here)) continue;
      const length = item.path.length;
      if (best === null || length > best.length) best = { code: item.code, length };
    }
  };
  visit(items);
  return (best as { code: string } | null)?.code ?? null;
}

/** True when the item is the active entry or holds it. */
export const isItemActive = (item: SidebarItem, activeCode: string | null): boolean =>
  activeCode !== null &&
  (item.code === activeCode ||
    (item.children ?? []).some((child) => isItemActive(child, activeCode)));
