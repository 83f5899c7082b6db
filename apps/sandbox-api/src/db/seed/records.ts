import { hashPassword } from '../../auth/password.js';
import {
  demoBrands,
  demoPassword,
  demoUsers,
  discussionBrandIds,
  type DemoBrand,
} from './accounts.js';
import { banks, firstNames, lastNames } from './catalog.js';
import { json, lit, raw, rowsSql } from './sql.js';
import { sql } from 'drizzle-orm';
import { LATE_PENALTY_REASON, lateSql, shippedAt } from '../../services/brand-figures.js';

const daysAgo = (days: number, minutes = 0) =>
  raw(`now() - make_interval(days => ${days}, mins => ${minutes})`);

export function accountsSql(): string {
  // One fixed salt keeps the seed byte-for-byte repeatable.
  const hash = hashPassword(demoPassword, 'sandbox-demo-salt');
  let out = rowsSql(
    'users',
    [
      'id',
      'email',
      'name',
      'telephone',
      'profile_picture_url',
      'password_hash',
      'tenant',
      'officer_name',
    ],
    // No demo seller has uploaded a photo: the dashboard shows their initials, as it does for real sellers.
    demoUsers.map((u) => [u.id, u.email, u.name, u.telephone, null, hash, u.tenant, u.officerName]),
  );
  out += rowsSql(
    'oauth_clients',
    ['client_id', 'client_secret'],
    [['seller-dashboard', 'sandbox-secret']],
  );
  out += rowsSql(
    'brands',
    [
      'id',
      'user_id',
      'brand_name',
      'logo_url',
      'type',
      'brand_type',
      'brand_level',
      'benefit_tier',
      'is_jagoan',
      'jagoan_logo_url',
      'has_stockist',
      'phone',
      'email',
      'city',
      'created_at',
    ],
    demoBrands.map((b, i) => [
      b.id,
      b.userId,
      b.name,
      `/media/brand/${b.id}.svg`,
      b.type,
      b.brandType,
      b.level
        ? raw(
            json({
              name: b.level.name,
              code: b.level.code,
              logo: `/media/level/${b.level.code.toLowerCase()}.svg`,
              logoMini: `/media/level/${b.level.code.toLowerCase()}-mini.svg`,
              benefitLink: 'https://edukasi.contoh.id/benefit-gold',
              benefitNotes:
                'Gratis ongkir untuk 50 pesanan per bulan dan prioritas tampil di pencarian.',
            }),
          )
        : null,
      b.level ? 'tier-2' : null,
      b.isJagoan,
      b.isJagoan ? `/media/level/jagoan.svg` : null,
      b.hasStockist,
      `0812${String(3000000 + b.id * 97).padStart(8, '0')}`,
      `halo@${b.name.toLowerCase().replace(/[^a-z]+/g, '')}.id`,
      b.city,
      daysAgo(700 - i * 30),
    ]),
  );
  // Every brand but the single-brand seller has a registered payout account.
  for (const b of demoBrands) {
    if (b.id === 401) continue;
    const bank = banks[b.id % banks.length] ?? 'BCA';
    const owner = demoUsers.find((u) => u.id === b.userId)?.name ?? b.name;
    out += `UPDATE brands SET bank_name = ${lit(bank)}, account_number = ${lit(String(1000000000 + b.id * 7919).slice(0, 10))}, account_name = ${lit(owner)} WHERE id = ${b.id};\n`;
  }
  return out;
}

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

export function offlineSql(stockist: DemoBrand): string {
  const s = stockist.id;
  // Ids from the table's sequence and codes of the shape a new sale gets (OFF/<date>/<stockist>/<id>,
  // routes/stockist.ts), oldest first so ids grow with the date; lines named product - variant as
  // a sale names them.
  return `
WITH sv AS (
  SELECT v.id, p.name || ' - ' || v.name AS name, v.price, row_number() OVER (ORDER BY v.id) AS rn
  FROM (SELECT id, product_id, name, price FROM variants WHERE brand_id = ${s} ORDER BY id LIMIT 200) v
  JOIN products p ON p.id = v.product_id
), picked AS (
  SELECT g, v.id AS variant_id, v.name AS variant_name, v.price
  FROM generate_series(1, 36) g
  JOIN sv v ON v.rn = 1 + (g * 13) % (SELECT count(*) FROM sv)
  ORDER BY g DESC
), numbered AS (
  SELECT nextval('offline_transactions_id_seq')::int AS id, picked.* FROM picked
)
INSERT INTO offline_transactions (id, stockist_id, brand_id, order_code, buyer_name, reason_id, items, total_amount, transaction_date, note, created_at)
SELECT t.id, ${s}, ${s},
  'OFF/' || to_char(now() - make_interval(days => t.g), 'YYYYMMDD') || '/' || ${s} || '/' || t.id,
  (ARRAY[${firstNames.slice(0, 10).map(lit).join(',')}])[1 + t.g % 10] || ' ' || (ARRAY[${lastNames.slice(0, 10).map(lit).join(',')}])[1 + (t.g * 3) % 10],
  1 + t.g % 4,
  jsonb_build_array(jsonb_build_object('variantId', t.variant_id, 'variantName', t.variant_name, 'quantity', 1 + t.g % 6, 'price', t.price)),
  t.price * (1 + t.g % 6),
  (now() - make_interval(days => t.g))::date,
  CASE WHEN t.g % 4 = 0 THEN 'Pembeli ambil sendiri di gudang' ELSE '' END,
  now() - make_interval(days => t.g, hours => 2)
FROM numbered t;
`;
}

