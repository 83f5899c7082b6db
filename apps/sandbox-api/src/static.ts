import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

// Vite names built assets name-<hash>.ext: those never change, so they may be cached for a year.
const hashedAsset = /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|gif)$/;
// A path with an extension asks for a file: when it is missing (a chunk of a deploy that is gone)
// the answer is 404, never the app, so the app notices and reloads.
const filePath = /\.[a-z0-9]+$/i;

/**
 * Serves a built single-page app as a static host or CDN does, and nothing more: the file asked
 * for, its precompressed copy (.br, .gz) when the browser takes one, `immutable` caching for
 * hashed assets and `no-cache` for everything else, and index.html for every other path (SPA
 * fallback). It knows nothing of the app it serves.
 */
export function serveApp(staticDir: string): MiddlewareHandler {
  const root = resolve(staticDir);
  const files = serveStatic({ root, precompressed: true });
  const appShell = serveStatic({ root, path: 'index.html', precompressed: true });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/__sandbox')) return next();
    let res = await files(c, async () => undefined);
    if (!res && !(filePath.test(path) && !path.endsWith('.html')))
      res = await appShell(c, async () => undefined);
    if (!res) return next();
    res.headers.set(
      'cache-control',
      hashedAsset.test(path) && res.status === 200
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    if (!res.headers.has('vary')) res.headers.set('vary', 'Accept-Encoding');
    return res;
  };
}
