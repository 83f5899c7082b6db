import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { escapeMarkup } from './http/escape-markup.js';
import { signedInPreloader, signInPreloader, wantsSignedInPreload, wantsSignInPreload } from './app-preload.js';
import type { FirstScreen } from './first-screen.js';
import { accessTokenOf, brandIdOf, noPageAnswers, serverAnswersElement, type PageAnswers, type PageVisit, type ServerAnswer } from './session-answers.js';

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

export interface ServeAppOptions {
  /** The answers to a signed-in visitor's session calls, sent inside the page (none by default). */
  sessionAnswers?: (visit: PageVisit) => Promise<PageAnswers>;
  /** Draws a signed-in page's first screen from those answers (none by default). */
  firstScreen?: FirstScreen;
}

/** Serves the built app; any other GET outside /api and /__sandbox gets index.html (SPA fallback). */
export function serveApp(staticDir: string, options: ServeAppOptions = {}): MiddlewareHandler {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  // Read from the build's manifest on the first signed-in visit, then kept: a build never changes under a running server.
  let preloadTags: ((path: string) => string) | undefined;
  let signInTags: (() => string) | undefined;
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
      const cache = hashed.test(candidate) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(c, candidate, cache);
    }
    // A missing asset is a 404, not the app: a stale chunk must fail loudly so the app can reload.
    if (/\.[a-z0-9]+$/i.test(decoded) && !decoded.endsWith('.html')) return next();
    if (!existsSync(indexFile)) return next();
    const cookie = c.req.header('cookie');
    if (wantsSignedInPreload(decoded, cookie)) {
      preloadTags ??= signedInPreloader(root);
      const tags = preloadTags(decoded);
      // The session calls' answers come with the page, so its first screen waits for no call of
      // them; the page is then the visitor's own and no shared cache may keep it.
      const token = c.req.method === 'GET' ? accessTokenOf(cookie) : null;
      // A bare address reopens the list the seller left there: drawn as that list's address, or
      // with the list's defaults when none was left (no cookie), or without its rows when the
      // list left there is one the cookie cannot carry.
      const drawnUrl = new URL(c.req.url);
      const savedSearch = drawnUrl.search === '' ? savedListSearchIn(cookie, decoded) : '';
      if (savedSearch) drawnUrl.search = savedSearch;
      const visit = { token, path: decoded, brandId: brandIdOf(cookie), query: drawnUrl.searchParams };
      const page = visit.token && options.sessionAnswers ? await options.sessionAnswers({ ...visit, token: visit.token }) : noPageAnswers;
      // What the drawing asked for beyond the page's answers (a list's first page) comes with the
      // page as well: the app's own first calls are the same and take it instead of asking again.
      const asked: ServerAnswer[] = [];
      const ask = page.ask;
      const picture =
        page.tenant !== null && options.firstScreen
          ? await options.firstScreen(
              {
                url: drawnUrl.href,
                answers: page.answers,
                tenant: page.tenant,
                brandId: visit.brandId,
                sidebarMinimised: sidebarMinimisedIn(cookie),
                screen: screenIn(cookie),
                savedListUnknown: savedSearch === null,
              },
              ask &&
                (async (url) => {
                  const answer = await ask(url);
                  if (answer) asked.push(answer);
                  return answer;
                }),
            )
          : null;
      const answers = serverAnswersElement([...page.answers, ...asked]);
      // The boot screen (index.html, hidden as built) paints at once: the app replaces it.
      const html = withBootScreen(await readFile(indexFile, 'utf8'), picture, asked.length > 0 ? drawnUrl.search : null)
        .replace('</head>', tags ? `  ${tags}\n  </head>` : '</head>')
        // A function, not a string: '$&' in a seller's text must not be read as a pattern.
        .replace('</body>', () => (answers ? `  ${answers}\n  </body>` : '</body>'));
      return sendPage(c, html, answers ? 'private, no-cache' : 'no-cache');
    }
    if (wantsSignInPreload(decoded, cookie)) {
      signInTags ??= signInPreloader(root);
      const tags = signInTags();
      const html = (await readFile(indexFile, 'utf8')).replace('</head>', tags ? `  ${tags}\n  </head>` : '</head>');
      return c.body(html, 200, { 'content-type': types['.html']!, 'cache-control': 'no-cache', vary: 'Cookie, Accept-Encoding' });
    }
    return sendFile(c, indexFile, 'no-cache');
  };
}