export function bulkFilesSql(brand: DemoBrand): string {
  const types = ['product-create', 'variant-stock', 'variant-delete', 'product-model'];
  const statuses = ['done', 'done', 'failed', 'processing', 'done', 'queued'];
  const rows = Array.from({ length: 6 }, (_, i) => {
    const total = 20 + ((brand.id + i * 13) % 80);
    const status = statuses[i] ?? 'done';
    const failed = status === 'failed' ? total : status === 'done' ? i % 3 : 0;
    const success = status === 'done' ? total - failed : 0;
    return [
      brand.id * 100 + i + 1,
      brand.id,
      demoBrands.find((b) => b.id === brand.id)?.userId ?? 1,
      `${types[i % 4]}-${brand.id}-${i + 1}.xlsx`,
      types[i % 4] ?? 'product-create',
      status,
      total,
      success,
      failed,
      i > 2,
      status === 'done' || status === 'failed'
        ? `/api/upload/v1/files/result-${brand.id}-${i + 1}.csv`
        : null,
      daysAgo(i * 2, i * 45),
    ];
  });
  return rowsSql(
    'bulk_files',
    [
      'id',
      'brand_id',
      'user_id',
      'file_name',
      'file_type',
      'status',
      'total_rows',
      'success_rows',
      'failed_rows',
      'is_read',
      'result_url',
      'created_at',
    ],
    rows,
  );
}

export function metricsSql(brand: DemoBrand): string {
  const f = 80 + ((brand.id * 7) % 19);
  const t = 75 + ((brand.id * 11) % 24);
  const suspended = brand.id === 401;
  let out = rowsSql(
    'brand_metrics',
    [
      'brand_id',
      'fulfillment_score',
      'transaction_score',
      'penalty_points',
      'performance',
      'suspension',
    ],
    [
      [
        brand.id,
        f,
        t,
        0,
        raw(json({ target: 90 })),
        raw(
          json({
            isSuspended: suspended,
            reason: suspended ? 'Keterlambatan pengiriman berulang' : null,
          }),
        ),
      ],
    ],
  );
  // Late-shipment penalties come from the seeded late orders (latePenaltiesSql, seed/index.ts).
  const reasons = ['Pesanan dibatalkan oleh penjual', 'Resi tidak valid'];
  out += rowsSql(
    'penalties',
    ['id', 'brand_id', 'reason', 'point', 'created_at'],
    Array.from({ length: brand.id % 4 }, (_, i) => [
      brand.id * 10 + i,
      brand.id,
      reasons[i % 2] ?? reasons[0]!,
      5 * (i + 1),
      daysAgo(5 + i * 9),
    ]),
  );
  const channel = brand.brandType === 'regular' ? 'regular' : brand.brandType;
  out += rowsSql(
    'chat_rooms',
    ['id', 'brand_id', 'channel', 'title', 'updated_at'],
    [
      [brand.id * 10 + 1, brand.id, channel, 'Bantuan Mitra', daysAgo(0, 30)],
      [brand.id * 10 + 2, brand.id, channel, 'Tim Operasional', daysAgo(2)],
    ],
  );
  const msgs: (string | number | boolean | null)[][] = [];
  for (const room of [1, 2]) {
    for (let i = 0; i < 6; i++) {
      const fromOfficer = i % 2 === 0;
      msgs.push([
        (brand.id * 10 + room) * 100 + i + 1,
        brand.id * 10 + room,
        fromOfficer ? 'officer' : 'seller',
        fromOfficer ? 'Andi (Tim Mitra)' : brand.name,
        fromOfficer
          ? [
              'Halo, ada yang bisa kami bantu?',
              'Baik, kami cek dulu ya.',
              'Sudah kami perbarui, silakan dicek kembali.',
            ][i / 2]!
          : [
              'Halo kak, saya mau tanya soal pencairan dana.',
              'Terima kasih.',
              'Sudah aman, terima kasih banyak.',
            ][(i - 1) / 2]!,
        !(room === 1 && i >= 4),
        daysAgo(room === 1 ? 0 : 2, 60 - i * 5),
      ]);
    }
  }
  out += rowsSql(
    'chat_messages',
    ['id', 'room_id', 'sender', 'sender_name', 'body', 'is_read', 'created_at'],
    msgs,
  );
  return out;
}

export { discussionBrandIds };

/**
 * The seed's late-shipment penalties, derived from the seeded late orders (issue 41 item 2): one
 * penalty per brand and WIB week with late orders, dated in that week, one point per order, so
 * home's penalty card and the rapor's late shipments count the same orders in the same weeks.
 */
export const latePenaltiesSql = (now = new Date()) =>
  sql`INSERT INTO penalties (id, brand_id, reason, point, created_at)
      SELECT 1000000 + row_number() OVER (ORDER BY brand_id, week), brand_id, ${LATE_PENALTY_REASON}, count(*)::int, max(created_at)
      FROM (SELECT brand_id, created_at, date_trunc('week', (created_at AT TIME ZONE 'UTC') + interval '7 hours') AS week
            FROM (SELECT o.brand_id, o.created_at, o.status, o.ship_by, ${shippedAt(sql`o`)} AS shipped_at FROM orders o) x
            WHERE ${lateSql(now)}) late
      GROUP BY brand_id, week`;
