import { rowsSql } from './sql.js';

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
