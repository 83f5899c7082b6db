import type { MenuIconName } from '@seller/design-system';

/** Server icon names (§2: 'brand reseller', 'other service' …) to the design system's icons. */
const byServerName: Readonly<Record<string, MenuIconName>> = {
  announcement: 'announcement',
  'brand reseller': 'brand-reseller',
  discussion: 'discussion',
  education: 'education',
  finance: 'finance',
  home: 'home',
  notification: 'notification',
  'other service': 'other-service',
  product: 'product',
  promo: 'promo',
  statistics: 'statistics',
  transaction: 'transaction',
  withdrawal: 'withdrawal',
};

export function menuIcon(serverName: string | undefined): MenuIconName {
  const key = (serverName ?? '').trim().toLowerCase().replace(/[-_]+/g, ' ');
  return byServerName[key] ?? 'other-service';
}
