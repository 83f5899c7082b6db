import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What a signed-in page needs next to the entry: the app core (router, session machine, route
 * table) and the signed-in layout. Named by their source paths in the Vite manifest.
 */
export const signedInModules = ['src/app/render-app.tsx', 'src/layouts/DefaultLayout.tsx'] as const;

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
  const manifest = readJson<Manifest | null>(join(staticDir, '.vite', 'manifest.json'), null);
  if (!manifest) return () => '';
  const routes = readJson<RouteModule[]>(join(staticDir, '.vite', 'route-modules.json'), []);
  const html = existsSync(join(staticDir, 'index.html')) ? readFileSync(join(staticDir, 'index.html'), 'utf8') : '';
  // Whatever index.html already loads or preloads is not announced twice.
  const already = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
  const cache = new Map<string, string>();
  return (path) => {
    const page = routes.find((route) => matchesRoute(route.path, path))?.module;
    const key = page ?? '';
    let tags = cache.get(key);
    if (tags === undefined) {
      const { js, css } = closure(manifest, page ? [...signedInModules, page] : signedInModules, already);
      tags = [
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('\n    ');
      cache.set(key, tags);
    }
    return tags;
  };
}

/** A signed-in visit carries the session cookie (§7 evb_token); /sign-in and /login never preload. */
export function wantsSignedInPreload(path: string, cookieHeader: string | undefined): boolean {
  if (path === '/sign-in' || path === '/login') return false;
  return /(?:^|;\s*)evb_token=[^;]+/.test(cookieHeader ?? '');
}
