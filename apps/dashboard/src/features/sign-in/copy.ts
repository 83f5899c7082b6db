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
} as const;
