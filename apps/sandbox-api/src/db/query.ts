import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Exec = Db | Tx;

export async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(db: Exec, query: SQL): Promise<T | undefined> {
  const list = await rows<T>(db, query);
  return list[0];
}

// Bytes cross the driver as base64 text. PGlite turns a bytea parameter or column into hex
// byte by byte on the event loop: a 2 MB upload blocked every other request for 0.6–1.6 s to
// store and 2 s to read back; as base64 both take 40–70 ms. node-postgres is fine either way.

/** A bytea value to insert: `VALUES (${byteaValue(bytes)})`. */
export function byteaValue(bytes: Uint8Array): SQL {
  return sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;
}

/** A bytea column to read as base64 text (`SELECT ${byteaText(sql`content`)} AS content`); `bytesOf` turns it back. */
export function byteaText(column: SQL): SQL {
  return sql`encode(${column}, 'base64')`;
}

/** The bytes of a column read through `byteaText` (the line breaks PostgreSQL adds are ignored). */
export function bytesOf(base64: string): Buffer {
  return Buffer.from(base64, 'base64');
}
