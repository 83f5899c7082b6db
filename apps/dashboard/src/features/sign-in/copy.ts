/** Indonesian copy of the sign-in page. */
export const signInCopy = {
  title: 'Masuk ke Dasbor Penjual',
  subtitle: 'Kelola produk, stok, pesanan dan keuangan tokomu di satu tempat.',
  emailLabel: 'Email',
  emailPlaceholder: 'nama@toko.id',
  passwordLabel: 'Kata sandi',
  submit: 'Masuk',
  submitting: 'Sedang masuk',
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid.',
  passwordRequired: 'Kata sandi wajib diisi.',
  /** A 401 ended the session mid-work (§8); after signing in the seller is back on that page. */
  sessionExpired: 'Sesi kamu telah berakhir. Silakan masuk kembali.',
} as const;
