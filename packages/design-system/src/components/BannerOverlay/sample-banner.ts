/** A self-contained promotion picture for stories and tests (no network). */
export const sampleBannerImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a58ca"/><stop offset="1" stop-color="#a3195b"/></linearGradient></defs>
  <rect width="480" height="320" fill="url(#g)"/>
  <circle cx="400" cy="60" r="90" fill="#f5a524" opacity="0.85"/>
  <text x="36" y="130" font-family="sans-serif" font-size="40" font-weight="800" fill="#fff">Promo Gajian</text>
  <text x="36" y="180" font-family="sans-serif" font-size="22" fill="#fff">Gratis ongkir untuk semua pesanan</text>
  <rect x="36" y="220" width="170" height="48" rx="24" fill="#fff"/>
  <text x="121" y="251" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="#0a58ca">Ikut Sekarang</text>
</svg>`);
