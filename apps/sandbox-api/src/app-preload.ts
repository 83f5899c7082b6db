import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What a signed-in page needs next to the entry: the app core (React first, then the router,
 * session machine and route table) and the signed-in layout. Named by their source paths in the
 * Vite manifest.
 */
export const signedInModules = ['src/app/react-first.ts', 'src/app/render-app.tsx', 'src/layouts/DefaultLayout.tsx'] as const;

/** What the sign-in page of a visitor without a session needs next to the entry. */
export const standaloneSignInModule = 'src/app/standalone-sign-in.tsx';

/** Every file a chunk needs before it runs: itself and its static imports, entry's excluded. */
function closure(manifest: Manifest, keys: readonly string[], skip: Set<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file) || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** A page's route pattern and its module, as the build lists them (.vite/route-modules.json). */
interface RouteModule {
  path: string;
  module: string;
  /** Modules the page loads lazily at this address, started with it. */
  alsoLoads?: string[];
}

/** React Router patterns of whole segments: `:name` takes any one segment. */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

function readJson<T>(path: string, fallback: T): T {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : fallback;
}

/**
 * Builds the `<link>` tags that start a signed-in page's modules together with the entry: the
 * app core, the layout and the page's own chunk, so a reload inside the app is not entry → app
 * core → layout and page, one after another. Empty when the build has no manifest (a dev
 * server, or a build without one). Read once: a build never changes under a running server.
 */
export function signedInPreloader(staticDir: string): (path: string) => string {
  return preloader(staticDir, (path, routes) => {
    const page = routes.find((route) => matchesRoute(route.path, path));
    return page ? [...signedInModules, page.module, ...(page.alsoLoads ?? [])] : [...signedInModules];
  });
}

/** The standalone sign-in page's chunks, started with the entry (which only decides what to load). */
export function signInPreloader(staticDir: string): () => string {
  const tags = preloader(staticDir, () => [standaloneSignInModule]);
  return () => tags('');
}

function preloader(staticDir: string, modulesFor: (path: string, routes: RouteModule[]) => string[]): (path: string) => string {
  const manifest = readJson<Manifest | null>(join(staticDir, '.vite', 'manifest.json'), null);
  if (!manifest) return () => '';
  const routes = readJson<RouteModule[]>(join(staticDir, '.vite', 'route-modules.json'), []);
  const html = existsSync(join(staticDir, 'index.html')) ? readFileSync(join(staticDir, 'index.html'), 'utf8') : '';
  // Whatever index.html already loads or preloads is not announced twice.
  const already = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
  // What the entry script starts itself on a reload (a page's first data calls) is announced
  // first: six connections serve the files in the order they are asked for, and these few small
  // ones would otherwise wait behind the app core's large ones, and the page's data with them.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const startedByEntry = (entry?.dynamicImports ?? []).filter(
    (key) => !(signedInModules as readonly string[]).includes(key) && key !== standaloneSignInModule,
  );
  const cache = new Map<string, string>();
  return (path) => {
    const modules = modulesFor(path, routes);
    const key = modules.join('|');
    let tags = cache.get(key);
    if (tags === undefined) {
      const { js, css } = closure(manifest, modules, already);
      const early = new Set(closure(manifest, startedByEntry, already).js.filter((file) => js.includes(file)));
      tags = [
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...[...early, ...largestFirst(staticDir, js.filter((file) => !early.has(file)))].map(
          (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
        ),
      ].join('\n    ');
      cache.set(key, tags);
    }
    return tags;
  };
}

/**
 * The largest files first: six connections serve a page's files in turn, and a large file asked
 * for last finishes last, after the small ones have long arrived. Started first, it downloads
 * while the small ones come and go beside it.
 */
function largestFirst(staticDir: string, files: string[]): string[] {
  const size = (file: string) => {
    const path = join(staticDir, file);
    return existsSync(path) ? statSync(path).size : 0;
  };
  const sizes = new Map(files.map((file) => [file, size(file)]));
  return [...files].sort((a, b) => sizes.get(b)! - sizes.get(a)!);
}

/** The session cookie (§7 evb_token) in a Cookie header; its value is the first group. */
export const sessionCookiePattern = /(?:^|;\s*)evb_token=([^;]+)/;

/** The session cookie (§7 evb_token) of a signed-in visitor. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return sessionCookiePattern.test(cookieHeader ?? '');
}

/** The standalone sign-in page opens on /sign-in and /login for a visitor without a session. */
export function wantsSignInPreload(path: string, cookieHeader: string | undefined): boolean {
  return (path === '/sign-in' || path === '/login') && !hasSessionCookie(cookieHeader);
}

/** A signed-in visit carries the session cookie; /sign-in and /login never preload the app. */
export function wantsSignedInPreload(path: string, cookieHeader: string | undefined): boolean {
  if (path === '/sign-in' || path === '/login') return false;
  return hasSessionCookie(cookieHeader);
}
