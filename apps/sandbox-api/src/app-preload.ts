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

/**
 * `<link>` tags that start the signed-in modules together with the entry, so a reload of a page
 * inside the app is not entry → app core → layout, one after another. Empty when the build has
 * no manifest (a dev server, or a build without one).
 */
export function signedInPreloadTags(staticDir: string): string {
  const path = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const html = existsSync(join(staticDir, 'index.html')) ? readFileSync(join(staticDir, 'index.html'), 'utf8') : '';
  // Whatever index.html already loads or preloads is not announced twice.
  const already = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
  const { js, css } = closure(manifest, signedInModules, already);
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** A signed-in visit carries the session cookie (§7 evb_token); /sign-in and /login never preload. */
export function wantsSignedInPreload(path: string, cookieHeader: string | undefined): boolean {
  if (path === '/sign-in' || path === '/login') return false;
  return /(?:^|;\s*)evb_token=[^;]+/.test(cookieHeader ?? '');
}
