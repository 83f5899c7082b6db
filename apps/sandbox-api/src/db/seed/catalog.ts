/** Word lists the seed combines into names that read like a real Indonesian catalogue. */

export interface Catalogue {
  items: string[];
  descriptors: string[];
  suffixes: string[];
  options1: string[];
  options2: string[];
  skuPrefix: string;
  priceMin: number;
  priceMax: number;
  productTypeId: number;
}

export const catalogues: Record<string, Catalogue> = {
  batik: {
    items: ['Kemeja Batik', 'Blus Batik', 'Dress Batik', 'Kain Batik Tulis', 'Outer Batik', 'Rok Batik', 'Selendang Batik', 'Kemeja Batik Anak', 'Sarung Batik', 'Tunik Batik'],
    descriptors: ['Parang Rusak', 'Mega Mendung', 'Kawung', 'Truntum', 'Sido Mukti', 'Sekar Jagad', 'Lasem', 'Pekalongan', 'Sogan Solo', 'Tujuh Rupa', 'Gentongan', 'Ceplok Garuda'],
    suffixes: ['Lengan Panjang', 'Lengan Pendek', 'Katun Primisima', 'Sutra ATBM', 'Premium', 'Slimfit', 'Cap Kombinasi'],
    options1: ['Cokelat Sogan', 'Biru Indigo', 'Merah Marun', 'Hitam', 'Hijau Botol', 'Krem'],
    options2: ['S', 'M', 'L', 'XL', 'XXL', 'All Size'],
    skuPrefix: 'BSJ',
    priceMin: 85_000,
    priceMax: 750_000,
    productTypeId: 11,
  },
  kopi: {
    items: ['Kopi Arabika', 'Kopi Robusta', 'Kopi Luwak', 'Kopi Susu Gula Aren', 'Cold Brew', 'Kopi Tubruk', 'Drip Bag', 'Kopi Liberika', 'Kopi Peaberry', 'Kopi Espresso Blend'],
    descriptors: ['Gayo Aceh', 'Toraja Sapan', 'Kintamani Bali', 'Flores Bajawa', 'Java Preanger', 'Mandailing', 'Temanggung', 'Wamena Papua', 'Ijen Raung', 'Kerinci', 'Dampit Malang', 'Semendo'],
    suffixes: ['Full Wash', 'Honey Process', 'Natural', 'Wine Process', 'Roast Medium', 'Roast Dark', 'Single Origin'],
    options1: ['100 gr', '250 gr', '500 gr', '1 kg'],
    options2: ['Biji', 'Bubuk Halus', 'Bubuk Sedang', 'Bubuk Kasar'],
    skuPrefix: 'KNR',
    priceMin: 35_000,
    priceMax: 450_000,
    productTypeId: 21,
  },
  hijab: {
    items: ['Pashmina', 'Hijab Segi Empat', 'Bergo Instan', 'Khimar', 'Gamis', 'Mukena', 'Ciput Rajut', 'Inner Ninja', 'Tunik Muslimah', 'Abaya'],
    descriptors: ['Ceruti Baby Doll', 'Voal Premium', 'Diamond Italiano', 'Jersey Korea', 'Wolfis', 'Katun Rayon', 'Satin Velvet', 'Polycotton', 'Bella Square', 'Crinkle Airflow'],
    suffixes: ['Aulia', 'Syari', 'Polos', 'Motif Bunga', 'Lasercut', 'Tali', 'Renda'],
    options1: ['Hitam', 'Navy', 'Mocca', 'Dusty Pink', 'Sage', 'Milo', 'Putih Tulang', 'Lilac'],
    options2: ['Standar', 'Jumbo', 'S', 'M', 'L', 'XL'],
    skuPrefix: 'RHA',
    priceMin: 25_000,
    priceMax: 350_000,
    productTypeId: 12,
  },
  sembako: {
    items: ['Beras Pandan Wangi', 'Minyak Goreng', 'Gula Pasir', 'Tepung Terigu', 'Kecap Manis', 'Mi Instan Goreng', 'Susu Kental Manis', 'Teh Celup', 'Kopi Sachet', 'Sarden Kaleng'],
    descriptors: ['Cap Bunga', 'Kemasan Pouch', 'Kemasan Botol', 'Isi Ulang', 'Premium', 'Ekonomis', 'Kemasan Dus', 'Karton'],
    suffixes: ['Grosir', 'Eceran', 'Paket Hemat', 'Stok Gudang', 'Reseller'],
    options1: ['1 kg', '2 kg', '5 kg', '1 liter', '2 liter', '1 dus', '1 pak'],
    options2: ['Satuan', 'Isi 6', 'Isi 12', 'Isi 24'],
    skuPrefix: 'STK',
    priceMin: 8_000,
    priceMax: 320_000,
    productTypeId: 22,
  },
  herbal: {
    items: ['Jamu Kunyit Asam', 'Minyak Kayu Putih', 'Madu Hutan', 'Temulawak Instan', 'Jahe Merah', 'Habbatussauda', 'Minyak Zaitun', 'Teh Rosella', 'Sari Kurma', 'Beras Kencur'],
    descriptors: ['Sumbawa', 'Kalimantan', 'Original', 'Plus Madu', 'Sachet', 'Kapsul', 'Cair', 'Serbuk'],
    suffixes: ['Mofasa', 'Herbal Sehat', 'Asli', 'BPOM', 'Halal MUI'],
    options1: ['60 ml', '120 ml', '250 gr', '500 gr', '30 kapsul', '60 kapsul'],
    options2: ['Satuan', 'Paket 3', 'Paket 6'],
    skuPrefix: 'MHS',
    priceMin: 15_000,
    priceMax: 275_000,
    productTypeId: 31,
  },
  sambal: {
    items: ['Sambal Bawang', 'Sambal Cumi', 'Sambal Teri Medan', 'Sambal Roa', 'Sambal Matah', 'Sambal Ijo', 'Sambal Terasi', 'Sambal Bajak', 'Sambal Dabu-dabu', 'Sambal Ebi'],
    descriptors: ['Level 1', 'Level 3', 'Level 5', 'Pedas Manis', 'Extra Pedas', 'Tanpa MSG', 'Original'],
    suffixes: ['Bu Ratna', 'Botol Kaca', 'Pouch', 'Homemade', 'Oleh-oleh'],
    options1: ['100 gr', '150 gr', '200 gr', '250 gr'],
    options2: ['Satuan', 'Paket 2', 'Paket 3', 'Paket 5'],
    skuPrefix: 'SBR',
    priceMin: 18_000,
    priceMax: 120_000,
    productTypeId: 23,
  },
};

