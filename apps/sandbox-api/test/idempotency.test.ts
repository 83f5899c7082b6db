import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { one } from '../src/db/query.js';
import { inParallel, onBothDatabases } from './both-databases.js';

const createPath = '/api/product/v3/partner/product';
const product = (sku: string) => ({
  brandId: 102,
  name: `Kopi Gayo Idempoten ${sku}`,
  description: 'Biji kopi sangrai sedang.',
  variants: [{ name: '250 gr / Biji', sku, price: 85000, stock: 10 }],
});

onBothDatabases('writes with an Idempotency-Key', (sandbox) => {
  it('a double click (two parallel requests, one key) creates one product and both get its answer', async () => {
    const token = await sandbox().login('seller@demo.id');
    const answers = await inParallel(2, () =>
      sandbox().request('POST', createPath, {
        token,
        json: product('IDEM-DOUBLE-1'),
        headers: { 'Idempotency-Key': 'double-click-key-1' },
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const ids = answers.map((a) => (a.body as { data: { id: number } }).data.id);
    expect(ids[0]).toBe(ids[1]);
    const count = await one<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM variants WHERE sku = 'IDEM-DOUBLE-1'`,
    );
    expect(count?.n).toBe(1);
  });

  it('a retry after the answer was lost replays it; another key writes again', async () => {
    const token = await sandbox().login('seller@demo.id');
    const send = (key: string, sku: string) =>
      sandbox().request('POST', createPath, {
        token,
        json: product(sku),
        headers: { 'Idempotency-Key': key },
      });
    const first = await send('retry-key-0001', 'IDEM-RETRY-1');
    const retry = await send('retry-key-0001', 'IDEM-RETRY-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { data: { id: number } }).data.id).toBe(
      ((await first.json()) as { data: { id: number } }).data.id,
    );
    const other = await send('retry-key-0002', 'IDEM-RETRY-2');
    expect(other.status).toBe(201);
  });

  it('a refused write frees its key, and a malformed key is a 400 that writes nothing', async () => {
    const token = await sandbox().login('seller@demo.id');
    const refused = await sandbox().request('POST', createPath, {
      token,
      json: { ...product('IDEM-REFUSED-1'), brandId: 999999 },
      headers: { 'Idempotency-Key': 'refused-key-0001' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const fixed = await sandbox().request('POST', createPath, {
      token,
      json: product('IDEM-REFUSED-1'),
      headers: { 'Idempotency-Key': 'refused-key-0001' },
    });
    expect(fixed.status).toBe(201);
    const malformed = await sandbox().request('POST', createPath, {
      token,
      json: product('IDEM-BAD-1'),
      headers: { 'Idempotency-Key': 'x' },
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toContain(
      'Idempotency-Key',
    );
    const count = await one<{ n: number }>(
      sandbox().database.db,
      sql`SELECT count(*)::int AS n FROM variants WHERE sku = 'IDEM-BAD-1'`,
    );
    expect(count?.n).toBe(0);
  });
});
