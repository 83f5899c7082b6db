import { demoBrands } from './accounts.js';
import { daysAgo, json, raw, rowsSql } from './sql.js';

/** Announcement categories, the announcements with their reads, the popups and the banners. */
export function announcementsSql(): string {
  let out = rowsSql(
    'announcement_categories',
    ['id', 'name'],
    [
      [1, 'Informasi'],
      [2, 'Promo'],
      [3, 'Pembaruan Fitur'],
      [4, 'Edukasi'],
    ],
  );
  const titles: [number, string, string][] = [
    [
      1,
      'Jadwal operasional gudang selama libur nasional',
      'Gudang mitra tutup pada tanggal merah. Pesanan yang masuk akan diproses pada hari kerja berikutnya.',
    ],
    [
      2,
      'Kampanye Harbolnas 12.12: daftarkan produk Anda',
      'Ikuti kampanye Harbolnas dengan subsidi ongkir hingga Rp20.000 untuk pembeli.',
    ],
    [
      3,
      'Fitur baru: ubah stok varian secara massal',
      'Kini Anda dapat memperbarui stok banyak varian sekaligus dari halaman Produk.',
    ],
    [
      4,
      'Tips foto produk agar lebih menarik',
      'Gunakan cahaya alami, latar polos, dan tampilkan detail bahan dari dekat.',
    ],
    [
      1,
      'Pembaruan kebijakan penarikan dana',
      'Penarikan dana kini diproses maksimal 2 hari kerja setelah pengajuan.',
    ],
    [
      2,
      'Promo Gajian: potongan biaya layanan',
      'Potongan biaya layanan 50% untuk pesanan tanggal 25 sampai 28.',
    ],
    [
      3,
      'Laporan penjualan kini bisa diunduh',
      'Unduh laporan penjualan bulanan dalam format Excel dari menu Laporan.',
    ],
    [
      4,
      'Cara menjawab diskusi produk dengan cepat',
      'Pertanyaan yang dijawab kurang dari 1 jam meningkatkan konversi hingga 30%.',
    ],
    [
      1,
      'Perubahan tarif ekspedisi reguler',
      'Beberapa ekspedisi menyesuaikan tarif mulai bulan depan.',
    ],
    [
      3,
      'Notifikasi stok menipis',
      'Kami akan mengingatkan Anda saat stok varian tersisa kurang dari 6.',
    ],
    [2, 'Flash sale Ramadan', 'Daftarkan produk terbaik Anda untuk flash sale Ramadan.'],
    [
      4,
      'Panduan mengemas barang pecah belah',
      'Gunakan bubble wrap berlapis dan kardus tebal untuk barang pecah belah.',
    ],
  ];
  out += rowsSql(
    'announcements',
    [
      'id',
      'category_id',
      'brand_id',
      'tenant',
      'title',
      'content',
      'image_url',
      'is_onboarding',
      'label',
      'additional_info',
      'created_at',
    ],
    [
      ...titles.map(([cat, title, content], i): (string | number | boolean | null)[] => [
        i + 1,
        cat,
        null,
        null,
        title,
        `<p>${content}</p>`,
        `/media/announcement/${i + 1}.svg`,
        false,
        '',
        null,
        daysAgo(i * 4, i * 37),
      ]),
      // The Batik Week popup of brand 101 opens this one (its own brand's promo).
      [
        13,
        2,
        101,
        null,
        'Batik Week: tampil di halaman utama',
        '<p>Produk batik terpilih tampil di halaman utama selama Batik Week.</p><p><img src="/media/popup/batik-week.svg" alt="Batik Week"></p><p>Daftar sebelum tanggal 20 melalui <a href="https://edukasi.contoh.id/batik-week" target="_blank" rel="noopener noreferrer">halaman pendaftaran</a>.</p>',
        '/media/popup/batik-week.svg',
        false,
        '',
        null,
        daysAgo(0, 30),
      ],
      [
        100,
        4,
        null,
        null,
        'Selamat datang di Dashboard Seller',
        '<p>Kenali menu utama dashboard dalam 5 menit.</p>',
        '',
        true,
        'Panduan',
        raw(
          json({
            title: 'Selamat datang di Dashboard Seller!',
            content:
              'Yuk, kenali fitur-fitur baru untuk mengelola produk, pesanan, dan penarikan dana Anda.',
            urlEdu: 'https://edukasi.contoh.id/panduan-dashboard',
          }),
        ),
        daysAgo(3),
      ],
    ],
  );
  // Some announcements already read by some brands; the onboarding one read by nobody.
  const reads: (string | number | boolean | null)[][] = [];
  for (const b of demoBrands)
    for (const a of [2, 5, 7, 9])
      if ((a + b.id) % 3 !== 0) reads.push([a, b.id, 'seller', daysAgo(1)]);
  out += rowsSql(
    'announcement_reads',
    ['announcement_id', 'brand_id', 'read_by', 'read_at'],
    reads,
  );
  out += rowsSql(
    'popups',
    ['id', 'tenant', 'brand_id', 'information_name', 'link_url', 'image_url', 'is_active'],
    [
      [
        1,
        'partner',
        null,
        'Promo Gajian Serba Hemat',
        '/announcement/6',
        '/media/popup/promo-gajian.svg',
        true,
      ],
      [
        2,
        'partner',
        101,
        'Batik Week: tampil di halaman utama',
        '/announcement/13',
        '/media/popup/batik-week.svg',
        true,
      ],
      [
        3,
        'partner',
        null,
        'Kampanye lama',
        '/announcement',
        '/media/popup/kampanye-lama.svg',
        false,
      ],
    ],
  );
  out += rowsSql(
    'banners',
    ['id', 'tenant', 'title', 'image_url', 'link_url', 'sort_index'],
    [
      [1, 'partner', 'Harbolnas 12.12', '/media/banner/harbolnas.svg', '/announcement/2', 1],
      [2, 'partner', 'Gratis ongkir se-Indonesia', '/media/banner/ongkir.svg', null, 2],
      [3, 'stockist', 'Restock sembako lebih cepat', '/media/banner/restock.svg', '/product-v3', 1],
      [4, 'mofasa', 'Program mitra Mofasa', '/media/banner/mofasa.svg', null, 1],
    ],
  );
  return out;
}
