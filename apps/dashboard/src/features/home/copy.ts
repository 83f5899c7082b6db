/** Indonesian copy of the home page. */
export const homeCopy = {
  greeting: (name: string) => `Halo, ${name}`,
  brandLine: (brand: string) => `Toko aktif: ${brand}`,
  noBrand: 'Pilih brand di bagian atas untuk melihat ringkasan toko.',
  retry: 'Coba lagi',
  loading: 'Memuat…',
  /** Each card's title, by the card's call (home-queries.ts). */
  cardTitles: {
    actions: 'Perlu tindakan',
    balance: 'Saldo',
    scores: 'Skor Brand',
    suspension: 'Status Akun',
    penalty: 'Poin Penalti',
    performance: 'Performa 30 Hari Terakhir',
    orderCounts: 'Pesanan per Status',
    announcements: 'Pengumuman Terbaru',
  },
  fulfillmentScore: 'Skor pemenuhan pesanan',
  transactionScore: 'Skor transaksi',
  scoreOfTarget: (score: string, target: string) => `${score} dari target ${target}`,
  totalOrder: 'Total pesanan',
  totalSales: 'Total penjualan',
  fulfillmentRate: 'Tingkat pemenuhan',
  cancellationRate: 'Tingkat pembatalan',
  penaltyTotal: (points: number) => `${points} poin`,
  noPenalty: 'Tidak ada penalti. Pertahankan!',
  penaltyCount: (count: number) => `dari ${count} penalti`,
  active: 'Aktif',
  suspended: 'Ditangguhkan',
  suspendedUntil: (date: string) => `Sampai ${date}`,
  pendingWithdrawal: (amount: string) => `Penarikan diproses: ${amount}`,
  balanceLink: 'Tarik dana',
  ordersChartLabel: 'Jumlah pesanan per status',
  noAnnouncements: 'Belum ada pengumuman.',
  seeAllAnnouncements: 'Lihat semua pengumuman',
  unread: 'Baru',
  /** 'Perlu tindakan': each count's label; the count links to the list of exactly those. */
  actions: {
    shipToday: 'Kirim hari ini',
    late: 'Terlambat dikirim',
    unansweredQuestions: 'Pertanyaan belum dijawab > 24 jam',
    outOfStockVariants: 'Varian stok habis',
    withdrawalsInProcess: 'Penarikan diproses',
  },
  actionsLabel: 'Pekerjaan yang menunggu',
  nothingToDo: 'Semua beres. Tidak ada yang menunggu tindakan.',
} as const;

/** Order status filter labels of §4. */
export const orderStatusLabels: Readonly<Record<number, string>> = {
  1: 'Belum diproses',
  2: 'Diproses',
  3: 'Dikirim',
  4: 'Refund',
  5: 'Retur',
  6: 'Selesai',
  8: 'Diterima',
};
