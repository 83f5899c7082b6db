import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { one, rows } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

const base = '/api/disbursement';
const balanceOf = async (send: () => Promise<Response>) =>
  ((await (await send()).json()) as { data: { balance: number; pendingWithdrawal: number } }).data;
type Sandbox = Parameters<Parameters<typeof onBothDatabases>[1]>[0];

async function seller(sandbox: Sandbox, email = 'seller@demo.id') {
  const token = await sandbox().login(email);
  const balance = (brandId: number) =>
    balanceOf(() =>
      sandbox().request('GET', `${base}/v2/partner/brand-balance/${brandId}`, { token }),
    );
  const withdraw = (tenant: string, brandId: number, amount: unknown, key?: string) =>
    sandbox().request('POST', `${base}/v2/${tenant}/withdrawal`, {
      token,
      json: { brandId, amount },
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });
  return { token, balance, withdraw };
}

onBothDatabases('money: withdrawals against the balance', (sandbox, kind) => {
  it(`20 parallel withdrawals of the whole balance accept exactly one (${kind})`, async () => {
    const { balance, withdraw } = await seller(sandbox);
    const before = await balance(102);
    expect(before.balance).toBeGreaterThan(10_000);
    const answers = await inParallel(20, () => withdraw('partner', 102, before.balance));
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(19);
    expect((refused[0]?.body as { error: { message: string } }).error.message).toBe(
      'Saldo tidak mencukupi. Saldo yang bisa ditarik Rp0.',
    );
    const after = await balance(102);
    expect(after.balance).toBe(0);
    expect(after.pendingWithdrawal).toBe(before.pendingWithdrawal + before.balance);
    const ledger = await rows<{ balance_after: number }>(
      sandbox().database.db,
      sql`SELECT balance_after::bigint AS balance_after FROM finance_transactions WHERE brand_id = 102 ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    expect(Number(ledger[0]?.balance_after)).toBe(0);
  });

  it(`20 parallel withdrawals of a quarter of the balance plus one rupiah accept exactly three (${kind})`, async () => {
    const { balance, withdraw } = await seller(sandbox);
    const before = await balance(103);
    const quarterPlusOne = Math.floor(before.balance / 4) + 1;
    const answers = await inParallel(20, () => withdraw('partner', 103, quarterPlusOne));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(17);
    expect((await balance(103)).balance).toBe(before.balance - 3 * quarterPlusOne);
  });

  it(`a double click with one Idempotency-Key creates one withdrawal, and a retry replays it (${kind})`, async () => {
    const { balance, withdraw } = await seller(sandbox);
    const before = await balance(101);
    const answers = await inParallel(2, () =>
      withdraw('partner', 101, 50_000, 'money-double-click-1'),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const ids = answers.map((a) => (a.body as { data: { id: number } }).data.id);
    expect(ids[0]).toBe(ids[1]);
    const retry = await withdraw('partner', 101, 50_000, 'money-double-click-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { data: { id: number } }).data.id).toBe(ids[0]);
    expect((await balance(101)).balance).toBe(before.balance - 50_000);
    const count = await one<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE brand_id = 101 AND amount = 50000`,
    );
    expect(count?.n).toBe(1);
    const next = await withdraw('partner', 101, 50_000, 'money-double-click-2');
    expect(next.status).toBe(201);
    expect((await balance(101)).balance).toBe(before.balance - 100_000);
  });
});

