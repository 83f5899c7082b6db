import { demoUsers, discussionBrandIds } from './accounts.js';
import { json, raw, rowsSql } from './sql.js';

interface MenuSeed {
  name: string;
  path: string;
  icon: string;
  code: string;
  target?: string;
  newMenu?: boolean;
  children?: MenuSeed[];
}

const home: MenuSeed = {
  name: 'Beranda',
  path: '/home',
  icon: 'home',
  code: 'home',
  children: [
    { name: 'Beranda Baru', path: '/home-v2', icon: 'home', code: 'home-v2' },
    { name: 'Dashboard', path: '/dashboard', icon: 'statistics', code: 'dashboard' },
  ],
};
const announcement: MenuSeed = {
  name: 'Pengumuman',
  path: '/announcement',
  icon: 'announcement',
  code: 'announcement',
};
const notification: MenuSeed = {
  name: 'Notifikasi',
  path: '/notification',
  icon: 'notification',
  code: 'notification',
};
const discussion: MenuSeed = {
  name: 'Diskusi Produk',
  path: '/discussion-product',
  icon: 'discussion',
  code: 'discussion-product',
  newMenu: true,
};
const product: MenuSeed = {
  name: 'Produk',
  path: '/product-v3',
  icon: 'product',
  code: 'product',
  children: [
    { name: 'Daftar Produk', path: '/product-v3', icon: 'product', code: 'product-v3' },
    {
      name: 'Tambah Produk',
      path: '/product-v3/create',
      icon: 'product',
      code: 'product-v3-create',
    },
    { name: 'Produk (Versi Lama)', path: '/product', icon: 'product', code: 'product-v2' },
    { name: 'Detail Produk', path: '/detail-product', icon: 'product', code: 'detail-product' },
  ],
};
const transaction: MenuSeed = {
  name: 'Transaksi',
  path: '/transaction-v3',
  icon: 'transaction',
  code: 'transaction',
  children: [
    {
      name: 'Daftar Transaksi',
      path: '/transaction-v3',
      icon: 'transaction',
      code: 'transaction-v3',
    },
    {
      name: 'Transaksi (Versi Lama)',
      path: '/transaction',
      icon: 'transaction',
      code: 'transaction-v2',
    },
  ],
};
const offline: MenuSeed = {
  name: 'Transaksi Offline',
  path: '/transaction-offline',
  icon: 'transaction',
  code: 'transaction-offline',
  newMenu: true,
  children: [
    {
      name: 'Daftar Transaksi Offline',
      path: '/transaction-offline',
      icon: 'transaction',
      code: 'transaction-offline-list',
    },
    {
      name: 'Tambah Transaksi Offline',
      path: '/transaction-offline/add',
      icon: 'transaction',
      code: 'transaction-offline-add',
    },
  ],
};
const finance: MenuSeed = {
  name: 'Keuangan',
  path: '/withdrawal',
  icon: 'withdrawal',
  code: 'finance',
  children: [
    { name: 'Penarikan Dana', path: '/withdrawal', icon: 'withdrawal', code: 'withdrawal' },
    {
      name: 'Riwayat Penarikan',
      path: '/finance-withdrawal',
      icon: 'finance',
      code: 'finance-withdrawal',
    },
    {
      name: 'Riwayat Transaksi',
      path: '/finance-transaction',
      icon: 'finance',
      code: 'finance-transaction',
    },
  ],
};
const partnerReports: MenuSeed = {
  name: 'Laporan',
  path: '/report/brand',
  icon: 'statistics',
  code: 'report',
  children: [
    { name: 'Statistik Brand', path: '/report/brand', icon: 'statistics', code: 'report-brand' },
    {
      name: 'Brand Reseller',
      path: '/report/brand-reseller',
      icon: 'brand reseller',
      code: 'report-brand-reseller',
    },
    { name: 'Rapor Brand', path: '/report/rapor', icon: 'statistics', code: 'report-rapor' },
    { name: 'Laporan Penjualan', path: '/report/sales', icon: 'statistics', code: 'report-sales' },
  ],
};
const stockistReports: MenuSeed = {
  name: 'Laporan',
  path: '/report/stockist',
  icon: 'statistics',
  code: 'report',
  children: [
    {
      name: 'Performa Stockist',
      path: '/report/stockist',
      icon: 'statistics',
      code: 'report-stockist',
    },
    {
      name: 'Rapor Stockist',
      path: '/report/stockist-raport',
      icon: 'statistics',
      code: 'report-stockist-raport',
    },
  ],
};
const education: MenuSeed = {
  name: 'Pusat Edukasi',
  path: '/education',
  icon: 'education',
  code: 'education',
  target: '_blank',
};
const settings: MenuSeed = {
  name: 'Pengaturan',
  path: '/settings',
  icon: 'other service',
  code: 'settings',
};

export const menusByTenant: Record<string, MenuSeed[]> = {
  partner: [
    home,
    announcement,
    notification,
    discussion,
    product,
    transaction,
    finance,
    partnerReports,
    settings,
    education,
  ],
  stockist: [
    home,
    announcement,
    notification,
    product,
    offline,
    transaction,
    finance,
    stockistReports,
    settings,
  ],
  mofasa: [home, announcement, discussion, product, transaction, finance, partnerReports, settings],
};

export function menusSql(): string {
  const rows: (string | number | boolean | null)[][] = [];
  let id = 0;
  for (const [tenant, menus] of Object.entries(menusByTenant)) {
    menus.forEach((m, i) => {
      const parentId = ++id;
      rows.push([
        parentId,
        tenant,
        null,
        null,
        m.name,
        m.path,
        m.icon,
        m.code,
        i + 1,
        m.target ?? '_self',
        m.newMenu ?? false,
      ]);
      (m.children ?? []).forEach((c, j) => {
        rows.push([
          ++id,
          tenant,
          null,
          parentId,
          c.name,
          c.path,
          c.icon,
          c.code,
          j + 1,
          c.target ?? '_self',
          c.newMenu ?? false,
        ]);
      });
    });
  }
  // A user-specific extra entry shows that menus are per user as well as per tenant.
  // Promo Brand is the announcement list on the Promo category: its own path, so exactly one entry is active.
  rows.push([
    ++id,
    'partner',
    1,
    null,
    'Promo Brand',
    '/announcement/promo',
    'promo',
    'promo',
    50,
    '_self',
    true,
  ]);
  return rowsSql(
    'menus',
    [
      'id',
      'tenant',
      'user_id',
      'parent_id',
      'name',
      'path',
      'icon',
      'code',
      'sort_index',
      'target',
      'new_menu',
    ],
    rows,
  );
}

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
