import { formatMoney, formatNumber } from '@seller/design-system';
import type { ListTab } from './urls';

export { bulkEditCopy } from './bulk-edit/bulk-edit-copy';
export { productListCopy } from './list/list-copy';
export { stockHistoryCopy } from './history/stock-history-copy';

/**
 * The Indonesian strings the product pages share, and those of the forms and the detail. The
 * list's, the bulk upload's, the bulk edit's and the stock history's sit beside their parts, so a
 * form page does not load the list's words (bench/bundle: each route chunk adds at most 40 kB).
 */
export const productCopy = {
  addVariant: 'Tambah Varian',
  tabs: { all: 'Semua', active: 'Aktif', inactive: 'Nonaktif' } satisfies Record<ListTab, string>,
  stateLabels: ['Nonaktif', 'Aktif'] as [string, string],
  retry: 'Coba lagi',
  activationFailed: 'Status tidak berubah. Perubahan dikembalikan.',
  stockMax: (max: number) => `Stok maksimal ${formatNumber(max)}.`,
  outboxStockLabel: (count: number) => `Stok ${count} varian`,
  editProduct: 'Ubah',
  // Forms
  createTitle: 'Tambah Produk',
  editTitle: 'Ubah Produk',
  addVariantTitle: 'Tambah Varian',
  productSection: 'Informasi produk',
  variantSection: 'Varian',
  name: 'Nama produk',
  description: 'Deskripsi',
  productType: 'Jenis produk',
  productTypePlaceholder: 'Pilih jenis produk',
  videoUrl: 'Tautan video (opsional)',
  image: 'Foto produk',
  imageVariant: 'Foto varian',
  chooseImage: 'Pilih foto',
  replaceImage: 'Ganti foto',
  uploadingImage: 'Mengunggah foto…',
  imageUploaded: 'Foto terunggah',
  removeImage: 'Hapus foto',
  imageRules: 'JPG, PNG atau WebP, maksimal 2 MB.',
  variantName: 'Nama varian',
  sku: 'SKU',
  price: 'Harga',
  stock: 'Stok',
  addVariantRow: 'Tambah varian lain',
  removeVariantRow: (index: number) => `Hapus varian ${index}`,
  variantHeading: (index: number) => `Varian ${index}`,
  product: 'Produk',
  productSearchPlaceholder: 'Cari nama produk',
  productRequiredPlaceholder: 'Pilih produk',
  productNumber: (id: string) => `Produk #${id}`,
  productWithSkus: (name: string, skus: readonly string[]) => `${name} · SKU ${skus.join(', ')}`,
  productWithId: (name: string, id: number) => `${name} · Produk #${id}`,
  productActive: 'Produk aktif',
  save: 'Simpan',
  cancel: 'Batal',
  saved: 'Produk berhasil disimpan.',
  variantSaved: 'Varian berhasil ditambahkan.',
  formError: 'Periksa kembali isian yang ditandai.',
  unsavedTitle: 'Perubahan belum disimpan',
  unsavedText: 'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
  leave: 'Tinggalkan',
  stay: 'Tetap di sini',
  validation: {
    nameRequired: 'Nama produk wajib diisi.',
    nameTooLong: 'Nama maksimal 255 karakter.',
    descriptionRequired: 'Deskripsi wajib diisi.',
    variantNameRequired: 'Nama varian wajib diisi.',
    skuRequired: 'SKU wajib diisi.',
    skuTooLong: 'SKU maksimal 64 karakter.',
    skuFormat: 'SKU hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung.',
    skuDuplicate: 'SKU tidak boleh sama dengan varian lain.',
    priceRequired: 'Harga wajib diisi.',
    priceMin: 'Harga tidak boleh kurang dari 0.',
    priceMax: (max: number) => `Harga maksimal ${formatMoney(max)}.`,
    hiddenCharacters:
      'Teks berisi karakter tersembunyi pengatur arah teks. Ketik ulang teksnya tanpa menyalin dari tempat lain.',
    stockRequired: 'Stok wajib diisi.',
    stockMin: 'Stok tidak boleh kurang dari 0.',
    wholeNumber: 'Isi dengan angka bulat.',
    variantsMin: 'Tambahkan minimal satu varian.',
    productRequired: 'Pilih produk terlebih dahulu.',
    videoUrl: 'Tautan video harus diawali http:// atau https://.',
    imageType: 'Foto harus berformat JPG, PNG atau WebP.',
    imageSize: 'Ukuran foto maksimal 2 MB.',
  },
  // Detail
  detailTitle: 'Detail Produk',
  detailMissingId: 'Pilih produk dari daftar untuk melihat detailnya.',
  detailFinderLead: 'Cari produk lalu buka detailnya: varian, harga dan stok.',
  detailFinderLabel: 'Cari produk',
  detailFinderPlaceholder: 'Ketik nama produk',
  detailFinderResults: 'Hasil pencarian produk',
  detailFinderEmpty: 'Tidak ada produk dengan nama itu.',
  detailFinderFailed: 'Produk gagal dimuat.',
  detailNotFound: 'Produk tidak ditemukan',
  detailVariants: 'Varian',
  detailTotalStock: 'Total stok',
  detailType: 'Jenis',
  detailUpdated: 'Terakhir diubah',
  detailStatus: 'Status',
  /** A variant as notifications and refusals name it: names repeat across products. */
  variantLabel: (product: string, variant: string, sku: string) =>
    `${product} – ${variant} (SKU ${sku})`,
  variantFallback: (id: number) => `Varian #${id}`,
  backToList: 'Kembali ke daftar',
} as const;

/** Indonesian copy of a product edit kept while the connection was gone. */
export const editOutboxCopy = {
  label: (name: string) => `Perubahan produk ${name}`,
  waiting: 'Menunggu koneksi',
  waitingText:
    'Perubahan produk disimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.',
  refused: (message: string) => `Perubahan produk ditolak server: ${message}`,
} as const;
