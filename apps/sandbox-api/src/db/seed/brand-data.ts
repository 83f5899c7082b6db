import { catalogues } from './catalog.js';
import { cities, cityProvinces, couriers, firstNames, lastNames, streets } from './people.js';
import { buyerFollowUps, questionBodies, sellerAnswers } from './discussion-texts.js';
import type { DemoBrand } from './accounts.js';
import { json, lit, pick } from './sql.js';

export const orderStatuses = [1, 2, 3, 4, 5, 6, 8] as const;

/** Product ids are brandId * 100000 + n, variant ids productId * 16 + n: stable across runs. */
export function productCount(brand: DemoBrand, scaledBrandId: number, scale: number): number {
  const base = 250;
  return brand.id === scaledBrandId ? Math.max(base, 125 * scale) : base;
}

export function orderCount(brandIndex: number, status: number, multiplier: number): number {
  return (6 + ((brandIndex * 17 + status * 11) % 40)) * multiplier;
}

export function catalogueSql(brand: DemoBrand, products: number): string {
  const cat = catalogues[brand.catalogue];
  if (!cat) throw new Error(`Katalog tidak dikenal: ${brand.catalogue}`);
  const b = brand.id;
  const priceSteps = Math.floor((cat.priceMax - cat.priceMin) / 500);
  const productName = `${pick(cat.items, 'g')} || ' ' || ${pick(cat.descriptors, `g / ${cat.items.length}`)} || ' ' || ${pick(cat.suffixes, 'g * 7 + g / 13')}`;
  return `
INSERT INTO products (id, brand_id, name, description, product_type_id, image_url, video_url, weight, is_active, created_at, updated_at)
SELECT ${b} * 100000 + g, ${b}, ${productName},
  'Produk asli ' || ${lit(brand.name)} || '. ' || ${pick(cat.items, 'g')} || ' dengan kualitas terbaik, dikemas rapi dan dikirim dari ' || ${lit(brand.city)} || '.',
  ${cat.productTypeId}, '/media/product/' || (${b} * 100000 + g) || '.svg',
  CASE WHEN g % 11 = 0 THEN 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' END,
  100 + (g * 37) % 1900, g % 9 <> 0,
  now() - make_interval(days => (g * 37) % 400, mins => (g * 13) % 1440),
  now() - make_interval(days => (g * 11) % 30, mins => (g * 17) % 1440)
FROM generate_series(1, ${products}) g;

INSERT INTO variants (id, product_id, brand_id, name, sku, price, stock, is_active, qc_status, image_url, created_at, updated_at)
SELECT p.id * 16 + v, p.id, ${b},
  ${pick(cat.options1, 'v + p.id')} || ' / ' || ${pick(cat.options2, 'v * 3 + p.id / 7')},
  ${lit(cat.skuPrefix)} || '-' || lpad((p.id % 100000)::text, 5, '0') || '-' || lpad(v::text, 2, '0'),
  ${cat.priceMin} + ((p.id::bigint * 7919 + v * 104729) % ${priceSteps}) * 500,
  CASE WHEN (p.id * 16 + v) % 7 = 0 THEN 0
       WHEN (p.id * 16 + v) % 5 = 0 THEN 1 + (p.id + v) % 5
       ELSE 10 + ((p.id::bigint * 13 + v * 31) % 290)::int END,
  (p.id * 16 + v) % 6 <> 0,
  CASE WHEN (p.id * 16 + v) % 23 = 0 THEN 'pending' WHEN (p.id * 16 + v) % 47 = 0 THEN 'rejected' ELSE 'approved' END,
  p.image_url,
  p.created_at + make_interval(mins => v),
  p.updated_at - make_interval(mins => v * 7)
FROM products p
CROSS JOIN LATERAL generate_series(1, 4 + (p.id * 7) % 9) v
WHERE p.brand_id = ${b};
`;
}

export function variantStocksSql(brand: DemoBrand, stockistIds: number[]): string {
  if (!brand.hasStockist) return '';
  return stockistIds
    .map(
      (s, i) => `
INSERT INTO variant_stocks (variant_id, stockist_id, stock)
SELECT id, ${s}, ((id::bigint * ${7 + i * 6}) % 120)::int FROM variants WHERE brand_id = ${brand.id};`,
    )
    .join('\n');
}

