import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { startSandbox, type TestSandbox } from './support.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A database of its own on the TEST_DATABASE_URL server, so suites never share rows or schema. */
async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sandbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

/**
 * Runs `suite` once on a private seeded PGlite copy and once on a freshly seeded database of
 * the real PostgreSQL server named by TEST_DATABASE_URL (CI sets it; without it the PostgreSQL
 * half says so and does not run). Meant for the rules that must hold under parallel requests:
 * PGlite runs one query at a time, so only the real server proves a lock or an index.
 */
export function onBothDatabases(
  title: string,
  suite: (sandbox: () => TestSandbox, kind: DatabaseKind) => void,
): void {
  describe(`${title} — PGlite`, () => {
    let sandbox: TestSandbox | undefined;
    beforeAll(async () => {
      sandbox = await startSandbox();
    });
    afterAll(async () => {
      await sandbox?.close();
    });
    suite(() => sandbox!, 'PGlite');
  });

  describe.runIf(Boolean(serverUrl))(`${title} — PostgreSQL (TEST_DATABASE_URL)`, () => {
    let sandbox: TestSandbox | undefined;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const created = await createServerDatabase();
      drop = created.drop;
      sandbox = await startSandbox({ url: created.url });
    });
    afterAll(async () => {
      await sandbox?.close();
      await drop?.();
    });
    suite(() => sandbox!, 'PostgreSQL');
  });
}

/** Fires `count` copies of a request at once and returns their statuses and bodies. */
export async function inParallel(
  count: number,
  send: (index: number) => Promise<Response>,
): Promise<{ status: number; body: unknown }[]> {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return Promise.all(
    responses.map(async (res) => ({
      status: res.status,
      body: await res.json().catch(() => null),
    })),
  );
}
