import { hashPassword } from '../../auth/password.js';
import {
  demoBrands,
  demoPassword,
  demoUsers,
  discussionBrandIds,
  type DemoBrand,
} from './accounts.js';
import { banks, firstNames, lastNames } from './people.js';
import { daysAgo, json, lit, raw, rowsSql } from './sql.js';
import { sql } from 'drizzle-orm';
import { LATE_PENALTY_REASON, lateSql, shippedAt } from '../../services/brand-figures.js';

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
