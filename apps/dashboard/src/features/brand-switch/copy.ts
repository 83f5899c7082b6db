import { formatCount } from '@seller/design-system';

/** The brand switch's own words; the §4 confirmation's are the machine's (BRAND_SWITCH_CONFIRMATION). */
export const brandSwitchCopy = {
  notProcessedOrders: (n: number) => `${formatCount(n)} pesanan belum diproses`,
  notAnsweredQuestions: (n: number) => `${formatCount(n)} pertanyaan belum dijawab`,
  nothingPending: 'Tidak ada pesanan atau pertanyaan yang menunggu',
  pendingLoading: 'Memuat pesanan dan pertanyaan yang menunggu…',
  pendingFailed: (message: string) =>
    `Pesanan dan pertanyaan yang menunggu belum dapat dimuat: ${message} Buka daftar lagi untuk mencoba.`,
} as const;
