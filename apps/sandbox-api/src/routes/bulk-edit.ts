import { badRequest } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { confirmBulkEdit } from '../services/bulk-edit/confirm.js';
import { editResult, fileAnswer, variantExport, wibDay } from '../services/bulk-edit/files.js';
import { readBulkEdit, storeBulkEdit } from '../services/bulk-edit/preview.js';
import { editRowsPage, findEdit, toBulkEdit } from '../services/bulk-edit/store.js';
import { authOf, checkTenant, created, ok, ownBrand, ownBrandId } from '../services/common.js';

type Ctx = HandlerContext;

async function readBrand(ctx: Ctx): Promise<number> {
  checkTenant(ctx);
  return ownBrandId(ctx.db, authOf(ctx), ctx.query.brandId);
}

/** The user-id header must name the caller, as on the other bulk uploads. */
function callerOf(ctx: Ctx): number {
  const auth = authOf(ctx);
  if (String(ctx.headers['user-id']) !== String(auth.userId))
    throw badRequest("Header 'user-id' tidak sesuai dengan pengguna yang masuk.");
  return auth.userId;
}

/** Bulk edits of price, stock and status: export, dry run, pages, confirm and result (issue 42). */
export const handlers: HandlerMap = {
  async getVariantExportV3(ctx) {
    const brandId = await readBrand(ctx);
    const file = await variantExport(ctx.db, brandId, ctx.query);
    return fileAnswer(file, `katalog-${brandId}-${wibDay()}`);
  },

  async postVariantBulkEditV3(ctx) {
    checkTenant(ctx);
    const userId = callerOf(ctx);
    const body = ctx.body as { brandId: number; file: unknown };
    const file = body.file instanceof File ? body.file : null;
    if (!file) throw badRequest("Kolom 'file' harus berupa berkas.");
    const brandId = (await ownBrand(ctx.db, authOf(ctx), body.brandId)).id;
    // Parsing and comparing hold no transaction; only the write of the preview does.
    const reading = await readBulkEdit(ctx.db, brandId, file);
    return created(
      await ctx.db.transaction((tx) => storeBulkEdit(tx, brandId, userId, file.name, reading)),
    );
  },

  async getVariantBulkEditV3(ctx) {
    const brandId = await readBrand(ctx);
    return ok(toBulkEdit(await findEdit(ctx.db, brandId, ctx.params.id)));
  },

  async getVariantBulkEditRowsV3(ctx) {
    const brandId = await readBrand(ctx);
    const edit = await findEdit(ctx.db, brandId, ctx.params.id);
    return { body: await editRowsPage(ctx.db, edit.id, ctx.query) };
  },

  async postVariantBulkEditConfirmV3(ctx) {
    checkTenant(ctx);
    const userId = callerOf(ctx);
    const body = ctx.body as { brandId: number };
    return ok(
      await ctx.db.transaction(async (tx) => {
        const brand = await ownBrand(tx, authOf(ctx), body.brandId);
        return confirmBulkEdit(tx, brand.id, userId, ctx.params.id);
      }),
    );
  },

  async getVariantBulkEditResultV3(ctx) {
    const brandId = await readBrand(ctx);
    const edit = await findEdit(ctx.db, brandId, ctx.params.id);
    const file = await editResult(ctx.db, edit.id, ctx.query);
    return fileAnswer(file, `hasil-ubah-massal-${edit.id}`);
  },
};
