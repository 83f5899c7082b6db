import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { createBulkFile, toBulkFile, type BulkFileRow } from '../services/bulk.js';
import { scheduleBulkFile } from '../services/bulk-file/process-bulk-file.js';
import {
  createProduct,
  getProductDetail,
  getVariant,
  insertVariant,
  listProducts,
  listVariants,
  listVariantsWithStockists,
  setActivation,
  setStocks,
  updateProduct,
  type ProductInput,
  type VariantInput,
} from '../services/catalog.js';
import {
  authOf,
  checkTenant,
  created,
  int,
  like,
  metadata,
  ok,
  ownBrand,
  ownBrandId,
  paging,
  str,
} from '../services/common.js';
import { discussionHandlers } from '../services/discussion.js';
import { stockHistoryPage, type StockSource } from '../services/stock-history.js';

type Ctx = HandlerContext;

/** A brand of the caller for a read: only its id is needed, the owner check is kept in memory. */
async function scoped(ctx: Ctx, brandId: unknown): Promise<{ id: number }> {
  checkTenant(ctx);
  return { id: await ownBrandId(ctx.db, authOf(ctx), brandId) };
}

async function writeScoped<T>(
  ctx: Ctx,
  brandId: unknown,
  work: (tx: Exec, brand: number) => Promise<T>,
): Promise<T> {
  checkTenant(ctx);
  return ctx.db.transaction(async (tx) => {
    const brand = await ownBrand(tx, authOf(ctx), brandId);
    return work(tx, brand.id);
  });
}

const productList = async (ctx: Ctx) => ({
  body: await listProducts(ctx.db, (await scoped(ctx, ctx.query.brandId)).id, ctx.query),
});
const variantList = async (ctx: Ctx) => ({
  body: await listVariants(ctx.db, (await scoped(ctx, ctx.query.brandId)).id, ctx.query),
});
const productGet = async (ctx: Ctx) =>
  ok(await getProductDetail(ctx.db, (await scoped(ctx, ctx.query.brandId)).id, int(ctx.params.id)));
const productPost = async (ctx: Ctx) => {
  const body = ctx.body as ProductInput;
  return created(
    await writeScoped(ctx, body.brandId, (tx, brandId) => createProduct(tx, { ...body, brandId })),
  );
};
const productPut = async (ctx: Ctx) => {
  const body = ctx.body as ProductInput;
  return ok(
    await writeScoped(ctx, body.brandId, (tx, brandId) =>
      updateProduct(tx, int(ctx.params.id), { ...body, brandId }),
    ),
  );
};
const activation = (table: 'products' | 'variants') => async (ctx: Ctx) => {
  const body = ctx.body as { brandId: number; ids: number[]; isActive: boolean };
  return ok(
    await writeScoped(ctx, body.brandId, (tx, brandId) =>
      setActivation(tx, table, brandId, body.ids, body.isActive),
    ),
  );
};
const variantPost = async (ctx: Ctx) => {
  const body = ctx.body as VariantInput & { brandId: number; productId: number };
  return created(
    await writeScoped(ctx, body.brandId, async (tx, brandId) => {
      const product = await one(
        tx,
        sql`SELECT id FROM products WHERE id = ${body.productId} AND brand_id = ${brandId}`,
      );
      if (!product) throw notFound('Produk tidak ditemukan.');
      const clash = await one(
        tx,
        sql`SELECT id FROM variants WHERE brand_id = ${brandId} AND sku = ${body.sku} AND NOT is_deleted`,
      );
      if (clash) throw badRequest(`SKU '${body.sku}' sudah dipakai varian lain.`);
      return getVariant(tx, brandId, await insertVariant(tx, brandId, body.productId, body));
    }),
  );
};
/** A stock edit on a list, or the same edit sent again by the dashboard's outbox. */
const stockSourceOf = (ctx: Ctx): StockSource =>
  ctx.headers['outbox-replay'] === 'true' ? { kind: 'replay' } : { kind: 'grid' };
