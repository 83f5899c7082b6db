import { sql } from 'drizzle-orm';
import { one, rows } from '../db/query.js';
import { badRequest, notFound } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import { authOf, checkTenant, created, int, like, metadata, ok, orderBy, ownBrand, paging, str } from '../services/common.js';
import { dateRange } from '../services/orders.js';

interface WithdrawalRow {
  id: number;
  brand_id: number;
  amount: number;
  status: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  created_iso: string;
  processed_iso: string | null;
}

const mask = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
const toWithdrawal = (w: WithdrawalRow) => ({
  id: w.id,
  brandId: w.brand_id,
  amount: w.amount,
  status: w.status,
  bankName: w.bank_name,
  accountNumber: mask(w.account_number),
  accountName: w.account_name,
  createdAt: w.created_iso,
  processedAt: w.processed_iso,
});
const wSelect = sql.raw(`*, iso(created_at) AS created_iso, iso(processed_at) AS processed_iso`);

interface TxRow {
  id: number;
  brand_id: number;
  type: string;
  amount: number;
  description: string;
  order_code: string | null;
  withdrawal_id: number | null;
  balance_after: number;
  created_iso: string;
}
const toTx = (t: TxRow) => ({
  id: t.id,
  brandId: t.brand_id,
  type: t.type,
  amount: t.amount,
  description: t.description,
  orderCode: t.order_code,
  withdrawalId: t.withdrawal_id,
  balanceAfter: t.balance_after,
  createdAt: t.created_iso,
});

export const handlers: HandlerMap = {
  async getWithdrawalListV2(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const p = paging(ctx.query);
    const status = str(ctx.query.status) ?? 'all';
    const where = sql`brand_id = ${brand.id}${status !== 'all' ? sql` AND status = ${status}` : sql``}${dateRange(ctx.query)}`;
    const list = await rows<WithdrawalRow>(ctx.db, sql`SELECT ${wSelect} FROM withdrawals WHERE ${where} ORDER BY ${orderBy(ctx.query, { createdAt: 'created_at', amount: 'amount', status: 'status' }, 'created_at')} LIMIT ${p.size} OFFSET ${p.offset}`);
    const total = await one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM withdrawals WHERE ${where}`);
    return ok(list.map(toWithdrawal), { metadata: metadata(p, total?.n ?? 0) });
  },

  async getWithdrawalV2(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const row = await one<WithdrawalRow>(ctx.db, sql`SELECT ${wSelect} FROM withdrawals WHERE id = ${int(ctx.params.id)} AND brand_id = ${brand.id}`);
    if (!row) throw notFound('Penarikan dana tidak ditemukan.');
    return ok(toWithdrawal(row));
  },

  async postWithdrawalV2(ctx) {
    checkTenant(ctx);
    const body = ctx.body as { brandId: number; amount: number; note?: string };
    return ctx.db.transaction(async (tx) => {
      const brand = await ownBrand(tx, authOf(ctx), body.brandId);
      const pending = await one<{ s: number }>(tx, sql`SELECT coalesce(sum(amount), 0)::bigint AS s FROM withdrawals WHERE brand_id = ${brand.id} AND status IN ('pending', 'processed')`);
      const available = brand.balance - Number(pending?.s ?? 0);
      if (body.amount > available) throw badRequest(`Saldo tidak mencukupi. Saldo yang bisa ditarik Rp${available.toLocaleString('id-ID')}.`);
      const account = await one<{ bank_name: string | null; account_number: string | null; account_name: string | null }>(tx, sql`SELECT bank_name, account_number, account_name FROM brands WHERE id = ${brand.id}`);
      if (!account?.bank_name || !account.account_number || !account.account_name) {
        throw badRequest('Rekening pencairan belum terdaftar. Daftarkan rekening terlebih dahulu.');
      }
      const row = await one<WithdrawalRow>(
        tx,
        sql`INSERT INTO withdrawals (id, brand_id, amount, status, bank_name, account_number, account_name, note, created_at)
            VALUES (nextval('withdrawals_id_seq'), ${brand.id}, ${body.amount}, 'pending', ${account.bank_name}, ${account.account_number},
                    ${account.account_name}, ${body.note ?? ''}, now()) RETURNING ${wSelect}`,
      );
      return created(toWithdrawal(row!));
    });
  },

  async getBankAccount(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const account = await one<{ bank_name: string | null; account_number: string | null; account_name: string | null }>(ctx.db, sql`SELECT bank_name, account_number, account_name FROM brands WHERE id = ${brand.id}`);
    return ok(account?.bank_name && account.account_number && account.account_name
      ? { bankName: account.bank_name, accountNumber: mask(account.account_number), accountName: account.account_name }
      : null);
  },

  async getBrandBalanceV2(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.params.id);
    const account = await one<{ bank_name: string | null; account_number: string | null; account_name: string | null }>(ctx.db, sql`SELECT bank_name, account_number, account_name FROM brands WHERE id = ${brand.id}`);
    const bankAccount = account?.bank_name && account.account_number && account.account_name
      ? { bankName: account.bank_name, accountNumber: mask(account.account_number), accountName: account.account_name }
      : null;
    const pending = await one<{ s: number; at: string | null }>(
      ctx.db,
      sql`SELECT coalesce(sum(amount) FILTER (WHERE status IN ('pending', 'processed')), 0)::bigint AS s,
                 (SELECT iso(max(created_at)) FROM finance_transactions WHERE brand_id = ${brand.id}) AS at
          FROM withdrawals WHERE brand_id = ${brand.id}`,
    );
    return ok({ brandId: brand.id, balance: brand.balance, pendingWithdrawal: Number(pending?.s ?? 0), bankAccount, updatedAt: pending?.at ?? new Date().toISOString() });
  },

  async getFinanceTransactionList(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const p = paging(ctx.query);
    const type = str(ctx.query.type) ?? 'all';
    const q = str(ctx.query.q);
    const where = sql`brand_id = ${brand.id}${type !== 'all' ? sql` AND type = ${type}` : sql``}${q ? sql` AND (description ILIKE ${like(q)} OR order_code ILIKE ${like(q)})` : sql``}${dateRange(ctx.query)}`;
    const list = await rows<TxRow>(ctx.db, sql`SELECT *, iso(created_at) AS created_iso FROM finance_transactions WHERE ${where} ORDER BY ${orderBy(ctx.query, { createdAt: 'created_at', amount: 'amount' }, 'created_at')} LIMIT ${p.size} OFFSET ${p.offset}`);
    const total = await one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM finance_transactions WHERE ${where}`);
    return ok(list.map(toTx), { metadata: metadata(p, total?.n ?? 0) });
  },

  async getFinanceTransaction(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const row = await one<TxRow>(ctx.db, sql`SELECT *, iso(created_at) AS created_iso FROM finance_transactions WHERE id = ${int(ctx.params.id)} AND brand_id = ${brand.id}`);
    if (!row) throw notFound('Transaksi tidak ditemukan.');
    return ok(toTx(row));
  },
};