/**
 * The search of the list a bare address of `path` reopens (the dashboard's evb_page_query cookie,
 * which the browser sends only for that path and below; its value names the path): '' when the
 * cookie names none (the list opens at its defaults), null when its value is the path alone (a
 * list was left there that the cookie cannot carry, a long search).
 */
export function savedListSearchIn(cookieHeader: string | undefined, path: string): string | null {
  const raw = /(?:^|;\s*)evb_page_query=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return '';
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return '';
  }
  if (value === path) return null;
  const mark = value.indexOf('?');
  return mark > 0 && value.slice(0, mark) === path ? value.slice(mark) : '';
}

/** The screen the visitor's window had last time (the dashboard's evb_screen cookie): drawn for it alone. */
export function screenIn(cookieHeader: string | undefined): 'narrow' | 'wide' | null {
  return /(?:^|;\s*)evb_screen=(narrow|wide)(?:;|$)/.exec(cookieHeader ?? '')?.[1] as 'narrow' | 'wide' | undefined ?? null;
}

/** The seller minimised the desktop sidebar (the dashboard's evb_sidebar cookie). */
export function sidebarMinimisedIn(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)evb_sidebar=mini(?:;|$)/.test(cookieHeader ?? '');
}

const bootScreen = /<div id="boot-shell"([^>]*?) hidden>[\s\S]*?<\/div>/;

/**
 * The boot screen shown: with the page's first screen drawn by the server when there is one (a
 * picture the app takes away once it has drawn the same screen, so it is inert and hidden from
 * assistive technology, which meets the app's own screen instead), else its plain "loading" face.
 */
export function withBootScreen(html: string, picture: string | null, listDrawnAt: string | null = null): string {
  // `data-list-drawn`: the drawing shows a list's first page, asked of the server, which the page
  // carries; its value is the search the list was drawn at, so the app can tell whether the list
  // it opens is that one (a bare address). A search's own `&` and quotes are escaped.
  const listMark = listDrawnAt === null ? '' : ` data-list-drawn="${escapeMarkup(listDrawnAt)}"`;
  // A function, not a string: '$&' in a seller's text (a brand's name) is no pattern.
  return html.replace(bootScreen, (element) =>
    picture === null ? element.replace(/ hidden>/, '>') : `<div id="boot-shell" data-picture inert${listMark}>${picture}</div>`,
  );
}

/**
 * A signed-in page, made for this visit: compressed as it goes out (brotli at a fast quality, or
 * gzip), since with its answers and its drawn first screen it is some 90 kB of text.
 */
function sendPage(c: Context, html: string, cacheControl: string): Response {
  const headers: Record<string, string> = { 'content-type': types['.html']!, 'cache-control': cacheControl, vary: 'Cookie, Accept-Encoding' };
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  if (c.req.method === 'HEAD' || !(accepted.has('br') || accepted.has('gzip'))) return c.body(html, 200, headers);
  const text = Buffer.from(html);
  const brotli = accepted.has('br');
  const body = brotli
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.byteLength } })
    : gzipSync(text);
  return c.body(body, 200, { ...headers, 'content-encoding': brotli ? 'br' : 'gzip', 'content-length': String(body.byteLength) });
}

/** Build-time copies (vite-plugin-compression2), best first, by the Accept-Encoding token they need. */
const encodings = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;

/** The encodings a request accepts (a token with q=0 is refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

/** Sends a file, or its precompressed copy when the browser takes one; caches keep them apart. */
async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  };
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  const copy = encodings.find(({ token, suffix }) => accepted.has(token) && existsSync(file + suffix));
  if (copy) headers['content-encoding'] = copy.token;
  return c.body(await readFile(copy ? file + copy.suffix : file), 200, headers);
}
