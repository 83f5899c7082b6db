// Per-route JavaScript budgets of the dashboard, in gzip bytes, computed from the Vite manifest.
//
// - The first load of /sign-in (the entry, and the standalone sign-in page it loads at once for a
//   visitor without a session; see src/app/standalone-sign-in.tsx)
//   must stay within 120 kB.
// - Each lazy route chunk must add at most 40 kB to what is already loaded when it is requested:
//   a route inside the signed-in layout comes after the app core, that layout and the slots it
//   mounts on every page (the outbox), any other route after the app core. The app core itself
//   (router, session machine, route table) is not a route: it is part of the first load of every
//   page but the standalone sign-in, reported with /home.
//
// - Development-only tools never ship: no built file may carry the machine inspector
//   (src/platform/machine-inspector.ts, @statelyai/inspect).
//
// Writes bench/reports/bundle.json and bundle.md; exits 1 over budget.
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

const appModule = 'src/app/render-app.tsx';
/** The sign-in page of a visitor without a session: loaded by the entry at once. */
const standaloneSignInModule = 'src/app/standalone-sign-in.tsx';
const layoutModule = 'src/layouts/DefaultLayout.tsx';
/**
 * Lazy slots the signed-in layout mounts on every page, whatever the route (DefaultLayout): what
 * they load is there for every route inside the layout, so a route that shares it adds nothing.
 */
const alwaysMountedLayoutSlots = ['src/platform/outbox/OutboxIndicator.tsx'];
/** Lazy modules requested by the entry itself, before the app. */
const loadedByEntry = new Set(['src/platform/version-check.ts', standaloneSignInModule]);
/** Requested by the entry on every page, once the page's own first load is on its way. */
const loadedOnEveryPage = new Set(['src/platform/version-check.ts']);
/** Lazy route modules that render outside the signed-in layout (route-table.tsx). */
const outsideSignedInLayout = new Set([
  layoutModule,
  'src/features/sign-in/pages/SignInRoute.tsx',
  'src/app/LogoutPage.tsx',
  'src/app/PreparingPage.tsx',
  'src/app/ErrorPageView.tsx',
  'src/features/orders/pages/PrintRoute.tsx',
]);

/** Routes whose first load is reported, with the lazy modules they need besides the entry. */
const firstLoads = [
  { route: '/sign-in', modules: [standaloneSignInModule], budget: budgets.signInFirstLoad },
  {
    route: '/home',
    modules: [
      appModule,
      layoutModule,
      ...alwaysMountedLayoutSlots,
      'src/features/home/pages/HomeRoute.tsx',
    ],
    budget: null,
  },
];

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  const build = spawnSync('pnpm', ['--filter', '@seller/dashboard', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
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
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipBytes(file), 0);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure([entryKey]);
for (const key of [appModule, layoutModule, ...alwaysMountedLayoutSlots]) {
  if (!manifest[key])
    throw new Error(`bundle budgets: ${key} is not a chunk of the build any more`);
}

const signInFirstLoad = staticClosure([entryKey, standaloneSignInModule]);
const homeFirstLoad = staticClosure([
  entryKey,
  appModule,
  layoutModule,
  ...alwaysMountedLayoutSlots,
]);
const baselines = {
  entry: { name: 'entry', files: entryFiles },
  everyPage: {
    name: 'what the sign-in page and a signed-in page both load first',
    files: new Set([...signInFirstLoad].filter((file) => homeFirstLoad.has(file))),
  },
  app: { name: 'entry + app', files: staticClosure([entryKey, appModule]) },
  layout: {
    name: 'entry + app + signed-in layout',
    files: staticClosure([entryKey, appModule, layoutModule]),
  },
  signedIn: {
    name: 'entry + app + signed-in layout and its outbox slot',
    files: staticClosure([entryKey, appModule, layoutModule, ...alwaysMountedLayoutSlots]),
  },
};

/** What is loaded already when a lazy module is requested. */
function baselineOf(key) {
  if (loadedOnEveryPage.has(key)) return baselines.everyPage;
  if (loadedByEntry.has(key)) return baselines.entry;
  if (outsideSignedInLayout.has(key)) return baselines.app;
  if (alwaysMountedLayoutSlots.includes(key)) return baselines.layout;
  return baselines.signedIn;
}

const loads = firstLoads.map(({ route, modules, budget }) => {
  const missing = modules.filter((key) => !manifest[key]);
  const files = staticClosure([entryKey, ...modules.filter((key) => manifest[key])]);
  const bytes = jsBytes(files);
  return {
    route,
    bytes,
    budget,
    files: [...files].filter((f) => f.endsWith('.js')).sort(),
    missing,
    over: budget !== null && bytes > budget,
  };
});

const routeChunks = Object.entries(manifest)
  .filter(
    ([key, chunk]) => chunk.isDynamicEntry && key !== appModule && key !== standaloneSignInModule,
  )
  .map(([key, chunk]) => {
    const baseline = baselineOf(key);
    const added = [...staticClosure([key])].filter((file) => !baseline.files.has(file));
    const bytes = jsBytes(added);
    return {
      module: chunk.src ?? key,
      file: chunk.file,
      after: baseline.name,
      bytes,
      budget: budgets.routeChunk,
      over: bytes > budgets.routeChunk,
    };
  })
  .sort((a, b) => b.bytes - a.bytes);

// Markers of the development-only machine inspector: its package, its window and its opt-in key.
const devOnlyMarkers = ['@statelyai.connected', 'stately.ai/inspect', 'seller.inspect'];
const devOnlyLeaks = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    return devOnlyMarkers
      .filter((marker) => text.includes(marker))
      .map((marker) => `${file} carries ${marker}`);
  });

