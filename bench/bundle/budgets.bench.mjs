// Per-route JavaScript budgets of the dashboard, in gzip bytes, computed from the Vite manifest:
// the first load of /sign-in (entry + everything it imports statically + the sign-in route
// chunk and its imports) must stay within 120 kB, and what each lazy route chunk adds on top of
// the entry within 40 kB. Writes bench/reports/bundle.json and bundle.md; exits 1 over budget.
//
//   node bench/bundle/budgets.bench.mjs           reads apps/dashboard/dist (builds it when absent)
//   node bench/bundle/budgets.bench.mjs --build   builds first
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'apps/dashboard/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const reportsDir = join(root, 'bench/reports');
const kB = 1000;
export const budgets = { signInFirstLoad: 120 * kB, routeChunk: 40 * kB };

/** Routes whose first load is reported, with the lazy modules they need besides the entry. */
const firstLoads = [
  { route: '/sign-in', modules: ['src/features/sign-in/SignInPage.tsx'], budget: budgets.signInFirstLoad },
  { route: '/home', modules: ['src/layouts/DefaultLayout.tsx', 'src/features/home/HomePage.tsx'], budget: null },
];

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  const build = spawnSync('pnpm', ['--filter', '@seller/dashboard', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('bundle budgets: the dashboard build failed');
    process.exit(1);
  }
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}

/** Every JS file a manifest chunk needs before it runs: itself and its static imports. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

function jsBytes(files) {
  return [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(file), 0);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure([entryKey]);

const loads = firstLoads.map(({ route, modules, budget }) => {
  const missing = modules.filter((key) => !manifest[key]);
  const files = staticClosure([entryKey, ...modules.filter((key) => manifest[key])]);
  const bytes = jsBytes(files);
  return { route, bytes, budget, files: [...files].filter((f) => f.endsWith('.js')).sort(), missing, over: budget !== null && bytes > budget };
});

const routeChunks = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const added = [...staticClosure([key])].filter((file) => !entryFiles.has(file));
    const bytes = jsBytes(added);
    return { module: chunk.src ?? key, file: chunk.file, bytes, budget: budgets.routeChunk, over: bytes > budgets.routeChunk };
  })
  .sort((a, b) => b.bytes - a.bytes);

const report = {
  measuredAt: new Date().toISOString(),
  unit: 'gzip bytes (zlib default level) of JavaScript',
  entry: { file: manifest[entryKey].file, bytesWithStaticImports: jsBytes(entryFiles) },
  firstLoads: loads,
  routeChunks,
};

const fmt = (bytes) => `${(bytes / kB).toFixed(1)} kB`;
const md = [
  '# Bundle budgets (gzip)',
  '',
  `Measured ${report.measuredAt}. Entry with its static imports: ${fmt(report.entry.bytesWithStaticImports)}.`,
  '',
  '| First load | JS gzip | Budget | |',
  '| --- | --- | --- | --- |',
  ...loads.map((l) => `| ${l.route} | ${fmt(l.bytes)} | ${l.budget === null ? '—' : fmt(l.budget)} | ${l.over ? 'OVER' : 'ok'}${l.missing.length ? ` (missing: ${l.missing.join(', ')})` : ''} |`),
  '',
  '| Lazy route chunk (added to the entry) | JS gzip | Budget | |',
  '| --- | --- | --- | --- |',
  ...routeChunks.map((c) => `| ${c.module} | ${fmt(c.bytes)} | ${fmt(c.budget)} | ${c.over ? 'OVER' : 'ok'} |`),
  '',
].join('\n');

mkdirSync(reportsDir, { recursive: true });
writeFileSync(join(reportsDir, 'bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(reportsDir, 'bundle.md'), md);
console.log(md);

const failures = [...loads.filter((l) => l.over || l.missing.length > 0), ...routeChunks.filter((c) => c.over)];
if (failures.length > 0) {
  console.error(`bundle budgets: ${failures.length} over budget or missing`);
  process.exit(1);
}
