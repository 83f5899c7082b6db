// User-facing messages of spec §8, verbatim.
export const UNKNOWN_ERROR_MESSAGE = 'Terjadi kesalahan yang tidak diketahui.';
export const NETWORK_ERROR_MESSAGE =
  'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.';

/** §8 "Other failure": 'Terjadi kesalahan: {message}'. */
export function otherFailureMessage(detail: string): string {
  return `Terjadi kesalahan: ${detail}`;
}

// The detail shown when a body cannot be read: the raw parser text is not for users.
export const MALFORMED_BODY_DETAIL = 'Respons server tidak dapat dibaca.';
export const CONTRACT_MISMATCH_DETAIL = 'Respons server tidak sesuai format yang diharapkan.';
export const KEY_REUSED_DETAIL =
  'Perubahan ini sudah pernah dikirim dengan isi lain. Muat ulang halaman lalu coba lagi.';
