/* The catalogue's reads: product and variant lists, their filters, a variant, a product's detail. */
import { sql, type SQL } from 'drizzle-orm';
import type { Exec } from '../db/query.js';
import { one, rows } from '../db/query.js';
import { notFound } from '../http/errors.js';
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
