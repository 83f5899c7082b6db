export const homeCopy = {
  greeting: (name: string) => `Halo, ${name}`,
  brandLine: (brand: string) => `Toko aktif: ${brand}`,
  preparingTitle: 'Halaman ini sedang disiapkan',
  preparingText: 'Ringkasan toko akan tampil di sini. Sementara itu, menu lain tetap bisa kamu gunakan.',
  logout: 'Log Out',
} as const;
