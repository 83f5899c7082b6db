import { sql } from 'drizzle-orm';
import { one, rows } from '../db/query.js';
import { notFound } from '../http/errors.js';
import type { HandlerMap } from '../http/types.js';
import {
  authOf,
  checkTenant,
  created,
  int,
  metadata,
  ok,
  orderBy,
  ownBrand,
  paging,
  str,
} from '../services/common.js';
import {
  ledgerExport,
  ledgerFilter,
  ledgerSummary,
  maskAccountNumber,
  requestWithdrawal,
  toWithdrawal,
  withdrawalColumns,
  type WithdrawalRequest,
  type WithdrawalRow,
} from '../services/finance.js';
import { dateRange } from '../services/orders.js';
import { saveBankAccount, type BankAccountInput } from '../services/settings.js';

interface TxRow {
  id: number;
  brand_id: number;
  type: string;
  category: string;
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
  category: t.category,
  amount: Number(t.amount),
  description: t.description,
  orderCode: t.order_code,
  withdrawalId: t.withdrawal_id,
  balanceAfter: Number(t.balance_after),
  createdAt: t.created_iso,
});

interface AccountRow {
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
}
const toAccount = (a: AccountRow | undefined) =>
  a?.bank_name && a.account_number && a.account_name
    ? {
        bankName: a.bank_name,
        accountNumber: maskAccountNumber(a.account_number),
        accountName: a.account_name,
      }
    : null;

export const handlers: HandlerMap = {
  async getWithdrawalListV2(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const p = paging(ctx.query);
    const status = str(ctx.query.status) ?? 'all';
    const where = sql`brand_id = ${brand.id}${status !== 'all' ? sql` AND status = ${status}` : sql``}${dateRange(ctx.query)}`;
    const list = await rows<WithdrawalRow>(
      ctx.db,
      sql`SELECT ${withdrawalColumns} FROM withdrawals WHERE ${where} ORDER BY ${orderBy(ctx.query, { createdAt: 'created_at', amount: 'amount', status: 'status' }, 'created_at')} LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE ${where}`,
    );
    return ok(list.map(toWithdrawal), { metadata: metadata(p, total?.n ?? 0) });
  },

  async getWithdrawalV2(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const row = await one<WithdrawalRow>(
      ctx.db,
      sql`SELECT ${withdrawalColumns} FROM withdrawals WHERE id = ${int(ctx.params.id)} AND brand_id = ${brand.id}`,
    );
    if (!row) throw notFound('Penarikan dana tidak ditemukan.');
    return ok(toWithdrawal(row));
  },

  async postWithdrawalV2(ctx) {
    checkTenant(ctx);
    const auth = authOf(ctx);
    const withdrawal = await ctx.db.transaction((tx) =>
      requestWithdrawal(tx, auth, ctx.body as WithdrawalRequest),
    );
    return created(withdrawal);
  },

  async getBankAccount(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const account = await one<AccountRow>(
      ctx.db,
      sql`SELECT bank_name, account_number, account_name FROM brands WHERE id = ${brand.id}`,
    );
    return ok(toAccount(account));
  },

  async putBankAccount(ctx) {
    checkTenant(ctx);
    return ok(await saveBankAccount(ctx, authOf(ctx), ctx.body as BankAccountInput));
  },

  async getBrandBalanceV2(ctx) {
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.params.id);
    const account = await one<AccountRow>(
      ctx.db,
      sql`SELECT bank_name, account_number, account_name FROM brands WHERE id = ${brand.id}`,
    );
    // The balance is what can be withdrawn: a requested withdrawal is debited at once, so the
    // ones still under way are reported beside it, not taken off again.
    const pending = await one<{ s: number; at: string | null }>(
      ctx.db,
      sql`SELECT coalesce(sum(amount) FILTER (WHERE status IN ('pending', 'processed')), 0)::bigint AS s,
                 (SELECT iso(max(created_at)) FROM finance_transactions WHERE brand_id = ${brand.id}) AS at
          FROM withdrawals WHERE brand_id = ${brand.id}`,
    );
    return ok({
      brandId: brand.id,
      balance: Number(brand.balance),
      pendingWithdrawal: Number(pending?.s ?? 0),
      bankAccount: toAccount(account),
      updatedAt: pending?.at ?? new Date().toISOString(),
    });
  },

  async getFinanceTransactionList(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const p = paging(ctx.query);
    const where = ledgerFilter(brand.id, ctx.query);
    const list = await rows<TxRow>(
      ctx.db,
      sql`SELECT *, iso(created_at) AS created_iso FROM finance_transactions WHERE ${where} ORDER BY ${orderBy(ctx.query, { createdAt: 'created_at', amount: 'amount' }, 'created_at')} LIMIT ${p.size} OFFSET ${p.offset}`,
    );
    const total = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM finance_transactions WHERE ${where}`,
    );
    return ok(list.map(toTx), { metadata: metadata(p, total?.n ?? 0) });
  },

  async getFinanceTransactionSummary(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    return ok(await ledgerSummary(ctx.db, brand.id, ctx.query));
  },

  async getFinanceTransactionExport(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const file = await ledgerExport(ctx.db, brand.id, ctx.query);
    const range = [str(ctx.query.from), str(ctx.query.to)].filter(Boolean).join('_');
    return new Response(file.body, {
      status: 200,
      headers: {
        'content-type': file.type,
        'content-disposition': `attachment; filename="riwayat-transaksi-${brand.id}${range ? `-${range}` : ''}.${file.ext}"`,
      },
    });
  },

  async getFinanceTransaction(ctx) {
    checkTenant(ctx);
    const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
    const row = await one<TxRow>(
      ctx.db,
      sql`SELECT *, iso(created_at) AS created_iso FROM finance_transactions WHERE id = ${int(ctx.params.id)} AND brand_id = ${brand.id}`,
    );
    if (!row) throw notFound('Transaksi tidak ditemukan.');
    return ok(toTx(row));
  },
};
