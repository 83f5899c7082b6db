import type { SidebarItem } from './sidebar-types';

/** A realistic menu list for stories and tests. */
export const sampleMenu: SidebarItem[] = [
  { code: 'home', name: 'Beranda', path: '/home', icon: 'home' },
  {
    code: 'announcement',
    name: 'Pengumuman',
    path: '/announcement',
    icon: 'announcement',
    isNew: true,
  },
  {
    code: 'transaction',
    name: 'Transaksi',
    path: '/transaction',
    icon: 'transaction',
    dot: true,
    dotLabel: 'Ada transaksi aktif',
    count: 128,
    countLabel: 'transaksi aktif',
  },
  {
    code: 'product',
    name: 'Produk',
    path: '/product-v3',
    icon: 'product',
    children: [
      { code: 'product-list', name: 'Daftar Produk', path: '/product-v3' },
      { code: 'product-create', name: 'Tambah Produk', path: '/product-v3/create' },
    ],
  },
  {
    code: 'discussion',
    name: 'Diskusi Produk',
    path: '/discussion-product',
    icon: 'discussion',
    count: 7,
    countLabel: 'pertanyaan belum dijawab',
  },
  { code: 'notification', name: 'Notifikasi', path: '/notification', icon: 'notification' },
  {
    code: 'finance',
    name: 'Keuangan',
    path: '/finance-transaction',
    icon: 'finance',
    children: [
      { code: 'finance-transaction', name: 'Transaksi Keuangan', path: '/finance-transaction' },
      { code: 'finance-withdrawal', name: 'Penarikan Dana', path: '/finance-withdrawal' },
    ],
  },
  { code: 'withdrawal', name: 'Tarik Dana', path: '/withdrawal', icon: 'withdrawal' },
  {
    code: 'report',
    name: 'Statistik',
    path: '/report/sales',
    icon: 'statistics',
    children: [
      { code: 'report-sales', name: 'Laporan Penjualan', path: '/report/sales' },
      { code: 'report-brand', name: 'Rapor Brand', path: '/report/rapor', isNew: true },
    ],
  },
  { code: 'promo', name: 'Promo', path: '/promo', icon: 'promo' },
  {
    code: 'reseller',
    name: 'Brand Reseller',
    path: '/report/brand-reseller',
    icon: 'brand-reseller',
  },
  {
    code: 'education',
    name: 'Pusat Edukasi',
    path: 'https://edukasi.example.id',
    icon: 'education',
    target: '_blank',
  },
  { code: 'other', name: 'Layanan Lainnya', path: '/settings', icon: 'other-service' },
];
