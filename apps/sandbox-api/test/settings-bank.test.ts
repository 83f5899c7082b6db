import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

const path = '/api/disbursement/v2/partner/bank-account';
const account = {
  brandId: 102,
  bankName: 'Bank Mandiri',
  accountNumber: '1370012345678',
  accountName: 'Rina Wulandari',
  password: 'demo12345',
};

onBothDatabases('settings: the bank account withdrawals are paid into', (sandbox) => {
  it('a wrong password is "Kata sandi salah." and the account stays as it was', async () => {
    const token = await sandbox().login('seller@demo.id');
    const before = await one<{ account_number: string | null }>(
      sandbox().database.db,
      sql`SELECT account_number FROM brands WHERE id = 102`,
    );
    const wrong = await sandbox().request('PUT', path, {
      token,
      json: { ...account, password: 'bukan-sandi1' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'Kata sandi salah.',
    );
    const bad = await sandbox().request('PUT', path, {
      token,
      json: { ...account, accountNumber: '12-34' },
    });
    expect(bad.status).toBe(400);
    const after = await one<{ account_number: string | null }>(
      sandbox().database.db,
      sql`SELECT account_number FROM brands WHERE id = 102`,
    );
    expect(after?.account_number).toBe(before?.account_number);
  });

  it('20 parallel saves under one key write once; the GET and the balance answer the new masked number', async () => {
    const token = await sandbox().login('seller@demo.id');
    const answers = await inParallel(20, () =>
      sandbox().request('PUT', path, {
        token,
        json: account,
        headers: { 'Idempotency-Key': 'bank-account-save-1' },
      }),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(
      answers.map((a) => (a.body as { data: { accountNumber: string } }).data.accountNumber),
    ).toEqual(Array(20).fill('*********5678'));
    const read = await sandbox().request('GET', `${path}?brandId=102`, { token });
    expect(((await read.json()) as { data: unknown }).data).toEqual({
      bankName: 'Bank Mandiri',
      accountNumber: '*********5678',
      accountName: 'Rina Wulandari',
    });
    const balance = await sandbox().request(
      'GET',
      '/api/disbursement/v2/partner/brand-balance/102',
      { token },
    );
    expect(
      ((await balance.json()) as { data: { bankAccount: { accountNumber: string } } }).data
        .bankAccount.accountNumber,
    ).toBe('*********5678');
  });

  it('another seller’s brand is refused', async () => {
    const token = await sandbox().login('single@demo.id');
    const foreign = await sandbox().request('PUT', path, { token, json: account });
    expect(foreign.status).toBe(403);
  });
});
