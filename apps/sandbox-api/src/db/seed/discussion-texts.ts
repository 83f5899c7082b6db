/** What buyers ask, sellers answer and buyers reply in the seeded product questions. */

export const questionBodies = [
  'Kak, ukuran M ini lingkar dadanya berapa ya?',
  'Apakah barangnya ready stock? Mau order untuk kirim ke Bandung.',
  'Bahannya adem nggak kak kalau dipakai seharian?',
  'Bisa COD tidak ya min?',
  'Kalau beli 10 pcs dapat harga grosir?',
  'Warnanya sama persis dengan foto kak?',
  'Tanggal kedaluwarsanya sampai kapan ya?',
  'Sudah ada izin BPOM dan sertifikat halal belum?',
  'Pengiriman dari kota mana min?',
  'Bisa request packing kayu biar aman?',
  'Kalau salah ukuran bisa ditukar kak?',
  'Ini isinya berapa gram ya kak per kemasan?',
];

export const sellerAnswers = [
  'Halo kak, terima kasih sudah bertanya. Stok masih tersedia ya, silakan langsung diorder.',
  'Siap kak, detail ukuran sudah kami tambahkan di deskripsi produk.',
  'Bisa kak, untuk pembelian grosir silakan hubungi kami lewat chat ya.',
  'Pengiriman dari gudang kami di Jakarta Timur kak, estimasi 2-3 hari kerja.',
  'Sudah ada kak, nomor izinnya tercantum di kemasan.',
  'Boleh kak, penukaran ukuran maksimal 7 hari setelah barang diterima.',
];

export const buyerFollowUps = [
  'Oke kak, terima kasih infonya.',
  'Kalau warna lain kapan restock kak?',
  'Siap, saya checkout sekarang ya.',
  'Mantap, pengiriman cepat nggak kak?',
];
