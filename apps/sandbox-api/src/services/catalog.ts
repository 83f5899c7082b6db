import { sql, type SQL } from 'drizzle-orm';
import type { Exec } from '../db/query.js';
import { one, rows } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Bag } from '../http/types.js';
import { int, like, metadata, orderBy, pageWithTotal, paging, sortOf, str } from './common.js';
import {
  lowStockLimit,
  toProduct,
  toVariant,
  type ProductRow,
  type VariantRow,
} from './mappers.js';
import { pageStart } from './page-anchors.js';
import { searchTotal } from './search-totals.js';
import { changeStock, type StockSource } from './stock-history.js';

const productSort = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  name: 'name',
  isActive: 'is_active',
};
const variantSort = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  name: 'name',
  sku: 'sku',
  price: 'price',
  stock: 'stock',
  isActive: 'is_active',
};
const variantSortTypes: Record<string, string> = {
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  name: 'text',
  sku: 'text',
  price: 'bigint',
  stock: 'integer',
  is_active: 'boolean',
};

/**
 * The low-stock limit written into the statement rather than bound: a statement runs with a
 * generic plan (plan-per-call.ts), which can only see how few rows a range holds from a constant.
 * Bound, the low-stock page of a 100,000-variant brand read 28 ms instead of 3.
 */
const lowStock = sql.raw(String(lowStockLimit));

/** Every how many rows a deep variant page may start from a kept sort key (page-anchors.ts). */
export const variantAnchorStep = 1000;

const productSelect =
  sql.raw(`p.id, p.brand_id, p.name, p.description, p.product_type_id, p.image_url, p.video_url, p.is_active,
  coalesce(agg.total_variant, 0)::int AS total_variant, coalesce(agg.total_stock, 0)::int AS total_stock,
  iso(p.created_at) AS created_at, iso(p.updated_at) AS updated_at`);

const variantAgg =
  sql.raw(`LEFT JOIN LATERAL (SELECT count(*) AS total_variant, sum(stock) AS total_stock FROM variants v
  WHERE v.product_id = p.id AND NOT v.is_deleted) agg ON true`);

const activation = (status: unknown) =>
  status === 'active'
    ? sql` AND is_active`
    : status === 'inactive'
      ? sql` AND NOT is_active`
      : sql``;

/** Exact counts from the trigger-kept per-brand tables when no search narrows the list. */
const productTotal = (brandId: number, status: unknown) =>
  sql`SELECT coalesce(sum(n), 0)::int AS n FROM product_counts WHERE brand_id = ${brandId}${
    status === 'active'
      ? sql` AND is_active`
      : status === 'inactive'
        ? sql` AND NOT is_active`
        : sql``
  }`;

function variantTotal(brandId: number, status: unknown, stock: string | undefined) {
  const bucket =
    stock === 'out-of-stock'
      ? 'out'
      : stock === 'low-stock'
        ? 'low'
        : stock === 'in-stock'
          ? 'in'
          : undefined;
  return sql`SELECT coalesce(sum(n), 0)::int AS n FROM variant_counts WHERE brand_id = ${brandId}${
    status === 'active'
      ? sql` AND is_active`
      : status === 'inactive'
        ? sql` AND NOT is_active`
        : sql``
  }${bucket ? sql` AND bucket = ${bucket}` : sql``}`;
}

export async function listProducts(db: Exec, brandId: number, query: Bag) {
  const p = paging(query);
  const q = str(query.q);
  const where = sql`brand_id = ${brandId}${activation(query.status)}${q ? sql` AND name ILIKE ${like(q)}` : sql``}`;
  // Page first, then aggregate variants for that page only.
  const { list, total } = await pageWithTotal<ProductRow>(
    db,
    sql`SELECT ${productSelect} FROM (SELECT * FROM products WHERE ${where} ORDER BY ${orderBy(query, productSort, 'created_at')} LIMIT ${p.size} OFFSET ${p.offset}) p
        ${variantAgg} ORDER BY ${orderBy(query, productSort, 'created_at', 'desc', 'p.')}`,
    q
      ? sql`SELECT count(*)::int AS n FROM products WHERE ${where}`
      : productTotal(brandId, query.status),
  );
  return { data: list.map(toProduct), metadata: metadata(p, total) };
}

/**
 * Variants whose product has the type or one below it: a seller who picks 'Fashion' expects
 * shirts and hijabs too. The type tree is small, the brand's products narrow the rest.
 */
