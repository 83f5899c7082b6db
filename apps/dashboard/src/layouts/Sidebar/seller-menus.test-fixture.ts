import type { MenuItem } from '@seller/machines';

/** The demo accounts' server menus (the sandbox seed, apps/sandbox-api/src/db/seed/system.ts). */
const entry = (name: string, path: string, code: string, childMenu: MenuItem[] = []): MenuItem => ({
  name,
  path,
  icon: 'home',
  code,
  additional: { index: 0, target: '_self', newMenu: false },
  childMenu,
});

const home = entry('Beranda', '/home', 'home', [
  entry('Beranda Baru', '/home-v2', 'home-v2'),
  entry('Dashboard', '/dashboard', 'dashboard'),
]);
const product = entry('Produk', '/product-v3', 'product', [
  entry('Daftar Produk', '/product-v3', 'product-v3'),
  entry('Tambah Produk', '/product-v3/create', 'product-v3-create'),
  entry('Produk (Versi Lama)', '/product', 'product-v2'),
  entry('Detail Produk', '/detail-product', 'detail-product'),
]);
const transaction = entry('Transaksi', '/transaction-v3', 'transaction', [
  entry('Daftar Transaksi', '/transaction-v3', 'transaction-v3'),
  entry('Transaksi (Versi Lama)', '/transaction', 'transaction-v2'),
]);
const offline = entry('Transaksi Offline', '/transaction-offline', 'transaction-offline', [
  entry('Daftar Transaksi Offline', '/transaction-offline', 'transaction-offline-list'),
  entry('Tambah Transaksi Offline', '/transaction-offline/add', 'transaction-offline-add'),
]);
const finance = entry('Keuangan', '/withdrawal', 'finance', [
  entry('Penarikan Dana', '/withdrawal', 'withdrawal'),
  entry('Riwayat Penarikan', '/finance-withdrawal', 'finance-withdrawal'),
  entry('Riwayat Transaksi', '/finance-transaction', 'finance-transaction'),
]);
const partnerReports = entry('Laporan', '/report/brand', 'report', [
  entry('Statistik Brand', '/report/brand', 'report-brand'),
  entry('Brand Reseller', '/report/brand-reseller', 'report-brand-reseller'),
  entry('Rapor Brand', '/report/rapor', 'report-rapor'),
  entry('Laporan Penjualan', '/report/sales', 'report-sales'),
]);
const stockistReports = entry('Laporan', '/report/stockist', 'report', [
  entry('Performa Stockist', '/report/stockist', 'report-stockist'),
  entry('Rapor Stockist', '/report/stockist-raport', 'report-stockist-raport'),
]);
const announcement = entry('Pengumuman', '/announcement', 'announcement');
const notification = entry('Notifikasi', '/notification', 'notification');
const discussion = entry('Diskusi Produk', '/discussion-product', 'discussion-product');
const settings = entry('Pengaturan', '/settings', 'settings');

export const sellerMenus: Record<'partner' | 'stockist' | 'mofasa', MenuItem[]> = {
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
