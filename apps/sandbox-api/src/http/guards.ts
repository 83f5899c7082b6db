import type { MiddlewareHandler } from 'hono';
import { HttpError, badRequest, errorBody } from './errors.js';

/**
 * Shared request guards (issue 15). Each one closes a class of bad input for every operation
 * at once, so no handler has to remember it.
 */

/** Request body limits when an operation names none with `x-max-body-bytes` (docs/decisions/hardening.md). */
export const bodyLimits = {
  json: 64 * 1024,
  form: 16 * 1024,
  /** Multipart uploads: the 2 MB image or sheet plus the form's own framing. */
  multipart: 2 * 1024 * 1024 + 16 * 1024,
  /** Anything else. */
  other: 5 * 1024 * 1024 + 64 * 1024,
  /**
   * The hard cap of every request the server reads, checked on the declared length before routing:
   * the largest `x-max-body-bytes` (the bulk-edit file, 10 MB). Each operation's own limit still
   * stops the read.
   */
  hardCap: 10 * 1024 * 1024,
} as const;

const kB = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(0)} MB`
    : `${Math.round(bytes / 1024)} kB`;

export const payloadTooLarge = (limit: number) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', `Ukuran permintaan melebihi batas ${kB(limit)}.`);

export function bodyLimitOf(contentType: string, declared: number | undefined): number {
  if (declared) return declared;
  if (contentType.includes('json')) return bodyLimits.json;
  if (contentType === 'application/x-www-form-urlencoded') return bodyLimits.form;
  if (contentType === 'multipart/form-data') return bodyLimits.multipart;
  return bodyLimits.other;
}

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused
 * before a byte is read; otherwise bytes are counted as they stream in and the read stops at the
 * limit, so a 50 MB body never sits in memory.
 */
export async function readLimited(request: Request, limit: number): Promise<ArrayBuffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out.buffer;
}

/** How deep a JSON body may nest: the deepest in the contract is 4; every reader below recurses. */
export const maxJsonDepth = 32;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other, read in one pass
 * without recursion, so `{"a":` ten thousand times is refused before any parser or guard recurses.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > limit) return true;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Unicode direction overrides and isolates: U+202A–U+202E and U+2066–U+2069. */
export const directionControls = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Text a client sends: no NUL byte (PostgreSQL refuses it in text), no direction override (a name
 * typed as U+202E + "evil" shows as "live"), no name of spaces only, and a link field holds an
 * http(s) address or a path of this site (never `javascript:`).
 */
export function textProblem(value: string, field: string, links = true): string | undefined {
  if (value.includes('\u0000')) return `${field} tidak boleh berisi karakter NUL.`;
  if (directionControls.test(value))
    return `${field} tidak boleh berisi karakter pengatur arah teks (U+202A–U+202E, U+2066–U+2069).`;
  const key =
    field
      .replace(/^.*'([^']*)'.*$/, '$1')
      .split('.')
      .pop() ?? '';
  if (/name$/i.test(key) && value !== '' && value.trim() === '')
    return `${field} tidak boleh hanya berisi spasi.`;
  if (links && /url$/i.test(key.replace(/\[\d+\]$/, '')) && value !== '' && !isSafeLink(value)) {
    return `${field} harus berupa tautan http atau https.`;
  }
  return undefined;
}

export function isSafeLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks every string inside a decoded request value; throws 400 on the first problem. */
export function checkText(value: unknown, label: string, path = '', links = true): void {
  if (typeof value === 'string') {
    const problem = textProblem(value, `${label} '${path || 'body'}'`, links);
    if (problem) throw badRequest(problem);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkText(v, label, `${path}[${i}]`, links));
    return;
  }
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Blob) &&
    !(value instanceof Uint8Array)
  ) {
    for (const [k, v] of Object.entries(value))
      checkText(v, label, path ? `${path}.${k}` : k, links);
  }
}

/** Decodes a path segment; a bad `%` escape is the client's mistake (400), not the server's. */
export function decodeSegment(value: string, name: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest(`Parameter '${name}' berisi kode % yang tidak valid.`);
  }
}

/** Every JSON string the server may hand back: bigint columns beyond 2^53 would not survive. */
export function safeJson(value: unknown): unknown {
  if (typeof value === 'bigint')
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (Array.isArray(value)) return value.map(safeJson);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = safeJson(v);
    return out;
  }
  return value;
}

/** Content-Security-Policy of the app and the API (docs/decisions/hardening.md). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Report iframes come from /api/embed/… on this origin; YouTube previews from youtube-nocookie.
  "frame-src 'self' https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer, app and API alike. A header a handler already set (an embed
 * page's own `frame-ancestors 'self'`) is kept.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const set = (name: string, value: string) => {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
  set('x-content-type-options', 'nosniff');
  set('referrer-policy', 'strict-origin-when-cross-origin');
  const csp = c.res.headers.get('content-security-policy');
  if (!csp) {
    set('content-security-policy', contentSecurityPolicy);
    set('x-frame-options', 'DENY');
  }
  set('cross-origin-opener-policy', 'same-origin');
  set('permissions-policy', 'camera=(), microphone=(), geolocation=()');
};

/** The URL itself: a bad `%` escape or a NUL byte anywhere in path or query is answered 400. */
export const urlGuard: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const at = url.indexOf('/', url.indexOf('//') + 2);
  const rest = at < 0 ? '' : url.slice(at);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest.replace(/\+/g, ' '));
  } catch {
    return c.json(
      errorBody('BAD_REQUEST', 'Alamat permintaan berisi kode % yang tidak valid.'),
      400,
    );
  }
  if (decoded.includes('\u0000'))
    return c.json(
      errorBody('BAD_REQUEST', 'Alamat permintaan tidak boleh berisi karakter NUL.'),
      400,
    );
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > bodyLimits.hardCap) {
    return c.json(errorBody('PAYLOAD_TOO_LARGE', payloadTooLarge(bodyLimits.hardCap).message), 413);
  }
  return next();
};