const appCore = {
  module: appModule,
  bytes: jsBytes([...staticClosure([appModule])].filter((file) => !entryFiles.has(file))),
};

const report = {
  measuredAt: new Date().toISOString(),
  unit: 'gzip bytes (zlib default level) of JavaScript',
  entry: { file: manifest[entryKey].file, bytesWithStaticImports: jsBytes(entryFiles) },
  firstLoads: loads,
  appCore,
  routeChunks,
  devOnlyLeaks,
};

const fmt = (bytes) => `${(bytes / kB).toFixed(1)} kB`;
const md = [
  '# Bundle budgets (gzip)',
  '',
  `Measured ${report.measuredAt}. Entry with its static imports (what decides what to load, and starts a signed-in reload's session calls): ${fmt(report.entry.bytesWithStaticImports)}.`,
  '',
  '| First load | JS files | JS gzip | Budget | |',
  '| --- | --- | --- | --- | --- |',
  ...loads.map(
    (l) =>
      `| ${l.route} | ${l.files.length} | ${fmt(l.bytes)} | ${l.budget === null ? '—' : fmt(l.budget)} | ${l.over ? 'OVER' : 'ok'}${l.missing.length ? ` (missing: ${l.missing.join(', ')})` : ''} |`,
  ),
  '',
  `The app core (${appCore.module}: router, session machine, route table) adds ${fmt(appCore.bytes)} to the entry on every page but the standalone sign-in; it is in the /home figure.`,
  '',
  '| Lazy chunk | Requested after | Adds (JS gzip) | Budget | |',
  '| --- | --- | --- | --- | --- |',
  ...routeChunks.map(
    (c) =>
      `| ${c.module} | ${c.after} | ${fmt(c.bytes)} | ${fmt(c.budget)} | ${c.over ? 'OVER' : 'ok'} |`,
  ),
  '',
  devOnlyLeaks.length === 0
    ? 'Development-only code in the build: none (the machine inspector stays out).'
    : `Development-only code in the build: ${devOnlyLeaks.join('; ')}.`,
  '',
].join('\n');

mkdirSync(reportsDir, { recursive: true });
writeFileSync(join(reportsDir, 'bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(reportsDir, 'bundle.md'), md);
console.log(md);

const failures = [
  ...loads.filter((l) => l.over || l.missing.length > 0),
  ...routeChunks.filter((c) => c.over),
  ...devOnlyLeaks,
];
if (failures.length > 0) {
  console.error(`bundle budgets: ${failures.length} over budget or missing`);
  process.exit(1);
}
