import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty, type SeedSummary } from './db/seed/index.js';

export const defaultDataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../.data/pglite');

export interface PrepareOptions {
  url?: string;
  /** PGlite folder; `null` keeps the database in memory. */
  dataDir?: string | null;
  scale?: number;
  /** Deletes the PGlite folder first. */
  fresh?: boolean;
}

/** Opens the database, applies migrations and seeds it when empty. */
export async function prepareDatabase(
  options: PrepareOptions,
): Promise<{ database: Database; seed: SeedSummary }> {
  const dataDir = options.dataDir === null ? undefined : (options.dataDir ?? defaultDataDir);
  if (options.fresh && dataDir && !options.url) rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({
    ...(options.url ? { url: options.url } : {}),
    ...(dataDir ? { dataDir } : {}),
  });
  await migrate(database);
  const seed = await seedIfEmpty(database, { scale: options.scale ?? 1 });
  return { database, seed };
}