const stockOne = async (ctx: Ctx) => {
  const body = ctx.body as { brandId: number; variantId: number; stock: number };
  const list = await writeScoped(ctx, body.brandId, (tx, brandId) =>
    setStocks(tx, brandId, [{ variantId: body.variantId, stock: body.stock }], stockSourceOf(ctx)),
  );
  return ok(list[0]);
};
export const bulkUpload = (fileType: 'product-create' | 'product-model') => async (ctx: Ctx) => {
  const body = ctx.body as { brandId: number; file: unknown };
  const auth = authOf(ctx);
  if (String(ctx.headers['user-id']) !== String(auth.userId))
    throw badRequest("Header 'user-id' tidak sesuai dengan pengguna yang masuk.");
  const file = body.file instanceof File ? body.file : null;
  if (!file) throw badRequest("Kolom 'file' harus berupa berkas.");
  const queued = await ctx.db.transaction(async (tx) => {
    const brand = await ownBrand(tx, auth, body.brandId);
    return createBulkFile(tx, brand.id, auth.userId, file, fileType);
  });
  // The rows are read and applied after the answer, once the record is committed.
  scheduleBulkFile(ctx.db, {
    bulkFileId: queued.id,
    brandId: queued.brandId,
    userId: auth.userId,
    fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return { status: 202, body: { data: queued } };
};

export const handlers: HandlerMap = {
  getProductListV2: productList,
  getProductListV3: productList,
  getProductV2: productGet,
  getProductV3: productGet,
  putProductV2: productPut,
  putProductV3: productPut,
  postProductV2: productPost,
  postProductV3: productPost,
  patchProductActivationV2: activation('products'),
  patchProductActivationV3: activation('products'),
  postVariantV2: variantPost,
  postVariantV3: variantPost,
  getVariantListV2: variantList,
  getVariantListV3: variantList,
  patchVariantStockV2: stockOne,
  patchVariantStockV3: stockOne,
  patchVariantActivationV2: activation('variants'),
  patchVariantActivationV3: activation('variants'),
  postProductBulkV3: bulkUpload('product-create'),

  async getProductLookupV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    const q = str(ctx.query.q);
    const size = int(ctx.query.size, 15);
    const list = await rows(
      ctx.db,
      sql`SELECT id, name FROM products WHERE brand_id = ${brand.id}${q ? sql` AND name ILIKE ${like(q)}` : sql``} ORDER BY name, id LIMIT ${size}`,
    );
    return ok(list);
  },

  async putVariantV3(ctx) {
    const body = ctx.body as {
      brandId: number;
      name: string;
      sku: string;
      price: number;
      imageUrl?: string | null;
    };
    return ok(
      await writeScoped(ctx, body.brandId, async (tx, brandId) => {
        const id = int(ctx.params.id);
        await getVariant(tx, brandId, id);
        const clash = await one(
          tx,
          sql`SELECT id FROM variants WHERE brand_id = ${brandId} AND sku = ${body.sku} AND id <> ${id} AND NOT is_deleted`,
        );
        if (clash) throw badRequest(`SKU '${body.sku}' sudah dipakai varian lain.`);
        await tx.execute(
          sql`UPDATE variants SET name = ${body.name}, sku = ${body.sku}, price = ${body.price}, image_url = ${body.imageUrl ?? ''}, updated_at = now() WHERE id = ${id}`,
        );
        return getVariant(tx, brandId, id);
      }),
    );
  },

  async patchVariantStockBulkV3(ctx) {
    const body = ctx.body as {
      brandId: number;
      items: { variantId: number; stock?: number; delta?: number }[];
    };
    return ok({
      variants: await writeScoped(ctx, body.brandId, (tx, brandId) =>
        setStocks(tx, brandId, body.items, stockSourceOf(ctx)),
      ),
    });
  },

  async getVariantStockHistoryV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    const variant = await getVariant(ctx.db, brand.id, int(ctx.params.id));
    return { body: await stockHistoryPage(ctx.db, variant.id, ctx.query) };
  },

  async getVariantMultistockListV3(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    const page = await listVariantsWithStockists(ctx.db, brand.id, ctx.query);
    const data = page.data.map((v) => ({
      id: v.id,
      productId: v.productId,
      productName: v.productName,
      name: v.name,
      sku: v.sku,
      price: v.price,
      isActive: v.isActive,
      totalStock: v.stock + v.stocks.reduce((sum, s) => sum + s.stock, 0),
      stocks: v.stocks,
    }));
    return ok(data, { metadata: page.metadata });
  },

  async getBulkFileList(ctx) {
    const brand = await scoped(ctx, ctx.query.brandId);
    const p = paging(ctx.query);
    const list = await rows<BulkFileRow>(
      ctx.db,
      sql`SELECT *, iso(created_at) AS created_iso FROM bulk_files WHERE brand_id = ${brand.id} AND NOT is_deleted ORDER BY created_at DESC, id DESC LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM bulk_files WHERE brand_id = ${brand.id} AND NOT is_deleted`,
    );
    return ok(list.map(toBulkFile), { metadata: metadata(p, total?.n ?? 0) });
  },

  async patchBulkFileRead(ctx) {
    return ok(
      await writeScoped(ctx, ctx.query.brandId, async (tx, brandId) => {
        const row = await one<BulkFileRow>(
          tx,
          sql`UPDATE bulk_files SET is_read = true WHERE id = ${int(ctx.params.id)} AND brand_id = ${brandId} AND NOT is_deleted RETURNING *, iso(created_at) AS created_iso`,
        );
        if (!row) throw notFound('Berkas tidak ditemukan.');
        return toBulkFile(row);
      }),
    );
  },

  async deleteVariantBulkFile(ctx) {
    const body = ctx.body as { brandId: number; ids: number[] };
    return ok(
      await writeScoped(ctx, body.brandId, async (tx, brandId) => {
        const ids = [...new Set(body.ids)];
        const found = await rows<{ id: number }>(
          tx,
          sql`SELECT id FROM bulk_files WHERE brand_id = ${brandId} AND NOT is_deleted AND id IN (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        );
        if (found.length !== ids.length) throw notFound('Sebagian berkas tidak ditemukan.');
        await tx.execute(
          sql`UPDATE bulk_files SET is_deleted = true WHERE brand_id = ${brandId} AND id IN (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        );
        return { deleted: found.length };
      }),
    );
  },

  ...discussionHandlers,
};
