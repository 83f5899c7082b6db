import { sql } from 'drizzle-orm';
import type { Exec } from '../db/query.js';
import { one, rows } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import { changeStock, type StockSource } from './stock-history.js';
import { getProductDetail, getVariant } from './catalog-reads.js';

/* The catalogue's writes; its reads are in catalog-reads.ts, exported from here too. */
export * from './catalog-reads.js';

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
