import type { HandlerMap } from '../http/types.js';
import { authOf, ok, ownBrand, ownBrandId } from '../services/common.js';
import {
  listOrders,
  orderCounts,
  processOrders,
  setWaybill,
  setWaybills,
  viewReceipt,
  type WaybillInput,
} from '../services/orders.js';

/* The admin service's order operations (§7): the queue, its counts, processing, waybills and receipts. */

type Brand = { brandId: number };
const codesOf = (v: string) =>
  v
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

export const handlers: HandlerMap = {
  async getAdminOrderList(ctx) {
    return {
      body: await listOrders(
        ctx.db,
        await ownBrandId(ctx.db, authOf(ctx), ctx.query.brandId),
        ctx.query,
      ),
    };
  },

  async getAdminOrderCountV2(ctx) {
    return ok(await orderCounts(ctx.db, await ownBrandId(ctx.db, authOf(ctx), ctx.query.brandId)));
  },

  async postAdminProcessOrder(ctx) {
    const body = ctx.body as Brand & { orderCode: string };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      return ok(await processOrders(tx, brand.id, [body.orderCode]));
    });
  },

  async postAdminProcessOrderV2(ctx) {
    const body = ctx.body as Brand & { orderCodes: string };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      return ok(await processOrders(tx, brand.id, codesOf(String(body.orderCodes))));
    });
  },

  async postAdminUpdateWaybillBatch(ctx) {
    const body = ctx.body as Brand & { items: WaybillInput[] };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      return ok(await setWaybills(tx, brand.id, body.items));
    });
  },

  async postAdminUpdateWaybillBatchV2(ctx) {
    return handlers.postAdminUpdateWaybillBatch!(ctx);
  },

  async putAdminUpdateWaybill(ctx) {
    const body = ctx.body as Brand & WaybillInput;
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      return ok(await setWaybill(tx, brand.id, body));
    });
  },

  async putAdminUpdateWaybillV2(ctx) {
    return handlers.putAdminUpdateWaybill!(ctx);
  },

  async putAdminViewOrderReceipt(ctx) {
    const body = ctx.body as Brand & { orderCode: string };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      return ok(await viewReceipt(tx, brand.id, body.orderCode));
    });
  },

  async putAdminViewOrderReceiptV2(ctx) {
    return handlers.putAdminViewOrderReceipt!(ctx);
  },
};
