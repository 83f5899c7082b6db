import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { compileHint, compileHints } from './compile-hints';

type Bundle = Rolldown.OutputBundle;

function chunk(name: string, code: string): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}-abc.js`,
    code,
    moduleIds: [`/src/${name}.ts`],
    map: { mappings: 'AAAA' },
  } as unknown as Rolldown.OutputChunk;
}

function asset(fileName: string, source: string | Uint8Array): Rolldown.OutputAsset {
  return { type: 'asset', fileName, source } as unknown as Rolldown.OutputAsset;
}

function run(bundle: Bundle, eager: string[]) {
  const plugin = compileHints((chunk) => eager.includes(chunk.name));
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
}

describe('compileHints', () => {
  it('puts the hint on the first line of an eager chunk, above the preload map, and moves its source map down a line', () => {
    const shell = chunk('app-shell', 'const __vite__mapDeps=()=>[];\nexport{}');
    const bundle: Bundle = {
      [shell.fileName]: shell,
      [`${shell.fileName}.map`]: asset(
        `${shell.fileName}.map`,
        JSON.stringify({ version: 3, mappings: ';AAAA' }),
      ),
    };
    run(bundle, ['app-shell']);
    expect(shell.code).toBe(`${compileHint}\nconst __vite__mapDeps=()=>[];\nexport{}`);
    expect(shell.map?.mappings).toBe(';AAAA');
    const map = bundle[`${shell.fileName}.map`] as Rolldown.OutputAsset;
    expect(JSON.parse(String(map.source)).mappings).toBe(';;AAAA');
  });

  it('makes the precompressed copies again from the file with the hint', () => {
    const boot = chunk('boot', 'export const a=1;');
    const bundle: Bundle = {
      [boot.fileName]: boot,
      [`${boot.fileName}.br`]: asset(`${boot.fileName}.br`, new Uint8Array([1])),
      [`${boot.fileName}.gz`]: asset(`${boot.fileName}.gz`, new Uint8Array([1])),
    };
    run(bundle, ['boot']);
    const brotli = bundle[`${boot.fileName}.br`] as Rolldown.OutputAsset;
    const gzip = bundle[`${boot.fileName}.gz`] as Rolldown.OutputAsset;
    expect(brotliDecompressSync(brotli.source as Uint8Array).toString()).toBe(boot.code);
    expect(gunzipSync(gzip.source as Uint8Array).toString()).toBe(boot.code);
    expect(boot.code.startsWith(compileHint)).toBe(true);
  });

  it('leaves lazily loaded chunks and files that have the hint already as they are', () => {
    const page = chunk('ProductListRoute', 'export{}');
    const core = chunk('react-core', `${compileHint}\nexport{}`);
    run({ [page.fileName]: page, [core.fileName]: core }, ['react-core']);
    expect(page.code).toBe('export{}');
    expect(core.code).toBe(`${compileHint}\nexport{}`);
  });

  it('names a file with the hint apart from the same file without it', () => {
    const plugin = compileHints((chunk) => chunk.name === 'boot');
    const augment = plugin.augmentChunkHash as (chunk: { name: string }) => string | undefined;
    expect(augment({ name: 'boot' })).toBe(compileHint);
    expect(augment({ name: 'HomePage' })).toBeUndefined();
  });
});