onBothDatabases('money: bad input and the ledger', (sandbox) => {
  it('absurd amounts get a 400 in Indonesian and write nothing', async () => {
    const { balance, withdraw } = await seller(sandbox);
    const before = await balance(101);
    const cases: [unknown, RegExp][] = [
      [-1, /minimal 10000/],
      [0, /minimal 10000/],
      [15000.5, /angka|bulat/],
      [2 ** 53, /maksimal 500000000/],
      ['NaN', /angka/],
      [null, /angka/],
      [9_999, /minimal 10000/],
      [500_000_001, /maksimal 500000000/],
    ];
    for (const [amount, message] of cases) {
      const res = await withdraw('partner', 101, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    const nan = await sandbox().request('POST', `${base}/v2/partner/withdrawal`, {
      token: await sandbox().login('seller@demo.id'),
      rawJson: '{"brandId":101,"amount":NaN}',
    });
    expect(nan.status).toBe(400);
    expect((await balance(101)).balance).toBe(before.balance);
  });

  it('more than the balance, no bank account, another tenant or brand are refused', async () => {
    const { balance, withdraw } = await seller(sandbox);
    const { balance: b301 } = await balance(101).then((b) => ({ balance: b }));
    const over = await withdraw('partner', 101, b301.balance + 1);
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(
      /^Saldo tidak mencukupi\. Saldo yang bisa ditarik Rp[\d.]+\.$/,
    );
    expect((await withdraw('stockist', 101, 20_000)).status).toBe(403);
    expect((await withdraw('partner', 301, 20_000)).status).toBe(403);
    const single = await seller(sandbox, 'single@demo.id');
    const noAccount = await single.withdraw('partner', 401, 20_000);
    expect(noAccount.status).toBe(400);
    expect(((await noAccount.json()) as { error: { message: string } }).error.message).toBe(
      'Rekening pencairan belum terdaftar. Daftarkan rekening terlebih dahulu.',
    );
  });

  it('the bank account is masked to its last 4 digits; none gives null; the stockist uses its own tenant', async () => {
    const { token } = await seller(sandbox);
    const res = await sandbox().request('GET', `${base}/v2/partner/bank-account?brandId=101`, {
      token,
    });
    expect(res.status).toBe(200);
    const account = (
      (await res.json()) as {
        data: { bankName: string; accountNumber: string; accountName: string };
      }
    ).data;
    expect(account.accountNumber).toMatch(/^\*{6}\d{4}$/);
    expect(account.accountName).toBe('Rina Wulandari');
    const single = await sandbox().login('single@demo.id');
    expect(
      (
        (await (
          await sandbox().request('GET', `${base}/v2/partner/bank-account?brandId=401`, {
            token: single,
          })
        ).json()) as { data: unknown }
      ).data,
    ).toBeNull();
    const stockist = await seller(sandbox, 'stockist@demo.id');
    expect(
      (
        await sandbox().request('GET', `${base}/v2/stockist/bank-account?brandId=201`, {
          token: stockist.token,
        })
      ).status,
    ).toBe(200);
    const before = await stockist.balance(201);
    expect((await stockist.withdraw('stockist', 201, 10_000)).status).toBe(201);
    expect((await stockist.balance(201)).balance).toBe(before.balance - 10_000);
  });

  it('every seeded ledger ends at the brand balance, and each row follows from the one before', async () => {
    const db = sandbox().database.db;
    const brands = await rows<{ id: number; balance: number }>(
      db,
      sql`SELECT id, balance::bigint AS balance FROM brands WHERE id IN (101, 102, 103, 201, 202, 301, 401)`,
    );
    for (const brand of brands) {
      const ledger = await rows<{ type: string; amount: number; balance_after: number }>(
        db,
        sql`SELECT type, amount::bigint AS amount, balance_after::bigint AS balance_after FROM finance_transactions WHERE brand_id = ${brand.id} ORDER BY created_at, id`,
      );
      let running = 0;
      for (const row of ledger) {
        running += row.type === 'credit' ? Number(row.amount) : -Number(row.amount);
        expect(Number(row.balance_after)).toBe(running);
      }
      expect(running).toBe(Number(brand.balance));
    }
  });

  it('a withdrawal shows in the history, its detail and the ledger; totals and exports follow the filters', async () => {
    const { token, withdraw, balance } = await seller(sandbox);
    const made = (
      (await (await withdraw('partner', 101, 123_456)).json()) as {
        data: { id: number; status: string; fee: number };
      }
    ).data;
    expect(made.status).toBe('pending');
    expect(made.fee).toBe(0);
    const list = (await (
      await sandbox().request('GET', `${base}/v2/partner/withdrawal?brandId=101&status=pending`, {
        token,
      })
    ).json()) as { data: { id: number }[] };
    expect(list.data[0]?.id).toBe(made.id);
    const detail = await sandbox().request(
      'GET',
      `${base}/v2/partner/withdrawal/${made.id}?brandId=101`,
      { token },
    );
    expect(detail.status).toBe(200);
    const ledger = (await (
      await sandbox().request(
        'GET',
        `${base}/v2/partner/finance/transaction?brandId=101&category=withdrawal`,
        { token },
      )
    ).json()) as {
      data: { withdrawalId: number; amount: number; type: string; balanceAfter: number }[];
    };
    expect(ledger.data[0]).toMatchObject({
      withdrawalId: made.id,
      amount: 123_456,
      type: 'debit',
      balanceAfter: (await balance(101)).balance,
    });

    const summary = (await (
      await sandbox().request('GET', `${base}/v2/partner/finance/transaction/summary?brandId=101`, {
        token,
      })
    ).json()) as {
      data: {
        count: number;
        totalCredit: number;
        totalDebit: number;
        net: number;
        openingBalance: number;
        closingBalance: number;
      };
    };
    expect(summary.data.openingBalance).toBe(0);
    expect(summary.data.closingBalance).toBe((await balance(101)).balance);
    expect(summary.data.net).toBe(summary.data.totalCredit - summary.data.totalDebit);
    expect(summary.data.closingBalance).toBe(summary.data.openingBalance + summary.data.net);
    const failed = (await (
      await sandbox().request('GET', `${base}/v2/partner/withdrawal?brandId=101&status=failed`, {
        token,
      })
    ).json()) as {
      data: { failureReason: string | null }[];
    };
    for (const w of failed.data) expect(w.failureReason).toBeTruthy();

    const csv = await sandbox().request(
      'GET',
      `${base}/v2/partner/finance/transaction/export?brandId=101&format=csv&category=withdrawal`,
      { token },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Waktu (WIB);Jenis;Keterangan;Kode Pesanan;No. Penarikan;Masuk (Rp);Keluar (Rp);Saldo (Rp)',
    );
    expect(lines.at(-1)).toContain(`;${made.id};;123456;`);

    const xlsx = await sandbox().request(
      'GET',
      `${base}/v2/partner/finance/transaction/export?brandId=101&format=xlsx`,
      { token },
    );
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.getWorksheet('Riwayat Transaksi')!;
    expect(sheet.rowCount).toBe(summary.data.count + 1);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(7).value).toBe(123_456);
    expect(typeof last.getCell(8).value).toBe('number');
    expect(last.getCell(8).numFmt).toBe('#,##0');
    expect(last.getCell(8).value).toBe(summary.data.closingBalance);

    const badDate = await sandbox().request(
      'GET',
      `${base}/v2/partner/finance/transaction/summary?brandId=101&from=2026-1-01`,
      { token },
    );
    expect(badDate.status).toBe(400);
  });
});
