import type { SidebarItem } from '@seller/design-system';
import type { MenuItem } from '@seller/machines';
import { showsDiscussionFor } from '../../platform/config-items';
import { layoutCopy } from '../copy';
import { menuIcon } from './menu-icons';

export interface MenuCounts {
  activeTransactions: number;
  unansweredQuestions: number;
}

export type MenuBadge = 'activeTransactions' | 'unansweredQuestions' | null;

function firstSegment(path: string): string {
  return path.split('/').find((segment) => segment !== '') ?? '';
}

/** The online order pages: '/transaction-v3' and the older '/transaction'. */
const onlineTransactionSegments = new Set(['transaction', 'transaction-v3']);

/**
 * Which count a menu entry carries (§2): the online orders' active count on the online
 * transaction entries only (never on 'Transaksi Offline' or its children), and the
 * unanswered questions on product discussions.
 */
export function badgeOf(item: MenuItem): MenuBadge {
  const segment = firstSegment(item.path);
  if (item.code === 'transaction' || onlineTransactionSegments.has(segment))
    return 'activeTransactions';
  if (item.code === 'discussion-product' || segment === 'discussion-product')
    return 'unansweredQuestions';
  return null;
}

function isDiscussion(item: MenuItem): boolean {
  return badgeOf(item) === 'unansweredQuestions';
}

/**
 * The server menu as the sidebar shows it: ordered by `additional.index`, the discussion entry
 * only for brands the configuration allows (§2).
 */
export function sidebarEntries(
  menu: readonly MenuItem[],
  config: unknown,
  brandId: string | null,
): MenuItem[] {
  const showDiscussion = showsDiscussionFor(config, brandId);
  const visible = (items: readonly MenuItem[]): MenuItem[] =>
    items
      .filter((item) => showDiscussion || !isDiscussion(item))
      .map((item) => ({ ...item, childMenu: visible(item.childMenu ?? []) }))
      .sort((a, b) => (a.additional?.index ?? 0) - (b.additional?.index ?? 0));
  return visible(menu);
}

/** The entry the current path belongs to (the mobile header's page title). */
export function activeEntry(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const exact = (items: readonly MenuItem[]): MenuItem | undefined => {
    for (const item of items) {
      const child = exact(item.childMenu ?? []);
      if (child) return child;
      if (item.path === pathname) return item;
    }
    return undefined;
  };
  return exact(menu) ?? menu.find((item) => firstSegment(item.path) === firstSegment(pathname));
}

/**
 * A group's children, led by the group's own page when no child leads there ('Beranda' at /home
 * holds '/home-v2' and '/dashboard'): a group is a disclosure button, not a link, so without it
 * that page would have no entry to mark as current, and no way to reach it from the menu.
 */
function withOwnPage(item: MenuItem): MenuItem[] {
  const children = item.childMenu ?? [];
  if (children.length === 0 || children.some((child) => child.path === item.path)) return children;
  const { childMenu: _children, ...own } = item;
  return [own, ...children];
}

/** A server menu entry as the design-system sidebar draws it: icon, 'BARU', count and dot (§2). */
export function toSidebarItem(
  item: MenuItem,
  counts: MenuCounts,
  externalUrl: (item: MenuItem) => string | null,
): SidebarItem {
  const badge = badgeOf(item);
  const external = item.additional?.target === '_blank' ? externalUrl(item) : null;
  const marks: Partial<SidebarItem> =
    badge === 'activeTransactions'
      ? {
          count: counts.activeTransactions,
          countLabel: layoutCopy.activeTransactions,
          dot: counts.activeTransactions > 0,
          dotLabel: layoutCopy.activeTransactionsDot,
        }
      : badge === 'unansweredQuestions'
        ? { count: counts.unansweredQuestions, countLabel: layoutCopy.unansweredQuestions }
        : {};
  const children = withOwnPage(item);
  return {
    code: item.code ?? item.path,
    name: item.name,
    path: external ?? item.path,
    icon: menuIcon(item.icon),
    isNew: item.additional?.newMenu === true,
    ...(external ? { target: '_blank' as const } : {}),
    ...(children.length > 0
      ? { children: children.map((child) => toSidebarItem(child, counts, externalUrl)) }
      : {}),
    ...marks,
  };
}