export function ordersSql(brand: DemoBrand, brandIndex: number, multiplier: number): string {
  const b = brand.id;
  const buyer = `${pick(firstNames, 'g')} || ' ' || ${pick(lastNames, 'g / 3 + s')}`;
  const parts: string[] = [];
  let offset = 0;
  for (const status of orderStatuses) {
    const n = orderCount(brandIndex, status, multiplier);
    // Fresh orders are hours old; finished ones weeks old.
    const ageDays = status === 1 ? '0' : status === 2 ? '(g % 3)' : `(${status} + g % 60)`;
    parts.push(`
WITH bv AS (
  SELECT id, name, price, row_number() OVER (ORDER BY id) AS rn
  FROM (SELECT id, name, price FROM variants WHERE brand_id = ${b} AND is_active ORDER BY id LIMIT 400) s
), gen AS (
  SELECT g, ${status} AS s, ${offset} + g AS n,
    now() - make_interval(days => ${ageDays}, hours => (g * 7) % 20, mins => (g * 13) % 60) AS created
  FROM generate_series(1, ${n}) g
)
INSERT INTO orders (id, brand_id, order_code, buyer_name, buyer_phone, address, city, province, postal_code, status, courier, waybill,
  total_amount, shipping_cost, items, receipt_viewed, created_at, updated_at)
SELECT ${b} * 100000 + gen.n, ${b},
  'INV/' || to_char(gen.created, 'YYYYMMDD') || '/' || ${b} || '/' || lpad(gen.n::text, 6, '0'),
  ${buyer},
  '08' || (1100000000 + (gen.n::bigint * 7919 + ${b}) % 899999999)::text,
  ${pick(streets, 'gen.n')} || ' No. ' || (1 + gen.n % 120) || ', RT ' || lpad((1 + gen.n % 9)::text, 3, '0') || '/RW ' || lpad((1 + gen.n % 7)::text, 3, '0'),
  ${pick(cities, 'gen.n * 3')},
  ${pick(cityProvinces, 'gen.n * 3')},
  lpad((10000 + (gen.n::bigint * 7919 + ${b}) % 89999)::text, 5, '0'),
  gen.s,
  ${pick(couriers, 'gen.n')},
  -- The courier's first two letters ('J&T' gives JT): a waybill is A–Z and digits only, as the app checks.
  CASE WHEN gen.s IN (3, 4, 5, 6, 8) THEN upper(substr(regexp_replace(${pick(couriers, 'gen.n')}, '[^A-Za-z]', '', 'g'), 1, 2)) || lpad(((gen.n::bigint * 104729) % 1000000000)::text, 12, '0') END,
  b1.price * (1 + gen.n % 3) + coalesce(b2.price * (1 + gen.n % 2), 0) + 9000 + (gen.n % 5) * 2000,
  9000 + (gen.n % 5) * 2000,
  jsonb_build_array(jsonb_build_object('variantId', b1.id, 'variantName', b1.name, 'quantity', 1 + gen.n % 3, 'price', b1.price))
    || CASE WHEN b2.id IS NULL THEN '[]'::jsonb
       ELSE jsonb_build_array(jsonb_build_object('variantId', b2.id, 'variantName', b2.name, 'quantity', 1 + gen.n % 2, 'price', b2.price)) END,
  gen.s IN (6, 8) AND gen.n % 2 = 0,
  gen.created,
  -- Every ninth order that went out weeks ago went out late (10+ days), past any ship-by deadline.
  gen.created + make_interval(hours => CASE WHEN gen.s = 1 THEN 0
    WHEN gen.s IN (3, 5, 6, 8) AND gen.n % 9 = 0 AND gen.created < now() - interval '12 days' THEN 240 + gen.n % 30
    ELSE 4 + gen.n % 30 END)
FROM gen
JOIN bv b1 ON b1.rn = 1 + (gen.n * 31) % (SELECT count(*) FROM bv)
LEFT JOIN bv b2 ON gen.n % 3 = 0 AND b2.rn = 1 + (gen.n * 57) % (SELECT count(*) FROM bv) AND b2.id <> b1.id;`);
    offset += n;
  }
  return parts.join('\n');
}

