import { sql } from 'drizzle-orm';
import { byteaValue, one, rows } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { imageMaxBytes, imageTypeOf } from '../http/uploads.js';
import {
  authOf,
  created,
  int,
  like,
  metadata,
  ok,
  ownBrand,
  paging,
  str,
} from '../services/common.js';
import { readEmbedToken } from '../services/embed-token.js';
import { embedAsset, embedHeaders, renderExpiredPage, renderReport } from '../services/reports.js';
import { maskingOf, saveMasking } from '../services/settings.js';
import { bulkUpload } from './product.js';

export const deeplink: HandlerMap = {
  async getProductDeeplink(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const product = await one<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM products WHERE id = ${int(ctx.params.id)} AND brand_id = ${brand.id}`,
    );
    if (!product) throw notFound('Produk tidak ditemukan.');
    return ok({
      productId: product.id,
      url: `${ctx.origin}/product-v3/${product.id}?brandId=${brand.id}`,
    });
  },
};

export const embed: HandlerMap = {
  async getEmbedDashboard(ctx) {
    const report = String(ctx.params.report);
    const token = String(ctx.query.token);
    const found = readEmbedToken(token, report);
    const headers = {
      ...embedHeaders,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    };
    if (found === null) {
      // An HTML page, not JSON: it sits in the app's iframe and tells the app to fetch a new address.
      const keep = {
        from: str(ctx.query.from),
        to: str(ctx.query.to),
        group: str(ctx.query.group),
      };
      return new Response(renderExpiredPage(keep), { status: 401, headers });
    }
    const html = await renderReport(
      ctx.db,
      found.brandId,
      report,
      ctx.query,
      token,
      found.expiresAt,
    );
    return new Response(html, { status: 200, headers });
  },

  async getEmbedAsset(ctx) {
    const { body, type } = embedAsset(String(ctx.params.asset));
    // Asked for without credentials from the sandboxed (opaque-origin) report page: any origin may read them.
    const headers = {
      ...embedHeaders,
      'content-type': type,
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
    };
    return new Response(body, { status: 200, headers });
  },
};

export const maps: HandlerMap = {
  async getPlaceAutocomplete(ctx) {
    const input = String(ctx.query.input);
    const list = await rows<{
      id: number;
      name: string;
      address: string;
      city: string;
      province: string;
    }>(
      ctx.db,
      sql`SELECT id, name, address, city, province FROM places WHERE name ILIKE ${like(input)} OR city ILIKE ${like(input)} OR address ILIKE ${like(input)} ORDER BY name LIMIT 5`,
    );
    return ok(
      list.map((p) => ({
        placeId: `place-${p.id}`,
        description: `${p.name}, ${p.address}, ${p.city}, ${p.province}`,
      })),
    );
  },

  async getPlaceDetail(ctx) {
    const match = /^place-(\d+)$/.exec(String(ctx.params.placeId));
    const place = match
      ? await one<{
          id: number;
          name: string;
          address: string;
          city: string;
          province: string;
          postal_code: string;
          lat: number;
          lng: number;
        }>(ctx.db, sql`SELECT * FROM places WHERE id = ${Number(match[1])}`)
      : undefined;
    if (!place) throw notFound('Lokasi tidak ditemukan.');
    return ok({
      placeId: `place-${place.id}`,
      address: `${place.name}, ${place.address}, ${place.city}, ${place.province} ${place.postal_code}`,
      latitude: Number(place.lat),
      longitude: Number(place.lng),
    });
  },
};

export const scam: HandlerMap = {
  async getMaskingNumber(ctx) {
    return ok(await maskingOf(ctx.db, authOf(ctx), ctx.query.brandId));
  },

  async putMaskingNumber(ctx) {
    const body = ctx.body as { brandId: number; maskingNumberEnabled: boolean };
    return ok(await saveMasking(ctx.db, authOf(ctx), body.brandId, body.maskingNumberEnabled));
  },
};

export const stockistExtension: HandlerMap = {
  async getStockistVariantStock(ctx) {
    const stockist = await ownBrand(ctx.db, authOf(ctx), ctx.params.stockistId);
    if (stockist.brand_type !== 'stockist')
      throw badRequest("Parameter 'stockistId' harus berupa stockist.");
    const p = paging(ctx.query);
    const q = str(ctx.query.q);
    const where = sql`vs.stockist_id = ${stockist.id}${q ? sql` AND (v.name ILIKE ${like(q)} OR v.sku ILIKE ${like(q)} OR pr.name ILIKE ${like(q)})` : sql``}`;
    const list = await rows<{
      variantId: number;
      variantName: string;
      productName: string;
      sku: string;
      price: number;
      stock: number;
    }>(
      ctx.db,
      sql`SELECT v.id AS "variantId", v.name AS "variantName", pr.name AS "productName", v.sku, v.price, vs.stock
          FROM variant_stocks vs JOIN variants v ON v.id = vs.variant_id JOIN products pr ON pr.id = v.product_id
          WHERE ${where} ORDER BY v.id LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM variant_stocks vs JOIN variants v ON v.id = vs.variant_id JOIN products pr ON pr.id = v.product_id WHERE ${where}`,
    );
    return ok(list, { metadata: metadata(p, total?.n ?? 0) });
  },
};

export const upload: HandlerMap = {
  postProductModelUpload: bulkUpload('product-model'),

  async postImageUpload(ctx) {
    const auth = authOf(ctx);
    if (String(ctx.headers['user-id']) !== String(auth.userId))
      throw badRequest("Header 'user-id' tidak sesuai dengan pengguna yang masuk.");
    const file = (ctx.body as { file?: unknown }).file;
    if (!(file instanceof File)) throw badRequest("Kolom 'file' harus berupa berkas.");
    if (file.size === 0 || file.size > imageMaxBytes)
      throw badRequest("Kolom 'file' harus berukuran 1 byte sampai 2 MB.");
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The type comes from the bytes, never from what the client declared.
    const type = await imageTypeOf(bytes);
    const row = await one<{ public_id: string }>(
      ctx.db,
      sql`INSERT INTO uploads (user_id, file_name, content_type, size, content) VALUES (${auth.userId}, ${file.name}, ${type}, ${file.size}, ${byteaValue(bytes)}) RETURNING public_id`,
    );
    return created({ url: `/media/upload/${row!.public_id}` });
  },
};

export const youtube: HandlerMap = {
  async getYoutubeVideo(ctx) {
    const url = String(ctx.query.url);
    const id =
      /(?:youtu\.be\/|v=|embed\/|shorts\/)([A-Za-z0-9_-]{11})/.exec(url)?.[1] ??
      (/^[A-Za-z0-9_-]{11}$/.test(url) ? url : undefined);
    if (!id) throw badRequest("Parameter 'url' bukan tautan YouTube yang valid.");
    const known = await one<{ title: string; thumbnail_url: string }>(
      ctx.db,
      sql`SELECT title, thumbnail_url FROM videos WHERE video_id = ${id}`,
    );
    return ok({
      videoId: id,
      title: known?.title ?? 'Video produk',
      thumbnailUrl: known?.thumbnail_url ?? `/media/video/${id}.svg`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    });
  },
};
