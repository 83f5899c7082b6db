/** Indonesian copy of the onboarding dialog and the promotion banner (spec §2 strings verbatim). */
export const onboardingCopy = {
  checkGuide: 'Cek Panduannya',
  close: 'Tutup',
  dialogFallbackTitle: 'Panduan',
  markReadFailed: 'Panduan gagal ditandai sudah dibaca. Silakan coba lagi.',
  promotionLabel: 'Promosi',
} as const;
