/** Indonesian copy of the app shell's own pages. */
export const appCopy = {
  preparingTitle: 'Halaman ini sedang disiapkan',
  preparingText: 'Fitur ini belum tersedia di dasbor. Silakan gunakan menu lain untuk sementara.',
  backHome: 'Kembali ke Beranda',
  loggingOut: 'Sedang keluar…',
  loadingSession: 'Memuat data toko…',
  sessionFailedTitle: 'Data toko gagal dimuat',
  retry: 'Coba lagi',
  renderErrorTitle: 'Terjadi kesalahan pada tampilan',
  renderErrorText: 'Bagian ini gagal ditampilkan. Muat ulang halaman untuk mencoba lagi.',
  reload: 'Muat ulang',
} as const;