export const firstNames = ['Siti', 'Ahmad', 'Dewi', 'Budi', 'Rina', 'Agus', 'Putri', 'Eko', 'Sri', 'Rizky', 'Nur', 'Fajar', 'Ayu', 'Hendra', 'Wulan', 'Yusuf', 'Intan', 'Bayu', 'Lestari', 'Dimas', 'Maya', 'Arif', 'Fitri', 'Joko', 'Ratna', 'Teguh', 'Indah', 'Reza', 'Nurul', 'Galih'];
export const lastNames = ['Rahmawati', 'Hidayat', 'Saputra', 'Wijaya', 'Susanti', 'Nugroho', 'Kurniawan', 'Permatasari', 'Setiawan', 'Utami', 'Pratama', 'Hasanah', 'Gunawan', 'Lestari', 'Siregar', 'Nasution', 'Simanjuntak', 'Wibowo', 'Santoso', 'Maharani'];
export const streets = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Gajah Mada', 'Jl. Ahmad Yani', 'Jl. Pahlawan', 'Jl. Imam Bonjol', 'Jl. Kartini', 'Jl. Veteran', 'Jl. Pemuda', 'Jl. Cendrawasih', 'Jl. Mawar', 'Jl. Melati Raya', 'Jl. Kenanga', 'Gg. Masjid'];
export const cities = ['Jakarta Selatan', 'Bandung', 'Surabaya', 'Yogyakarta', 'Semarang', 'Medan', 'Makassar', 'Denpasar', 'Malang', 'Palembang', 'Bekasi', 'Depok', 'Tangerang', 'Bogor', 'Solo', 'Balikpapan', 'Pekanbaru', 'Padang', 'Manado', 'Pontianak'];
/** Province of each entry of `cities`, index for index. */
export const cityProvinces = ['DKI Jakarta', 'Jawa Barat', 'Jawa Timur', 'DI Yogyakarta', 'Jawa Tengah', 'Sumatera Utara', 'Sulawesi Selatan', 'Bali', 'Jawa Timur', 'Sumatera Selatan', 'Jawa Barat', 'Jawa Barat', 'Banten', 'Jawa Barat', 'Jawa Tengah', 'Kalimantan Timur', 'Riau', 'Sumatera Barat', 'Sulawesi Utara', 'Kalimantan Barat'];
export const couriers = ['JNE REG', 'J&T Express', 'SiCepat REG', 'AnterAja', 'Ninja Xpress', 'POS Kilat Khusus', 'ID Express'];
export const banks = ['BCA', 'Bank Mandiri', 'BRI', 'BNI', 'CIMB Niaga', 'Bank Syariah Indonesia'];

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
