import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// Vite names built assets name-<hash>.ext: those never change, so they may be cached for a year.
const hashed = /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|gif)$/;

/** Serves the built app; any other GET outside /api and /__sandbox gets index.html (SPA fallback). */
export function serveApp(staticDir: string): MiddlewareHandler {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/__sandbox')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = '/';
    }
    const candidate = normalize(join(root, decoded));
    const inside = candidate === root || candidate.startsWith(root + sep);
    if (inside && existsSync(candidate) && statSync(candidate).isFile()) {
      const body = await readFile(candidate);
      const cache = hashed.test(candidate) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return c.body(body, 200, {
        'content-type': types[extname(candidate).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': cache,
      });
    }
    // A missing asset is a 404, not the app: a stale chunk must fail loudly so the app can reload.
    if (/\.[a-z0-9]+$/i.test(decoded) && !decoded.endsWith('.html')) return next();
    if (!existsSync(indexFile)) return next();
    return c.body(await readFile(indexFile), 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
  };
}