export function notificationsSql(brand: DemoBrand): string {
  const b = brand.id;
  // Spread over today, yesterday and older days; every third one read.
  const when = `CASE WHEN g % 3 = 0 THEN now() - make_interval(mins => 1 + g)
    WHEN g % 3 = 1 THEN now() - make_interval(days => 1, mins => g * 5)
    ELSE now() - make_interval(days => 2 + g % 12, mins => g * 7) END`;
  return `
INSERT INTO notifications (id, brand_id, context, context_type_code, entity_id, title, icon, message, additional_data, is_read, created_at)
SELECT ${b} * 1000 + g, ${b}, 'transaction',
  CASE WHEN o.status = 1 THEN 'trx-new' WHEN o.status = 8 THEN 'trx-received' ELSE 'trx-update' END,
  o.id,
  CASE WHEN o.status = 1 THEN 'Pesanan baru masuk' WHEN o.status = 8 THEN 'Pesanan diterima pembeli' ELSE 'Status pesanan berubah' END,
  'transaction',
  '<p>Pesanan <b>' || o.order_code || '</b> dari ' || o.buyer_name ||
    CASE WHEN o.status = 1 THEN ' menunggu untuk diproses.' WHEN o.status = 8 THEN ' telah diterima.' ELSE ' telah diperbarui.' END || '</p>',
  jsonb_build_object('orderCode', o.order_code, 'selectedTab', 'transaction'),
  g % 3 = 2,
  ${when}
FROM generate_series(1, 36) g
JOIN LATERAL (SELECT * FROM orders WHERE brand_id = ${b} ORDER BY id OFFSET (g * 5) % 150 LIMIT 1) o ON true;

INSERT INTO notifications (id, brand_id, context, context_type_code, entity_id, title, icon, message, additional_data, is_read, created_at)
SELECT ${b} * 1000 + 100 + g, ${b}, 'product',
  CASE WHEN g % 4 = 0 THEN 'qc' WHEN v.stock = 0 THEN 'vph' ELSE 'vpm' END,
  v.id,
  CASE WHEN g % 4 = 0 THEN 'Hasil QC varian' WHEN v.stock = 0 THEN 'Stok varian habis' ELSE 'Stok varian menipis' END,
  'product',
  CASE WHEN g % 4 = 0 THEN '<p>Varian ' || '<b>' || v.product_name || ' – ' || v.name || '</b> (SKU ' || v.sku || ')' || ' ' || CASE WHEN v.qc_status = 'rejected' THEN 'tidak lolos QC.' ELSE 'lolos QC.' END || '</p>'
       WHEN v.stock = 0 THEN '<p>Stok varian ' || '<b>' || v.product_name || ' – ' || v.name || '</b> (SKU ' || v.sku || ')' || ' sudah habis. Segera tambah stok.</p>'
       ELSE '<p>Stok varian ' || '<b>' || v.product_name || ' – ' || v.name || '</b> (SKU ' || v.sku || ')' || ' tinggal ' || v.stock || '.</p>' END,
  jsonb_build_object('variantId', v.id, 'variantName', v.name,
    'stockStatus', CASE WHEN v.stock = 0 THEN 'out-of-stock' ELSE 'low-stock' END,
    'qcStatus', v.qc_status, 'selectedTab', CASE WHEN v.is_active THEN 'active' ELSE 'inactive' END),
  g % 3 = 2,
  ${when}
FROM generate_series(1, 30) g
JOIN LATERAL (SELECT * FROM variants WHERE brand_id = ${b} AND stock < 6 ORDER BY id OFFSET (g * 3) % 90 LIMIT 1) v ON true;
`;
}

export function questionsSql(brand: DemoBrand): string {
  const b = brand.id;
  const author = `${pick(firstNames, 'g * 7')} || ' ' || ${pick(lastNames, 'g')}`;
  return `
INSERT INTO questions (id, brand_id, product_id, variant_id, author, photo_url, body, is_read, is_answered, is_reported, is_done, created_at)
SELECT ${b} * 1000 + g, ${b}, v.product_id, v.id, ${author}, '/media/avatar/' || lower(replace(${author}, ' ', '-')) || '.svg',
  ${pick(questionBodies, 'g')},
  g % 5 <> 0, g % 3 = 0, g % 17 = 0, g % 3 = 0 AND g % 2 = 0,
  now() - make_interval(days => g % 20, hours => (g * 5) % 24)
FROM generate_series(1, 48) g
JOIN LATERAL (SELECT id, product_id FROM variants WHERE brand_id = ${b} AND is_active ORDER BY id OFFSET (g % 16) * 9 LIMIT 1) v ON true;

INSERT INTO comments (id, question_id, author, photo_url, body, is_seller, is_reported, created_at)
SELECT q.id * 4 + 1, q.id, ${lit(brand.name)}, '/media/brand/${b}.svg', ${pick(sellerAnswers, 'q.id')}, true, false,
  q.created_at + interval '3 hours'
FROM questions q WHERE q.brand_id = ${b} AND q.is_answered;

INSERT INTO comments (id, question_id, author, photo_url, body, is_seller, is_reported, created_at)
SELECT q.id * 4 + 2, q.id, q.author, q.photo_url, ${pick(buyerFollowUps, 'q.id')}, false, q.id % 19 = 0,
  q.created_at + interval '5 hours'
FROM questions q WHERE q.brand_id = ${b} AND q.id % 2 = 0;
`;
}

export { json };
