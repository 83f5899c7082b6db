export const outboxCopy = {
  waiting: (count: number) => `${count} perubahan menunggu koneksi`,
  refused: (count: number) => `${count} perubahan ditolak server`,
  listLabel: 'Perubahan yang belum tersimpan',
  landed: 'Perubahan tersimpan setelah koneksi kembali.',
  refusedToast: (label: string, message: string) => `${label} ditolak: ${message}`,
  pendingRow: 'Menunggu koneksi',
  retry: 'Coba lagi',
  discard: 'Buang',
  show: 'Lihat',
  hide: 'Tutup',
} as const;
