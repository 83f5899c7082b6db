import type { SQL } from 'drizzle-orm';
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
