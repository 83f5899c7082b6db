// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

const entryFile = fileURLToPath(new URL('./index.ts', import.meta.url));
const workDir = mkdtempSync(path.join(tmpdir(), 'ds-treeshake-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Bundles a consumer that imports only `names` from the package entry and returns the code. */
const bundle = async (names: string[]): Promise<string> => {
  const consumer = path.join(workDir, `${names.join('-')}.ts`);
  writeFileSync(consumer, `export { ${names.join(', ')} } from ${JSON.stringify(entryFile)};\n`);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: consumer, formats: ['es'], fileName: 'out' },
      rollupOptions: { external: [/^react/, /^styled-components/, /^@floating-ui/, /^@tanstack/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((o) => o.output.map((chunk) => ('code' in chunk ? chunk.code : '')))
    .join('\n');
};

describe('package entry', () => {
  it('lets a Button-only import drop the DataTable and the positioning library', async () => {
    const code = await bundle(['Button']);
    expect(code).toContain('function Button');
    expect(code).not.toContain('function DataTable');
    expect(code).not.toContain('@tanstack/react-virtual');
    expect(code).not.toContain('@floating-ui/react');
  }, 60_000);

  it('keeps the virtualiser when the DataTable is imported', async () => {
    const code = await bundle(['DataTable']);
    expect(code).toContain('function DataTable');
    expect(code).toContain('@tanstack/react-virtual');
  }, 60_000);
});