const ofProductType = (brandId: number, productTypeId: number) =>
  sql` AND product_id IN (SELECT id FROM products WHERE brand_id = ${brandId} AND product_type_id IN (
    WITH RECURSIVE tree AS (SELECT id FROM product_types WHERE id = ${productTypeId}
      UNION ALL SELECT t.id FROM product_types t JOIN tree ON t.parent_id = tree.id)
    SELECT id FROM tree))`;

// A variant carries its product's name, kept by triggers (migration 017).
const variantColumns = sql.raw(
  `v.id, v.product_id, v.product_name, v.name, v.sku, v.price, v.stock, v.is_active, v.image_url, iso(v.updated_at) AS updated_at`,
);

/** Each variant's stock at its stockists, as one JSON column, so the page comes in one round trip. */
const stockistStocks =
  sql.raw(`(SELECT coalesce(json_agg(json_build_object('stockistId', vs.stockist_id, 'stockistName', b.brand_name, 'stock', vs.stock)
  ORDER BY vs.stockist_id), '[]'::json) FROM variant_stocks vs JOIN brands b ON b.id = vs.stockist_id WHERE vs.variant_id = v.id) AS stockist_stocks`);

export interface StockistStock {
  stockistId: number;
  stockistName: string;
  stock: number;
}

interface VariantPageOptions {
  /** Rows between kept sort keys of deep pages (tests use small steps). */
  anchorStep?: number;
}

export async function listVariants(
  db: Exec,
  brandId: number,
  query: Bag,
  options: VariantPageOptions = {},
) {
  const { list, metadata } = await variantPage<VariantRow>(db, brandId, query, options, sql``);
  return { data: list.map(toVariant), metadata };
}

/** A variant list page with each variant's stock at every stockist (the multistock list). */
export async function listVariantsWithStockists(db: Exec, brandId: number, query: Bag) {
  const { list, metadata } = await variantPage<VariantRow & { stockist_stocks: StockistStock[] }>(
    db,
    brandId,
    query,
    {},
    sql`, ${stockistStocks}`,
  );
  return {
    data: list.map((row) => ({ ...toVariant(row), stocks: row.stockist_stocks })),
    metadata,
  };
}

/** What the variant list and the bulk-edit export select: one brand, the same filters. */
export function variantFilter(brandId: number, query: Bag): SQL {
  const q = str(query.q);
  const stock = str(query.stockStatus);
  const productId = query.productId === undefined ? undefined : int(query.productId);
  const productTypeId = query.productTypeId === undefined ? undefined : int(query.productTypeId);
  return sql`brand_id = ${brandId} AND NOT is_deleted${activation(query.status)}${
    q ? sql` AND (name ILIKE ${like(q)} OR sku ILIKE ${like(q)})` : sql``
  }${productId ? sql` AND product_id = ${productId}` : sql``}${productTypeId ? ofProductType(brandId, productTypeId) : sql``}${
    stock === 'out-of-stock'
      ? sql` AND stock <= 0`
      : stock === 'low-stock'
        ? sql` AND stock > 0 AND stock < ${lowStock}`
        : stock === 'in-stock'
          ? sql` AND stock >= ${lowStock}`
          : sql``
  }`;
}

async function variantPage<Row extends VariantRow>(
  db: Exec,
  brandId: number,
  query: Bag,
  options: VariantPageOptions,
  extraColumns: SQL,
) {
  const p = paging(query);
  const q = str(query.q);
  const stock = str(query.stockStatus);
  const productId = query.productId === undefined ? undefined : int(query.productId);
  const productTypeId = query.productTypeId === undefined ? undefined : int(query.productTypeId);
  const where = variantFilter(brandId, query);
  const searched =
    q || productId || productTypeId
      ? await searchTotal(
          db,
          brandId,
          { q, productId, productTypeId, status: query.status ?? null, stock: stock ?? null },
          sql`SELECT count(*)::int AS n FROM variants WHERE ${where}`,
        )
      : null;
  // A deep page of an unsearched list starts after a kept sort key instead of a long OFFSET.
  const sort = sortOf(query, variantSort, 'created_at');
  const start =
    q || productId || productTypeId
      ? null
      : await pageStart(db, {
          key: JSON.stringify([
            brandId,
            query.status ?? null,
            stock ?? null,
            sort.column,
            sort.dir,
          ]),
          brandId,
          table: 'variants',
          where,
          column: sort.column,
          type: variantSortTypes[sort.column]!,
          dir: sort.dir,
          offset: p.offset,
          step: options.anchorStep ?? variantAnchorStep,
        });
  const { list, total } = await pageWithTotal<Row>(
    db,
    sql`SELECT ${variantColumns}${extraColumns} FROM variants v WHERE ${where}${start?.after ?? sql``} ORDER BY ${orderBy(query, variantSort, 'created_at', 'desc', 'v.')} LIMIT ${p.size} OFFSET ${start ? start.offset : p.offset}`,
    searched ? searched.total : variantTotal(brandId, query.status, stock),
  );
  await searched?.remember(total);
  return { list, metadata: metadata(p, total) };
}

