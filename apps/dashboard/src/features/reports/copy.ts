export const reportCopy = {
  frameTitle: (title: string, brand: string) => `Laporan ${title}${brand ? ` — ${brand}` : ''}`,
  loading: 'Memuat laporan…',
  errorTitle: 'Laporan tidak dapat dimuat',
  errorDetail: 'Periksa koneksi Anda, lalu coba lagi.',
  retry: 'Coba lagi',
  fullscreen: 'Layar penuh',
  exitFullscreen: 'Keluar dari layar penuh',
  refreshing: 'Memperbarui tautan laporan…',
  notInMenu: 'Laporan ini tidak tersedia untuk akun Anda. Buka laporan lain dari menu Laporan.',
  noBrand: 'Pilih brand terlebih dahulu untuk melihat laporan.',
} as const;
