import { sql, type SQL } from 'drizzle-orm';
import type { Exec } from '../db/query.js';
import { one, rows } from '../db/query.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import type { AuthInfo, Bag } from '../http/types.js';
import { int, like, str } from './common.js';
import { dateRange } from './orders.js';
import {
  csvFileType,
  tableToCsv,
  tableToXlsx,
  xlsxType,
  type TableColumn,
  type TableFile,
} from './files/table-file.js';

/** Rules of a withdrawal request (issue 11); the contract states the same bounds. */
export const withdrawalRules = {
  minAmount: 10_000,
  maxAmount: 500_000_000,
  /** The transfer fee the sandbox charges: free, as the marketplaces it models are for one payout a day. */
  fee: 0,
} as const;

/** At most this many rows go into one export file. */
export const exportRowLimit = 10_000;

const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/** Only the last 4 digits of an account number stay visible. */
export const maskAccountNumber = (n: string) =>
  `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

export interface WithdrawalRow {
  id: number;
  brand_id: number;
  amount: number;
  fee: number;
  status: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  note: string;
  failure_reason: string | null;
  created_iso: string;
  processed_iso: string | null;
}

export const withdrawalColumns = sql.raw(
  `*, iso(created_at) AS created_iso, iso(processed_at) AS processed_iso`,
);

export const toWithdrawal = (w: WithdrawalRow) => ({
  id: w.id,
  brandId: w.brand_id,
  amount: Number(w.amount),
  fee: Number(w.fee),
  status: w.status,
  bankName: w.bank_name,
  accountNumber: maskAccountNumber(w.account_number),
  accountName: w.account_name,
  note: w.note,
  failureReason:
    w.status === 'failed' ? (w.failure_reason ?? 'Penarikan dana ditolak oleh bank.') : null,
  createdAt: w.created_iso,
  processedAt: w.processed_iso,
});

interface LockedBrand {
  id: number;
  user_id: number;
  balance: number;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
}

export interface WithdrawalRequest {
  brandId: unknown;
  amount: unknown;
  note?: unknown;
}

/**
 * Takes a withdrawal out of the balance. The brand row is locked (`FOR UPDATE`) for the whole
 * transaction, so the balance check, the debit, the request and its ledger row are one step:
 * parallel requests queue on the lock and each sees the balance the previous one left.
 */
export async function requestWithdrawal(tx: Exec, auth: AuthInfo, input: WithdrawalRequest) {
  const amount = input.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw badRequest('Jumlah penarikan harus berupa bilangan bulat rupiah.');
  if (amount < withdrawalRules.minAmount)
    throw badRequest(`Jumlah penarikan minimal ${rupiah(withdrawalRules.minAmount)}.`);
  if (amount > withdrawalRules.maxAmount)
    throw badRequest(
      `Jumlah penarikan maksimal ${rupiah(withdrawalRules.maxAmount)} per pengajuan.`,
    );
  const brand = await one<LockedBrand>(
    tx,
    sql`SELECT id, user_id, balance, bank_name, account_number, account_name FROM brands WHERE id = ${int(input.brandId)} FOR UPDATE`,
  );
  if (!brand) throw notFound('Brand tidak ditemukan.');
  if (brand.user_id !== auth.userId) throw forbidden();
  if (!brand.bank_name || !brand.account_number || !brand.account_name) {
    throw badRequest('Rekening pencairan belum terdaftar. Daftarkan rekening terlebih dahulu.');
  }
  const balance = Number(brand.balance);
  if (amount > balance)
    throw badRequest(`Saldo tidak mencukupi. Saldo yang bisa ditarik ${rupiah(balance)}.`);
  const after = balance - amount;
  await tx.execute(sql`UPDATE brands SET balance = ${after} WHERE id = ${brand.id}`);
  const note = typeof input.note === 'string' ? input.note : '';
  const row = await one<WithdrawalRow>(
    tx,
    sql`INSERT INTO withdrawals (id, brand_id, amount, fee, status, bank_name, account_number, account_name, note, created_at)
        VALUES (nextval('withdrawals_id_seq'), ${brand.id}, ${amount}, ${withdrawalRules.fee}, 'pending', ${brand.bank_name},
                ${brand.account_number}, ${brand.account_name}, ${note}, now())
        RETURNING ${withdrawalColumns}`,
  );
  await tx.execute(
    sql`INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
        VALUES (nextval('finance_transactions_id_seq'), ${brand.id}, 'debit', 'withdrawal', ${amount},
                ${`Penarikan dana ke ${brand.bank_name}`}, NULL, ${row!.id}, ${after}, now())`,
  );
  return toWithdrawal(row!);
}

/** What the ledger list, its totals and its export select: one brand, the same filters. */
export function ledgerFilter(brandId: number, query: Bag): SQL {
  const type = str(query.type) ?? 'all';
  const category = str(query.category) ?? 'all';
  const q = str(query.q);
  return sql`brand_id = ${brandId}${type !== 'all' ? sql` AND type = ${type}` : sql``}${
    category !== 'all' ? sql` AND category = ${category}` : sql``
  }${q ? sql` AND (description ILIKE ${like(q)} OR order_code ILIKE ${like(q)})` : sql``}${dateRange(query)}`;
}

export async function ledgerSummary(db: Exec, brandId: number, query: Bag) {
  const totals = await one<{ n: number; credit: number; debit: number }>(
    db,
    sql`SELECT count(*)::int AS n,
               coalesce(sum(amount) FILTER (WHERE type = 'credit'), 0)::bigint AS credit,
               coalesce(sum(amount) FILTER (WHERE type = 'debit'), 0)::bigint AS debit
        FROM finance_transactions WHERE ${ledgerFilter(brandId, query)}`,
  );
  const range = sql`brand_id = ${brandId}${dateRange(query)}`;
  const first = await one<{ before: number }>(
    db,
    sql`SELECT (balance_after + CASE WHEN type = 'debit' THEN amount ELSE -amount END)::bigint AS before
        FROM finance_transactions WHERE ${range} ORDER BY created_at ASC, id ASC LIMIT 1`,
  );
  const last = await one<{ after: number }>(
    db,
    sql`SELECT balance_after::bigint AS after FROM finance_transactions WHERE ${range} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  // A range without movements: the balance it ends with is the one before it.
  const to = str(query.to);
  const previous = last
    ? null
    : await one<{ after: number }>(
        db,
        sql`SELECT balance_after::bigint AS after FROM finance_transactions
            WHERE brand_id = ${brandId}${to ? sql` AND created_at < (${to}::date + interval '17 hours')` : sql``}
            ORDER BY created_at DESC, id DESC LIMIT 1`,
      );
  const credit = Number(totals?.credit ?? 0);
  const debit = Number(totals?.debit ?? 0);
  const closing = Number(last?.after ?? previous?.after ?? 0);
  return {
    count: totals?.n ?? 0,
    totalCredit: credit,
    totalDebit: debit,
    net: credit - debit,
    openingBalance: Number(first?.before ?? closing),
    closingBalance: closing,
  };
}

