import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/app-db.js';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dataRoot = join(appDir, '.data');

/** Hash of everything that shapes a seeded database, so a stale template is rebuilt. */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const dir of ['src/db/migrations', 'src/db/seed']) {
    for (const file of readdirSync(join(appDir, dir)).sort())
      hash.update(file).update(readFileSync(join(appDir, dir, file)));
  }
  hash.update(readFileSync(join(appDir, 'src/auth/password.ts')));
  return hash.digest('hex').slice(0, 12);
}

/** Seeds one PGlite folder per test run; each test file opens its own copy of it. */
export default async function setup(project: TestProject) {
  const name = `test-template-${fingerprint()}`;
  const template = join(dataRoot, name);
  if (!existsSync(template)) {
    const building = `${template}.building-${process.pid}`;
    const { database } = await prepareDatabase({ dataDir: building });
    await database.close();
    renameSync(building, template);
  }
  // Stale templates go, but only old ones: another test run on this machine (with other
  // migrations or seed in its tree) may be copying its own template right now.
  if (existsSync(dataRoot)) {
    const staleBefore = Date.now() - 60 * 60 * 1000;
    for (const entry of readdirSync(dataRoot)) {
      if (!entry.startsWith('test-template-') || entry === name || entry.includes('.building-'))
        continue;
      const path = join(dataRoot, entry);
      if (statSync(path).mtimeMs < staleBefore) rmSync(path, { recursive: true, force: true });
    }
  }
  project.provide('sandboxTemplate', template);
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxTemplate: string;
  }
}
