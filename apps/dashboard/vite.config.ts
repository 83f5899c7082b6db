import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { compileHints } from './build/compile-hints';
import type { ChunkGroup } from './build/chunk-plan';
import { planningBuild, readFirstPaintPlan } from './build/first-paint-plan';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';
const eagerGroups = new Set<string>(['boot', 'react-core', 'app-shell'] satisfies ChunkGroup[]);

// react-router exports only its development build (warnings and invariants included); the
// production build ships in the same package, so release bundles point at it directly.
const require = createRequire(import.meta.url);
const routerDom = dirname(require.resolve('react-router-dom/package.json'));
const routerDist = join(
  dirname(createRequire(join(routerDom, 'package.json')).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(async ({ command }) => {
  // A release build is split twice: the default way first, to learn which chunks a page's first
  // paint needs, then with those grouped (build/chunk-plan.ts). The dev server and tests skip both.
  const chunkPlan =
    command === 'build' && !planningBuild ? await readFirstPaintPlan(import.meta.filename) : null;
  return {
    // Brotli and gzip copies of every text asset, made once at build time: any static host or CDN
    // that serves precompressed files (the sandbox does) sends the one the browser accepts.
    plugins: [
      react(),
      ...(planningBuild
        ? []
        : [
            // The first-paint groups (build/chunk-plan.ts) and XState's core run nearly whole while
            // a page starts.
            compileHints(
              (chunk) =>
                eagerGroups.has(chunk.name) ||
                chunk.moduleIds.some((id) => /\/node_modules\/xstate\/dist\//.test(id)),
            ),
            compression({
              algorithms: ['brotliCompress', 'gzip'],
              threshold: 1024,
              exclude: [/\.map$/],
            }),
          ]),
    ],
    resolve: {
      alias:
        command === 'build'
          ? [
              { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
              { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
            ]
          : [],
    },
    server: {
      port: 5173,
      proxy: { '/api': sandbox },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      rolldownOptions: chunkPlan
        ? {
            output: {
              codeSplitting: {
                // The plan names every module of a group itself (from a tree-shaken build); following
                // imports would pull lazily used code (dialogs, floating UI) into the first paint.
                includeDependenciesRecursively: false,
                groups: [
                  { name: (id: string) => chunkPlan.get(id) ?? null, debugName: 'first paint' },
                ],
              },
            },
          }
        : {},
    },
  };
});
