import { formatNumber } from '@seller/design-system';

/** Indonesian copy of a variant's 'Riwayat stok'. */
export const stockHistoryCopy = {
  title: 'Riwayat stok',
  open: 'Riwayat stok',
  openFor: (variant: string) => `Riwayat stok ${variant}`,
  heading: (variant: string) => `Riwayat stok: ${variant}`,
  close: 'Tutup riwayat',
  fromLabel: 'Dari tanggal',
  toLabel: 'Sampai tanggal',
  dateHint: 'Format: YYYY-MM-DD',
  dateFormatError: 'Tanggal harus berformat YYYY-MM-DD, misalnya 2026-11-24.',
  dateOrderError: "Tanggal 'Dari' tidak boleh setelah tanggal 'Sampai'.",
  sourceLabel: 'Sumber',
  sourceAll: 'Semua sumber',
  apply: 'Terapkan',
  reset: 'Atur ulang',
  columns: { when: 'Waktu', source: 'Sumber', delta: 'Perubahan', level: 'Stok akhir' },
  sources: {
    grid: 'Ubah stok',
    upload: 'Unggah file',
    offline: 'Penjualan offline',
    order: 'Pesanan',
    replay: 'Dikirim ulang dari antrean',
    product: 'Ubah produk',
  },
  empty: 'Belum ada perubahan stok',
  emptyText: 'Perubahan stok varian ini akan tercatat di sini.',
  emptyFiltered: 'Tidak ada perubahan stok yang cocok dengan saringan ini.',
  failed: 'Riwayat stok gagal dimuat',
  retry: 'Coba lagi',
  pagination: 'Halaman riwayat stok',
  range: (from: number, to: number, total: number) =>
    `${formatNumber(from)}–${formatNumber(to)} dari ${formatNumber(total)} perubahan`,
} as const;
