import { rowsSql } from './sql.js';

/** The lists pages pick from: product types, report and offline-sale reasons, videos and places. */
export function referenceSql(): string {
  let out = rowsSql(
    'product_types',
    ['id', 'name', 'level', 'parent_id'],
    [
      [1, 'Fashion', 1, null],
      [2, 'Makanan & Minuman', 1, null],
      [3, 'Kesehatan', 1, null],
      [11, 'Pakaian Pria & Wanita', 2, 1],
      [12, 'Busana Muslim', 2, 1],
      [21, 'Kopi & Teh', 2, 2],
      [22, 'Sembako', 2, 2],
      [23, 'Bumbu & Sambal', 2, 2],
      [31, 'Jamu & Herbal', 2, 3],
      [111, 'Kemeja', 3, 11],
      [112, 'Dress', 3, 11],
      [121, 'Hijab', 3, 12],
      [211, 'Biji Kopi', 3, 21],
    ],
  );
  out += rowsSql(
    'report_reasons',
    ['id', 'reason'],
    [
      [1, 'Spam atau promosi'],
      [2, 'Kata-kata kasar atau tidak pantas'],
      [3, 'Penipuan atau mengarahkan transaksi di luar aplikasi'],
      [4, 'Tidak berhubungan dengan produk'],
      [5, 'Lainnya'],
    ],
  );
  out += rowsSql(
    'offline_reasons',
    ['id', 'reason'],
    [
      [1, 'Penjualan langsung di toko'],
      [2, 'Pesanan via WhatsApp'],
      [3, 'Penjualan di bazar atau pameran'],
      [4, 'Pesanan reseller'],
    ],
  );
  out += rowsSql(
    'videos',
    ['id', 'video_id', 'title', 'thumbnail_url', 'sort_index'],
    [
      [1, 'a1B2c3D4e5F', 'Cara menambah produk baru', '/media/video/1.svg', 1],
      [2, 'f6G7h8I9j0K', 'Mengatur stok varian secara massal', '/media/video/2.svg', 2],
      [3, 'l1M2n3O4p5Q', 'Memproses pesanan dan input resi', '/media/video/3.svg', 3],
      [4, 'r6S7t8U9v0W', 'Mengajukan penarikan dana', '/media/video/4.svg', 4],
    ],
  );
  out += rowsSql(
    'places',
    ['id', 'name', 'address', 'city', 'province', 'postal_code', 'lat', 'lng'],
    [
      [
        1,
        'Monumen Nasional',
        'Gambir',
        'Jakarta Pusat',
        'DKI Jakarta',
        '10110',
        -6.175392,
        106.827153,
      ],
      [
        2,
        'Gedung Sate',
        'Jl. Diponegoro No. 22',
        'Bandung',
        'Jawa Barat',
        '40115',
        -6.902477,
        107.618814,
      ],
      [
        3,
        'Tugu Pahlawan',
        'Jl. Pahlawan',
        'Surabaya',
        'Jawa Timur',
        '60175',
        -7.245972,
        112.737809,
      ],
      [
        4,
        'Malioboro',
        'Jl. Malioboro',
        'Yogyakarta',
        'DI Yogyakarta',
        '55213',
        -7.792553,
        110.365714,
      ],
      [
        5,
        'Simpang Lima',
        'Jl. Pahlawan',
        'Semarang',
        'Jawa Tengah',
        '50241',
        -6.990403,
        110.422952,
      ],
      [
        6,
        'Lapangan Merdeka',
        'Jl. Balai Kota',
        'Medan',
        'Sumatera Utara',
        '20111',
        3.590834,
        98.677833,
      ],
      [
        7,
        'Pantai Losari',
        'Jl. Penghibur',
        'Makassar',
        'Sulawesi Selatan',
        '90111',
        -5.143639,
        119.407552,
      ],
      [
        8,
        'Alun-alun Kota Malang',
        'Jl. Merdeka Selatan',
        'Malang',
        'Jawa Timur',
        '65119',
        -7.982584,
        112.630895,
      ],
    ],
  );
  return out;
}
