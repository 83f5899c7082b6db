import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 8 });
    // An idle connection the server ends (restart, admin termination) is dropped from the pool and
    // replaced on the next query; unhandled, its 'error' event would end the whole process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exec = async (script: string) => {
      await pool.query(script);
    };
    return { db, kind: 'postgres', exec, close: () => pool.end() };
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const exec = async (script: string) => {
    await client.exec(script);
  };
  return { db, kind: 'pglite', exec, close: () => client.close() };
}
