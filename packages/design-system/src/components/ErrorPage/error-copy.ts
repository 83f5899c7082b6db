/** The statuses with their own artwork and copy; anything else is shown as a server error. */
export type ErrorPageStatus = 404 | 403 | 401 | 500;

export interface ErrorPageCopy {
  title: string;
  detail: string;
  buttonLabel: string;
}

/** Default Indonesian copy per status (404 uses the spec's verbatim missing-page text). */
export const errorPageCopy: Record<ErrorPageStatus, ErrorPageCopy> = {
  404: {
    title: 'This page could not be found',
    detail: 'Halaman yang kamu cari tidak tersedia atau sudah dipindahkan.',
    buttonLabel: 'Kembali ke Beranda',
  },
  403: {
    title: 'Akses belum diberikan',
    detail:
      'Kamu belum memiliki izin untuk membuka halaman ini. Hubungi admin toko untuk meminta akses.',
    buttonLabel: 'Kembali ke Beranda',
  },
  401: {
    title: 'Sesi kamu telah berakhir',
    detail: 'Demi keamanan akun, silakan masuk kembali untuk melanjutkan.',
    buttonLabel: 'Masuk kembali',
  },
  500: {
    title: 'Terjadi kesalahan pada server',
    detail: 'Maaf, sistem kami sedang mengalami gangguan. Silakan coba beberapa saat lagi.',
    buttonLabel: 'Kembali ke Beranda',
  },
};

/** A route error without a known status is a 500 (spec §2). */
export const toErrorPageStatus = (status: number | undefined): ErrorPageStatus =>
  status === 404 || status === 403 || status === 401 ? status : 500;
