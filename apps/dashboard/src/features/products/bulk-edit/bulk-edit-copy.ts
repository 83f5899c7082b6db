import { formatNumber } from '@seller/design-system';
import type { BulkEditTab } from '../urls';
import type { BulkEditExportScope, BulkEditRow } from './bulk-edit-types';

/**
 * Every Indonesian string of the bulk edit (issue 42 part 2), re-exported by the feature's
 * copy.ts: that file is at its length limit, and the bulk edit's copy is read only here.
 */
export const bulkEditCopy = {
  title: 'Ubah Massal',
  lead:
    'Unduh berkas produk, ubah harga, stok atau status di berkas itu, lalu unggah lagi. ' +
    'Berkas unduhan inilah templatnya: biarkan kolom sku apa adanya.',
  previewPromise: 'Sebelum ada yang berubah, kamu melihat pratinjau semua perubahan.',
  scopeLabel: 'Produk di berkas',
  scope: { all: 'Semua produk', filter: 'Sesuai filter' } satisfies Record<
    BulkEditExportScope,
    string
  >,
  downloadCsv: 'Unduh CSV',
  downloadXlsx: 'Unduh XLSX',
  downloading: 'Mengunduh…',
  downloadFailed: 'Berkas gagal diunduh. Silakan coba lagi.',
  fileLabel: 'Berkas yang sudah diubah (CSV atau XLSX)',
  fileHint:
    'Kolom: sku, produk, varian, harga, stok, status (aktif atau nonaktif). Sel kosong tidak ' +
    'mengubah apa pun. Maksimal 10 MB.',
  fileType: 'Berkas harus berformat .csv atau .xlsx.',
  fileSize: 'Ukuran berkas maksimal 10 MB.',
  check: 'Periksa perubahan',
  checking: 'Memeriksa berkas…',
  checkFailed: 'Berkas belum terkirim. Silakan coba lagi.',
  // The preview
  previewTitle: 'Pratinjau Ubah Massal',
  appliedTitle: 'Hasil Ubah Massal',
  previewLead: 'Belum ada yang berubah. Periksa daftarnya, lalu terapkan perubahan.',
  appliedLead: 'Perubahan sudah diterapkan. Baris yang dilewati tidak diubah.',
  fileNameLine: (name: string) => `Berkas: ${name}`,
  summary: {
    totalRows: 'Baris dibaca',
    changedRows: 'Baris diubah',
    changeCount: 'Sel diubah',
    unchangedRows: 'Tanpa perubahan',
    refusedRows: 'Ditolak',
    appliedRows: 'Diterapkan',
    skippedRows: 'Dilewati',
  },
  tabsLabel: 'Baris berkas',
  tabs: { changed: 'Akan diubah', refused: 'Ditolak' } satisfies Record<BulkEditTab, string>,
  appliedChangedTab: 'Perubahan',
  tableCaption: (tab: string) => `Baris berkas: ${tab}`,
  columns: {
    row: 'Baris',
    sku: 'SKU',
    variant: 'Produk / varian',
    changes: 'Perubahan',
    outcome: 'Hasil',
    column: 'Kolom',
    reason: 'Alasan',
  },
  cellNames: { price: 'Harga', stock: 'Stok', status: 'Status' },
  /** The refused sheet column as the file names it; other names are shown as they are. */
  sheetColumns: { sku: 'SKU', harga: 'Harga', stok: 'Stok', status: 'Status' } as Record<
    string,
    string
  >,
  change: (column: string, from: string, to: string) => `${column}: ${from} → ${to}`,
  outcome: {
    pending: 'Belum diterapkan',
    applied: 'Diterapkan',
    skipped: 'Dilewati',
    refused: 'Ditolak',
  } satisfies Record<BulkEditRow['outcome'], string>,
  unknownVariant: 'Varian tidak ditemukan',
  apply: 'Terapkan perubahan',
  applying: 'Menerapkan…',
  cancel: 'Batal',
  confirmTitle: 'Terapkan perubahan?',
  confirmText: (rows: number, cells: number) =>
    `${formatNumber(rows)} baris (${formatNumber(cells)} sel) akan diubah. ` +
    'Baris yang ditolak tidak ikut diterapkan.',
  confirmLabel: 'Ya, terapkan',
  confirmFailed: 'Perubahan belum diterapkan. Tidak ada yang hilang, silakan coba lagi.',
  appliedToast: (applied: number, skipped: number) =>
    `${formatNumber(applied)} baris diterapkan` +
    (skipped > 0 ? `, ${formatNumber(skipped)} dilewati.` : '.'),
  resultLabel: 'Hasil per baris',
  downloadResultCsv: 'Unduh hasil (CSV)',
  downloadResultXlsx: 'Unduh hasil (XLSX)',
  backToList: 'Kembali ke daftar produk',
  emptyTitle: 'Tidak ada perubahan di berkas ini',
  emptyText:
    'Semua baris sama dengan data produk sekarang. Ubah harga, stok atau status di berkas, lalu unggah lagi.',
  emptyTab: {
    changed: 'Tidak ada baris yang akan diubah.',
    refused: 'Tidak ada baris yang ditolak.',
  } satisfies Record<BulkEditTab, string>,
  errorTitle: 'Pratinjau gagal dimuat',
  rowsErrorTitle: 'Baris berkas gagal dimuat',
  retry: 'Coba lagi',
  loading: 'Memuat pratinjau',
  pagination: 'Halaman baris berkas',
  range: (from: number, to: number, total: number) =>
    `${formatNumber(from)}–${formatNumber(to)} dari ${formatNumber(total)} baris`,
} as const;
