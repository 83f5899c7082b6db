import { demoUsers, discussionBrandIds } from './accounts.js';
import { json, raw, rowsSql } from './sql.js';
import { menusSql } from './menus.js';

/** Config flags of spec §4–§9 under the keys CONVENTIONS.md fixes; tests change them through PUT /__sandbox/config/:key. */
export const configSeed: [
  key: string,
  tenant: string,
  container: string,
  item: string,
  value: unknown,
][] = [
  [
    'logo',
    '*',
    'global',
    'Logo',
    { small: '/media/logo/small.svg', thumbnail: '/media/logo/thumbnail.svg' },
  ],
  [
    'discussion.menu',
    '*',
    'global',
    'Menu diskusi produk',
    { isShowForAllBrand: false, brandIds: discussionBrandIds },
  ],
  ['transaction.v3.enable', '*', '*', 'Aktivasi transaksi v3', true],
  ['onboarding.enable', '*', '*', 'Onboarding diizinkan', true],
  ['notification.countPolling.enable', '*', '*', 'Polling jumlah notifikasi', true],
  ['notification.countPolling.intervalMs', '*', '*', 'Interval polling notifikasi (ms)', 60000],
  ['chat.entryPoint.enable', 'partner', '*', 'Chat bantuan', true],
  ['chat.entryPoint.enable', 'stockist', '*', 'Chat bantuan', true],
  ['chat.entryPoint.enable', 'mofasa', '*', 'Chat bantuan', false],
  ['order.activeStatuses', '*', '*', 'Status transaksi aktif', [1, 2, 3, 8]],
  ['order.shipBy', '*', '*', 'Batas kirim pesanan', { workingDays: 2, weekdays: [1, 2, 3, 4, 5] }],
  ['Multistock.Phase2.Enable', '*', 'version', 'Multistock fase 2', true],
  ['tiering.enable', '*', '*', 'Tiering brand', true],
  ['maskingNumber.enable', '*', '*', 'Sembunyikan nomor pembeli', false],
  ['education.url', '*', 'global', 'Pusat edukasi', 'https://edukasi.contoh.id'],
  ['app.version', '*', 'version', 'Versi aplikasi', '1.0.0'],
];

export const containerNames = [
  'global',
  'login',
  'home',
  'withdrawal',
  'home-mobile',
  'product',
  'settings',
  'transaction',
  'print-page',
  'discussion-product',
  'finance-withdrawal',
  'product-description',
];

export function systemSql(): string {
  let out = menusSql();
  out += rowsSql(
    'config_flags',
    ['key', 'tenant', 'container', 'config_item', 'value'],
    configSeed.map(([key, tenant, container, item, value]) => [
      key,
      tenant,
      container,
      item,
      raw(json(value)),
    ]),
  );
  out += rowsSql(
    'containers',
    ['container', 'config_version', 'menu_version', 'data'],
    containerNames.map((c, i) => [c, 3 + (i % 4), 2 + (i % 3), raw(json({ title: c }))]),
  );
  const perms: (string | number | boolean | null)[][] = [];
  const codes: Record<string, string[]> = {
    partner: [
      'product.read',
      'product.write',
      'order.read',
      'order.process',
      'withdrawal.create',
      'discussion.answer',
      'report.read',
    ],
    stockist: [
      'product.read',
      'product.write',
      'order.read',
      'order.process',
      'offline-transaction.create',
      'withdrawal.create',
      'report.read',
    ],
    mofasa: [
      'product.read',
      'product.write',
      'order.read',
      'order.process',
      'withdrawal.create',
      'discussion.answer',
    ],
  };
  for (const u of demoUsers) perms.push([u.id, '*', raw(json(codes[u.tenant] ?? []))]);
  out += rowsSql('permissions', ['user_id', 'container', 'codes'], perms);
  return out;
}
