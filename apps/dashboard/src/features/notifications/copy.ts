/** Indonesian copy of the notification entry, panel and page (spec §2 strings verbatim). */
export const notificationCopy = {
  bellLabel: 'Notifikasi',
  unreadBadgeLabel: 'belum dibaca',
  panelLabel: 'Panel notifikasi',
  tabsLabel: 'Jenis notifikasi',
  tabTransaction: 'Transaksi',
  tabProduct: 'Produk',
  markAllRead: 'Tandai semua dibaca',
  emptyTitle: 'Tidak ada Notifikasi',
  emptyText: 'Saat ini kamu tidak memiliki notifikasi apapun.',
  seeMore: 'Lihat Selengkapnya',
  pageTitle: 'Notifikasi',
  unread: 'Belum dibaca',
  loading: 'Memuat notifikasi',
  listLabel: 'Daftar notifikasi',
} as const;
