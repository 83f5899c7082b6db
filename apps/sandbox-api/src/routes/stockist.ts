import { sql } from 'drizzle-orm';
import { one, rows } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import type { HandlerContext, HandlerMap } from '../http/types.js';
import { authOf, created, like, ok, ownBrand, paging, str } from '../services/common.js';
import { dateRange } from '../services/orders.js';
import { findSellableVariants, offlineTotals, takeStock } from '../services/offline-sales.js';
import { flag } from '../services/system.js';

/** Spec §5/§8, verbatim. */
const PHASE2_OFF_MESSAGE = 'Transaksi offline gagal disimpan. Sistem sedang bermasalah';

interface OfflineRow {
  id: number;
  order_code: string;
  stockist_id: number;
  brand_id: number;
  reason_id: number;
  reason_name: string;
  transaction_date: string;
  buyer_name: string | null;
  buyer_phone: string | null;
  note: string | null;
  total_amount: number;
  created_iso: string;
  items: { variantId: number; variantName: string; quantity: number; price: number }[];
}

const toOffline = (o: OfflineRow) => ({
  id: o.id,
  transactionCode: o.order_code,
  stockistId: o.stockist_id,
  brandId: o.brand_id,
  reasonId: o.reason_id,
  reasonName: o.reason_name,
  transactionDate: o.transaction_date,
  buyerName: o.buyer_name || null,
  buyerPhone: o.buyer_phone || null,
  note: o.note || null,
  totalAmount: o.total_amount,
  createdAt: o.created_iso,
  items: o.items,
});

const select =
  sql.raw(`t.id, t.order_code, t.stockist_id, t.brand_id, t.reason_id, r.reason AS reason_name, to_char(t.transaction_date, 'YYYY-MM-DD') AS transaction_date,
  t.buyer_name, t.buyer_phone, t.note, t.total_amount, iso(t.created_at) AS created_iso, t.items`);

/** The StockistId header names a stockist of the caller. */
async function stockistOf(ctx: HandlerContext) {
  const brand = await ownBrand(ctx.db, authOf(ctx), ctx.headers.stockistid);
  if (brand.brand_type !== 'stockist')
    throw badRequest("Header 'StockistId' harus berupa stockist.");
  return brand;
}

export const handlers: HandlerMap = {
  async getOfflineTransactionReasons(ctx) {
    return ok(await rows(ctx.db, sql`SELECT id, reason AS name FROM offline_reasons ORDER BY id`));
  },

  async getOfflineTransactionList(ctx) {
    const stockist = await stockistOf(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const p = paging(ctx.query);
    const q = str(ctx.query.q);
    const from = str(ctx.query.from);
    const to = str(ctx.query.to);
    if (from && to && from > to) throw badRequest("Parameter 'from' tidak boleh setelah 'to'.");
    const where = sql`t.stockist_id = ${stockist.id} AND t.brand_id = ${brand.id}${q ? sql` AND (t.order_code ILIKE ${like(q)} OR t.buyer_name ILIKE ${like(q)})` : sql``}${
      from ? sql` AND t.transaction_date >= ${from}::date` : sql``
    }${to ? sql` AND t.transaction_date <= ${to}::date` : sql``}`;
    const sortBy = str(ctx.query.sortBy);
    const order = sql.raw(
      sortBy === 'totalAmount'
        ? 't.total_amount DESC, t.id DESC'
        : sortBy === 'totalAmountAsc'
          ? 't.total_amount ASC, t.id ASC'
          : sortBy === 'transactionDateAsc'
            ? 't.transaction_date ASC, t.id ASC'
            : 't.transaction_date DESC, t.id DESC',
    );
    const list = await rows<OfflineRow>(
      ctx.db,
      sql`SELECT ${select} FROM offline_transactions t JOIN offline_reasons r ON r.id = t.reason_id WHERE ${where} ORDER BY ${order} LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const totals = await offlineTotals(ctx.db, where);
    const total = totals.transactionCount;
    const totalPage = Math.ceil(total / p.size);
    return ok({
      order: list.map(toOffline),
      pagination: {
        CurrentPge: p.page,
        more: p.page < totalPage,
        nextPage: p.page < totalPage ? p.page + 1 : null,
        prevPage: p.page > 1 ? p.page - 1 : null,
        totalItem: total,
        totalPage,
      },
      totals,
    });
  },

  async getOfflineTransactionDetail(ctx) {
    const stockist = await stockistOf(ctx);
    const row = await one<OfflineRow>(
      ctx.db,
      sql`SELECT ${select} FROM offline_transactions t JOIN offline_reasons r ON r.id = t.reason_id WHERE t.id = ${Number(ctx.params.id)} AND t.stockist_id = ${stockist.id}`,
    );
    if (!row) throw notFound('Transaksi offline tidak ditemukan.');
    return ok(toOffline(row));
  },

  async getOfflineSellableVariants(ctx) {
    const stockist = await stockistOf(ctx);
    const size = Number(ctx.query.size ?? 10);
    return ok(
      await findSellableVariants(ctx.db, stockist.id, {
        q: str(ctx.query.q),
        code: str(ctx.query.code),
        size,
      }),
    );
  },

  async postOfflineTransaction(ctx) {
    const auth = authOf(ctx);
    const body = ctx.body as {
      brandId: number;
      reasonId: number;
      transactionDate: string;
      buyerName?: string;
      buyerPhone?: string;
      note?: string;
      items: { variantId: number; quantity: number; price: number }[];
    };
    // Spec §5: without multistock phase 2 nothing is saved, whatever the body says.
    if (!(await flag<boolean>(ctx.db, 'Multistock.Phase2.Enable', auth.tenant, false)))
      throw badRequest(PHASE2_OFF_MESSAGE);
    const stockist = await stockistOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, auth, body.brandId);
      if (brand.id !== stockist.id)
        throw badRequest("Kolom 'brandId' harus sama dengan header 'StockistId'.");
      const reason = await one(tx, sql`SELECT id FROM offline_reasons WHERE id = ${body.reasonId}`);
      if (!reason) throw notFound('Alasan transaksi offline tidak ditemukan.');
      // Prices come from the catalogue, never from the request; stock goes down atomically.
      // The code first: the stock history names the sale that took the stock.
      const next = await one<{ id: number; code: string }>(
        tx,
        sql`SELECT id, 'OFF/' || to_char(${body.transactionDate}::date, 'YYYYMMDD') || '/' || ${stockist.id} || '/' || id AS code
              FROM (SELECT nextval('offline_transactions_id_seq')::int AS id) n`,
      );
      const items = await takeStock(tx, stockist.id, body.items, next!.code);
      const total = items.reduce((s, i) => s + i.price * i.quantity, 0);
      const inserted = await one<{ id: number }>(
        tx,
        sql`INSERT INTO offline_transactions (id, stockist_id, brand_id, order_code, buyer_name, buyer_phone, reason_id, items, total_amount, transaction_date, note, created_at)
            VALUES (${next!.id}, ${stockist.id}, ${brand.id}, ${next!.code},
                    ${body.buyerName?.trim() ?? ''}, ${body.buyerPhone?.trim() ?? ''}, ${body.reasonId}, ${JSON.stringify(items)}::jsonb, ${total}, ${body.transactionDate}::date, ${body.note ?? ''}, now())
            RETURNING id`,
      );
      const row = await one<OfflineRow>(
        tx,
        sql`SELECT ${select} FROM offline_transactions t JOIN offline_reasons r ON r.id = t.reason_id WHERE t.id = ${inserted!.id}`,
      );
      return created(toOffline(row!));
    });
  },
};

export { dateRange };
