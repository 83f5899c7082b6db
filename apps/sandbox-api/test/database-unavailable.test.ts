import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/http/database-errors.js';
import { createSandbox, type Sandbox } from '../src/server.js';

/** A PostgreSQL address where nothing listens: every query meets a refused connection. */
const nowhere = 'postgres://postgres@127.0.0.1:1/sandbox';

let database: Database;
let sandbox: Sandbox;

beforeAll(async () => {
  database = await openDatabase({ url: nowhere });
  sandbox = createSandbox({ db: database.db, contractMode: 'throw' });
});

afterAll(async () => {
  await database.close();
});

describe('the database away', () => {
  it('answers 503 with Retry-After and the §8 message shape, for reads and writes alike', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/version', undefined],
      [
        'POST',
        '/api/auth/login',
        'grant_type=password&username=seller%40demo.id&password=demo12345',
      ],
    ] as const) {
      const res = await sandbox.app.request(path, {
        method,
        headers: {
          authorization: 'Bearer any-token',
          'content-type': 'application/x-www-form-urlencoded',
        },
        ...(body ? { body } : {}),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const answer = (await res.json()) as {
        error: { code: string; message: string };
        metadata: { messsage: string };
      };
      expect(answer.error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.',
      });
      expect(answer.metadata.messsage).toBe(answer.error.message);
    }
  });

  it('tells an unreachable database from a fault of the request', () => {
    const wrapped = (cause: unknown) =>
      Object.assign(new Error('Failed query: select 1'), { cause });
    expect(
      isDatabaseUnavailable(
        wrapped(
          Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          }),
        ),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(
        new AggregateError([
          Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
        ]),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
  });
});