export async function getVariant(db: Exec, brandId: number, id: number) {
  const row = await one<VariantRow>(
    db,
    sql`SELECT ${variantColumns} FROM variants v WHERE v.id = ${id} AND v.brand_id = ${brandId} AND NOT v.is_deleted`,
  );
  if (!row) throw notFound('Varian tidak ditemukan.');
  return toVariant(row);
}

export async function getProductDetail(db: Exec, brandId: number, id: number) {
  const row = await one<ProductRow>(
    db,
    sql`SELECT ${productSelect} FROM products p ${variantAgg} WHERE p.id = ${id} AND p.brand_id = ${brandId}`,
  );
  if (!row) throw notFound('Produk tidak ditemukan.');
  const variants = await rows<VariantRow>(
    db,
    sql`SELECT ${variantColumns} FROM variants v WHERE v.product_id = ${id} AND NOT v.is_deleted ORDER BY v.id`,
  );
  return { ...toProduct(row), variants: variants.map(toVariant) };
}

export interface VariantInput {
  name: string;
  sku: string;
  price: number;
  stock: number;
  imageUrl?: string | null;
}

export interface ProductInput {
  brandId: number;
  name: string;
  description: string;
  productTypeId?: number | null;
  imageUrl?: string | null;
  videoUrl?: string | null;
  variants?: VariantInput[];
}

async function checkProductType(db: Exec, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const found = await one(db, sql`SELECT id FROM product_types WHERE id = ${id}`);
  if (!found) throw badRequest("Kolom 'productTypeId' tidak dikenal.");
}

async function checkSkus(db: Exec, brandId: number, skus: string[], exceptVariantId?: number) {
  const seen = new Set<string>();
  for (const sku of skus) {
    if (seen.has(sku)) throw badRequest(`SKU '${sku}' dipakai lebih dari sekali.`);
    seen.add(sku);
  }
  if (skus.length === 0) return;
  const clash = await one<{ sku: string }>(
    db,
    sql`SELECT sku FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted AND sku IN (${sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    )})
        ${exceptVariantId ? sql`AND id <> ${exceptVariantId}` : sql``} LIMIT 1`,
  );
  if (clash) throw badRequest(`SKU '${clash.sku}' sudah dipakai varian lain.`);
}

/** A new variant starts at 0 and gets its first stock as a recorded change, so its history adds up. */
export async function insertVariant(
  db: Exec,
  brandId: number,
  productId: number,
  v: VariantInput,
  source: StockSource = { kind: 'product' },
) {
  const row = await one<{ id: number }>(
    db,
    sql`INSERT INTO variants (id, product_id, brand_id, name, sku, price, stock, is_active, image_url)
        VALUES (nextval('variants_id_seq'), ${productId}, ${brandId}, ${v.name}, ${v.sku}, ${v.price}, 0, true, ${v.imageUrl ?? ''})
        RETURNING id`,
  );
  await changeStock(db, { variantId: row!.id, brandId }, { level: v.stock }, source);
  return row!.id;
}

export async function createProduct(
  db: Exec,
  input: ProductInput,
  source: StockSource = { kind: 'product' },
) {
  await checkProductType(db, input.productTypeId);
  await checkSkus(
    db,
    input.brandId,
    (input.variants ?? []).map((v) => v.sku),
  );
  const row = await one<{ id: number }>(
    db,
    sql`INSERT INTO products (id, brand_id, name, description, product_type_id, image_url, video_url, is_active)
        VALUES (nextval('products_id_seq'), ${input.brandId}, ${input.name.trim()}, ${input.description}, ${input.productTypeId ?? null},
                ${input.imageUrl ?? ''}, ${input.videoUrl ?? null}, true) RETURNING id`,
  );
  for (const v of input.variants ?? []) await insertVariant(db, input.brandId, row!.id, v, source);
  return getProductDetail(db, input.brandId, row!.id);
}

