import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { plannedPerCall } from './plan-per-call.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations, seed). */
  exec: (script: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite folder; when absent (and no url) the database lives in memory. */
  dataDir?: string;
}

// node-postgres hands bigint and numeric back as strings; the contract wants numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// Dates stay text so a server in another time zone cannot shift a YYYY-MM-DD by a day.
pg.types.setTypeParser(1082, (v) => v);

/** Named statements kept per pool; beyond this a query is sent unnamed, as before. */
const maxNamedStatements = 2000;

/**
 * Names every query the app sends through the pool (issue 17): node-postgres then prepares a
 * text once per connection and afterwards only binds and executes it, so the server keeps its
 * parse tree and one generic plan instead of parsing and planning each call again (0.2–3.5 ms
 * each for the list queries). Named statements go to their own connections, whose
 * plan_cache_mode is force_generic_plan (plan-per-call.ts). Searches stay unnamed and are planned
 * with their words, on the pool's other connections; so are transactions, on a checked-out client.
 */
function namedStatements(pool: pg.Pool, prepared: pg.Pool): void {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const preparedQuery = prepared.query.bind(prepared) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => {
    if (
      config &&
      typeof config === 'object' &&
      typeof (config as { text?: unknown }).text === 'string' &&
      !(config as { name?: unknown }).name
    ) {
      const text = (config as { text: string }).text;
      let name = names.get(text);
      if (name === undefined && names.size < maxNamedStatements && !plannedPerCall(text))
        names.set(text, (name = `sandbox_${names.size.toString(36)}`));
      if (name !== undefined) return preparedQuery({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    // A server that does not answer a connection within 5 s counts as away (503), not as a hang.
    const connection = { connectionString: options.url, max: 8, connectionTimeoutMillis: 5000 };
    const pool = new pg.Pool(connection);
    const prepared = new pg.Pool({
      ...connection,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle connection the server ends (restart, admin termination) is dropped from the pool and
    // replaced on the next query; unhandled, its 'error' event would end the whole process.
    for (const each of [pool, prepared])
      each.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    namedStatements(pool, prepared);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exec = async (script: string) => {
      await pool.query(script);
    };
    return {
      db,
      kind: 'postgres',
      exec,
      close: async () => void (await Promise.all([pool.end(), prepared.end()])),
    };
  }
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
    parsers: {
      1082: (v: string) => v,
      1700: (v: string) => Number(v),
    },
  });
  // PGlite's own query path (unnamed, planned with each call's values). A hand-written wire path
  // that kept plans served up to twice the requests under load, but no bench budget needs it and
  // its generic plans read a product-type page in 160–260 ms: docs/decisions/pglite-fast-path.md.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const exec = async (script: string) => {
    await client.exec(script);
  };
  return { db, kind: 'pglite', exec, close: () => client.close() };
}
