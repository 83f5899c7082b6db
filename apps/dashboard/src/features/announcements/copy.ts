/** Indonesian copy of the announcement pages. */
export const announcementCopy = {
  title: 'Pengumuman',
  promoTitle: 'Promo Brand',
  intro: 'Kabar terbaru dari marketplace: informasi, promo, pembaruan fitur dan edukasi.',
  promoIntro: 'Promo dan kampanye yang bisa diikuti brand Anda.',
  categoriesLabel: 'Kategori pengumuman',
  allCategories: 'Semua',
  searchLabel: 'Cari pengumuman',
  searchPlaceholder: 'Judul atau isi pengumuman',
  searchButton: 'Cari',
  listLabel: 'Daftar pengumuman',
  unread: 'Baru',
  unreadLabel: 'Belum dibaca',
  emptyTitle: 'Belum ada pengumuman',
  emptyText: 'Pengumuman dari marketplace akan muncul di sini.',
  emptySearchTitle: 'Pengumuman tidak ditemukan',
  emptySearchText: (q: string) => `Tidak ada pengumuman yang cocok dengan "${q}".`,
  loadFailed: 'Pengumuman gagal dimuat.',
  retry: 'Coba lagi',
  paginationLabel: 'Halaman pengumuman',
  range: (from: number, to: number, total: number) => `${from}–${to} dari ${total} pengumuman`,
  back: 'Kembali ke daftar pengumuman',
  detailFailed: 'Pengumuman gagal dimuat.',
  notFound: 'Pengumuman ini tidak ditemukan atau sudah tidak tersedia.',
  imageAlt: (title: string) => `Gambar ${title}`,
} as const;

/** Announcements per page (the spec's default list size, §3). */
export const ANNOUNCEMENT_PAGE_SIZE = 15;
/** The category the 'Promo Brand' menu entry (/announcement/promo) shows. */
export const PROMO_CATEGORY_NAME = 'Promo';
