/** Indonesian copy of the signed-in layout (sidebar and header). */
export const layoutCopy = {
  mainNav: 'Menu utama',
  toggleSidebar: 'Buka atau tutup menu',
  activeTransactions: 'transaksi aktif',
  activeTransactionsDot: 'Ada transaksi aktif',
  unansweredQuestions: 'pertanyaan belum dijawab',
  newMenu: 'BARU',
  opensInNewTab: '(membuka tab baru)',
  education: 'Pusat Edukasi',
  brandLabel: 'Pilih Brand',
  stockistLabel: 'Pilih Stockist',
  brandEmpty: 'Kata Kunci tidak ditemukan',
  userMenu: (name: string) => `Menu akun ${name}`,
  logout: 'Log Out',
  levelLogo: (level: string) => `Level ${level}`,
  jagoanLogo: 'Brand Jagoan',
  header: 'Kepala halaman',
} as const;
