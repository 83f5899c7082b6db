import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorOf, readResults } from '../src/db/pglite-results.js';

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create({ parsers: { 1082: (v: string) => v, 1700: (v: string) => Number(v) } });
  await client.exec(`CREATE TABLE t (id serial PRIMARY KEY, sku text UNIQUE NOT NULL, note text)`);
});

afterAll(async () => {
  await client.close();
});

/** The raw answer to one extended-protocol query, and PGlite's own reading of it. */
async function answer(text: string, values: (string | null)[] = []) {
  const { serialize } = protocol;
  const message = Buffer.concat([
    serialize.parse({ text }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const chunks: Uint8Array[] = [];
  await client.execProtocolRawStream(message, { onRawData: (chunk) => chunks.push(chunk.slice()) });
  const raw = Buffer.concat(chunks);
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  new protocol.Parser().parse(raw, (m) => messages.push(m));
  return { raw, messages };
}

const everyType = `SELECT 1::int2 AS small, 2147483647::int4 AS int, 9007199254740993::int8 AS big, 12.50::numeric AS money,
  1.5::float8 AS float, true AS yes, false AS no, NULL::text AS nothing, '' AS empty,
  'Kopi Susu Gula Aren — 250 ml ☕ ñ' AS name, '{"a": [1, "dua"], "b": null}'::jsonb AS doc,
  ARRAY['x', 'y,z', NULL] AS list, ARRAY[1, 2] AS numbers, '2026-11-26'::date AS day,
  '2026-11-26T10:11:12.345Z'::timestamptz AS at, '\\x00ff'::bytea AS blob, 7 AS same, 8 AS same`;

describe('reading a query answer from its bytes', () => {
  it('gives the rows, fields and command PGlite gives, for every type the sandbox reads', async () => {
    const { raw, messages } = await answer(everyType);
    const mine = readResults(raw, client.parsers);
    expect(mine).toEqual(parse.parseResults(messages, client.parsers)[0]);
    expect(mine!.rows[0]).toMatchObject({ big: 9007199254740993n, money: 12.5, name: 'Kopi Susu Gula Aren — 250 ml ☕ ñ', same: 8, day: '2026-11-26' });
  });

  it('gives rows as arrays, with per-query parsers, as PGlite does', async () => {
    const { raw, messages } = await answer(everyType);
    const options = { rowMode: 'array' as const, parsers: { 23: (v: string) => `n${v}` } };
    const mine = readResults(raw, client.parsers, options);
    expect(mine).toEqual(parse.parseResults(messages, client.parsers, options)[0]);
    expect((mine!.rows[0] as unknown[]).at(-1)).toBe('n8');
  });

  it('counts the rows a write touched and the rows a query returned', async () => {
    for (const [text, values] of [
      ['INSERT INTO t (sku) VALUES ($1), ($2)', ['A-1', 'A-2']],
      ['UPDATE t SET note = $1', ['catatan']],
      ['SELECT * FROM t WHERE note = $1', ['tidak ada']],
      ['DELETE FROM t WHERE sku = $1 RETURNING id, sku', ['A-2']],
    ] as const) {
      const { raw, messages } = await answer(text, [...values]);
      expect(readResults(raw, client.parsers)).toEqual(parse.parseResults(messages, client.parsers)[0]);
    }
  });

  it('leaves an error answer to PGlite, which gives its DatabaseError with the code', async () => {
    const { raw } = await answer('INSERT INTO t (sku) VALUES ($1)', ['A-1']);
    expect(readResults(raw, client.parsers)).toBeNull();
    expect(databaseErrorOf(raw)).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
  });
});
