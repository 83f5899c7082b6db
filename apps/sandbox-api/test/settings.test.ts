import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

const base = '/api/mimin/v2/partner/user';
const messageOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

onBothDatabases('settings: account, password, sessions, number masking', (sandbox) => {
  it('saves name, phone and e-mail; the current user answers with the new name at once', async () => {
    const token = await sandbox().login('single@demo.id');
    const saved = await sandbox().request('PUT', `${base}/current/profile`, {
      token,
      json: { name: 'Agus Pratama Putra', telephone: '081298765432', email: 'single@demo.id' },
      headers: { 'Idempotency-Key': 'profile-save-0001' },
    });
    expect(saved.status).toBe(200);
    const current = await sandbox().request('GET', `${base}/current`, { token });
    expect(
      ((await current.json()) as { data: { name: string; telephone: string } }).data,
    ).toMatchObject({ name: 'Agus Pratama Putra', telephone: '081298765432' });
  });

  it('refuses a bad phone and an e-mail of another account with Indonesian messages, changing nothing', async () => {
    const token = await sandbox().login('single@demo.id');
    const before = await one<{ name: string }>(
      sandbox().database.db,
      sql`SELECT name FROM users WHERE id = 4`,
    );
    const badPhone = await sandbox().request('PUT', `${base}/current/profile`, {
      token,
      json: { name: 'X', telephone: 'abc', email: 'single@demo.id' },
    });
    expect(badPhone.status).toBe(400);
    const taken = await sandbox().request('PUT', `${base}/current/profile`, {
      token,
      json: { name: 'Nama Baru', telephone: '081200000000', email: 'seller@demo.id' },
    });
    expect(taken.status).toBe(400);
    expect(await messageOf(taken)).toBe('Email sudah dipakai akun lain.');
    const after = await one<{ name: string }>(
      sandbox().database.db,
      sql`SELECT name FROM users WHERE id = 4`,
    );
    expect(after?.name).toBe(before?.name);
  });

  it('a wrong current password is refused and the old password still signs in', async () => {
    const token = await sandbox().login('mofasa@demo.id');
    const wrong = await sandbox().request('PUT', '/api/mimin/v2/mofasa/user/current/password', {
      token,
      json: {
        currentPassword: 'salah-sekali1',
        newPassword: 'BaruSekali123',
        signOutOthers: false,
      },
    });
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe('Kata sandi saat ini salah.');
    await expect(sandbox().login('mofasa@demo.id')).resolves.toBeTruthy();
  });

  it('a password change signs the other devices out and keeps this one; a double click changes it once', async () => {
    const other = await sandbox().login('stockist@demo.id');
    const token = await sandbox().login('stockist@demo.id');
    const answers = await inParallel(2, () =>
      sandbox().request('PUT', '/api/mimin/v2/stockist/user/current/password', {
        token,
        json: { currentPassword: 'demo12345', newPassword: 'Gudang2026baru', signOutOthers: true },
        headers: { 'Idempotency-Key': 'password-change-01' },
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(
      answers.map((a) => (a.body as { data: { revokedSessions: number } }).data.revokedSessions),
    ).toEqual([1, 1]);
    expect(
      (await sandbox().request('GET', '/api/mimin/v2/stockist/user/current', { token: other }))
        .status,
    ).toBe(401);
    expect(
      (await sandbox().request('GET', '/api/mimin/v2/stockist/user/current', { token })).status,
    ).toBe(200);
    const oldPassword = await sandbox().request('POST', '/api/auth/login', {
      json: { username: 'stockist@demo.id', password: 'demo12345' },
    });
    expect(oldPassword.status).toBeGreaterThanOrEqual(400);
  });

  it('"log out other devices" revokes every other token of the user, the current one stays', async () => {
    const others = [
      await sandbox().login('seller@demo.id'),
      await sandbox().login('seller@demo.id'),
    ];
    const token = await sandbox().login('seller@demo.id');
    const listed = await sandbox().request('GET', `${base}/sessions`, { token });
    const sessions = ((await listed.json()) as { data: { current: boolean }[] }).data;
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const revoked = await sandbox().request('POST', `${base}/sessions/revoke-others`, {
      token,
      headers: { 'Idempotency-Key': 'revoke-others-01' },
    });
    expect(
      ((await revoked.json()) as { data: { revokedSessions: number } }).data.revokedSessions,
    ).toBeGreaterThanOrEqual(2);
    for (const old of others)
      expect((await sandbox().request('GET', `${base}/current`, { token: old })).status).toBe(401);
    expect((await sandbox().request('GET', `${base}/current`, { token })).status).toBe(200);
    const after = (
      (await (await sandbox().request('GET', `${base}/sessions`, { token })).json()) as {
        data: { current: boolean }[];
      }
    ).data;
    expect(after).toEqual([expect.objectContaining({ current: true })]);
  });

  it('number masking is saved per brand and read back; another seller’s brand is refused', async () => {
    const token = await sandbox().login('seller@demo.id');
    const read = async () =>
      (
        (await (
          await sandbox().request('GET', '/api/scam/v1/scam/masking-number?brandId=101', { token })
        ).json()) as { data: { maskingNumberEnabled: boolean } }
      ).data.maskingNumberEnabled;
    expect(await read()).toBe(false);
    const on = await sandbox().request('PUT', '/api/scam/v1/scam/masking-number', {
      token,
      json: { brandId: 101, maskingNumberEnabled: true },
    });
    expect(on.status).toBe(200);
    expect(await read()).toBe(true);
    const foreign = await sandbox().request('PUT', '/api/scam/v1/scam/masking-number', {
      token,
      json: { brandId: 201, maskingNumberEnabled: true },
    });
    expect(foreign.status).toBe(403);
  });
});
