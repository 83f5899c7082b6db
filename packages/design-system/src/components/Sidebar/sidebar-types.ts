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

/** True when the path is the item's path or below it. */
export const matchesPath = (itemPath: string, activePath: string): boolean =>
  activePath === itemPath || activePath.startsWith(itemPath.endsWith('/') ? itemPath : `${itemPath}/`);

/** True when the item or one of its children matches the path. */
export const isItemActive = (item: SidebarItem, activePath: string): boolean =>
  matchesPath(item.path, activePath) || (item.children ?? []).some((child) => isItemActive(child, activePath));