export async function updateProduct(db: Exec, id: number, input: ProductInput) {
  await getProductDetail(db, input.brandId, id);
  await checkProductType(db, input.productTypeId);
  await db.execute(sql`UPDATE products SET name = ${input.name.trim()}, description = ${input.description}, product_type_id = ${input.productTypeId ?? null},
    image_url = ${input.imageUrl ?? ''}, video_url = ${input.videoUrl ?? null}, updated_at = now() WHERE id = ${id}`);
  if (input.variants && input.variants.length > 0) {
    // Variants sent with a product replace the ones with the same SKU and add the rest.
    for (const v of input.variants) {
      const existing = await one<{ id: number }>(
        db,
        sql`SELECT id FROM variants WHERE product_id = ${id} AND sku = ${v.sku} AND NOT is_deleted`,
      );
      if (existing) {
        await db.execute(
          sql`UPDATE variants SET name = ${v.name}, price = ${v.price}, image_url = ${v.imageUrl ?? ''}, updated_at = now() WHERE id = ${existing.id}`,
        );
        await changeStock(db, { variantId: existing.id }, { level: v.stock }, { kind: 'product' });
      } else {
        await checkSkus(db, input.brandId, [v.sku]);
        await insertVariant(db, input.brandId, id, v);
      }
    }
  }
  return getProductDetail(db, input.brandId, id);
}

export async function setActivation(
  db: Exec,
  table: 'products' | 'variants',
  brandId: number,
  ids: number[],
  isActive: boolean,
) {
  const unique = [...new Set(ids)];
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM ${sql.raw(table)} WHERE brand_id = ${brandId} AND id IN (${sql.join(
      unique.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  if (found.length !== unique.length) {
    const missing = unique.filter((i) => !found.some((f) => f.id === i));
    throw notFound(
      `${table === 'products' ? 'Produk' : 'Varian'} tidak ditemukan: ${missing.join(', ')}.`,
    );
  }
  const updated = await rows<{ id: number }>(
    db,
    sql`UPDATE ${sql.raw(table)} SET is_active = ${isActive}, updated_at = now() WHERE brand_id = ${brandId} AND id IN (${sql.join(
      unique.map((i) => sql`${i}`),
      sql`, `,
    )}) RETURNING id`,
  );
  return { updated: updated.length, isActive };
}

/**
 * Why a delta cannot apply, naming the variant as the seller knows it (product, variant, SKU:
 * variant names repeat across products), never by its id.
 */
function stockRefusal(variant: { productName: string; name: string; sku: string }, delta: number) {
  const who = `${variant.productName} – ${variant.name} (SKU ${variant.sku})`;
  const amount = Math.abs(delta).toLocaleString('id-ID');
  return delta < 0
    ? `Stok ${who} tidak cukup untuk dikurangi ${amount}.`
    : `Stok ${who} akan melebihi 1.000.000.000 bila ditambah ${amount}.`;
}

export async function setStocks(
  db: Exec,
  brandId: number,
  items: { variantId: number; stock?: number; delta?: number }[],
  source: StockSource = { kind: 'grid' },
) {
  const ids = [...new Set(items.map((i) => i.variantId))];
  if (ids.length !== items.length) throw badRequest('Satu varian hanya boleh muncul sekali.');
  for (const item of items) {
    if ((item.stock === undefined) === (item.delta === undefined))
      throw badRequest("Isi salah satu dari kolom 'stock' atau 'delta' untuk setiap varian.");
  }
  const found = new Map<number, Awaited<ReturnType<typeof getVariant>>>();
  for (const id of ids) found.set(id, await getVariant(db, brandId, id));
  // Id order: two saves of the same variants never wait on each other's row locks.
  for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
    const target = { variantId: item.variantId, brandId };
    if (item.delta !== undefined) {
      // Parallel deltas all count, and the stock never leaves 0…1.000.000.000.
      const level = await changeStock(db, target, { delta: item.delta }, source);
      if (level === null) throw badRequest(stockRefusal(found.get(item.variantId)!, item.delta));
      continue;
    }
    await changeStock(db, target, { level: item.stock! }, source);
  }
  const out = [];
  for (const id of ids) out.push(await getVariant(db, brandId, id));
  return out;
}