interface LedgerRow {
  type: string;
  category: string;
  amount: number;
  description: string;
  order_code: string | null;
  withdrawal_id: number | null;
  balance_after: number;
  wib: string;
}

const categoryNames: Record<string, string> = {
  order_income: 'Pendapatan pesanan',
  refund: 'Pengembalian dana',
  fee: 'Biaya',
  withdrawal: 'Penarikan dana',
  withdrawal_reversal: 'Pengembalian penarikan',
  adjustment: 'Penyesuaian',
};

const ledgerColumns: TableColumn[] = [
  { header: 'Waktu (WIB)', width: 18 },
  { header: 'Jenis', width: 22 },
  { header: 'Keterangan', width: 40 },
  { header: 'Kode Pesanan', width: 22 },
  { header: 'No. Penarikan', width: 14, numberFormat: '0' },
  { header: 'Masuk (Rp)', width: 16, numberFormat: '#,##0' },
  { header: 'Keluar (Rp)', width: 16, numberFormat: '#,##0' },
  { header: 'Saldo (Rp)', width: 18, numberFormat: '#,##0' },
];

/** The filtered ledger, oldest first, as CSV (UTF-8 BOM, `;`) or XLSX (numbers with #,##0). */
export async function ledgerExport(
  db: Exec,
  brandId: number,
  query: Bag,
): Promise<{ body: Uint8Array<ArrayBuffer>; type: string; ext: string }> {
  const list = await rows<LedgerRow>(
    db,
    sql`SELECT type, category, amount::bigint AS amount, description, order_code, withdrawal_id, balance_after::bigint AS balance_after,
               to_char(created_at AT TIME ZONE 'UTC' + interval '7 hours', 'YYYY-MM-DD HH24:MI') AS wib
        FROM finance_transactions WHERE ${ledgerFilter(brandId, query)} ORDER BY created_at ASC, id ASC LIMIT ${exportRowLimit}`,
  );
  const table = list.map((r) => [
    r.wib,
    categoryNames[r.category] ?? r.category,
    r.description,
    r.order_code ?? '',
    r.withdrawal_id ?? '',
    r.type === 'credit' ? Number(r.amount) : '',
    r.type === 'debit' ? Number(r.amount) : '',
    Number(r.balance_after),
  ]);
  const file: TableFile = { sheetName: 'Riwayat Transaksi', columns: ledgerColumns, rows: table };
  if (query.format === 'xlsx')
    return { body: await tableToXlsx(file), type: xlsxType, ext: 'xlsx' };
  return { body: tableToCsv(file, { separator: ';' }), type: csvFileType, ext: 'csv' };
}
