import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Per-process secret: an embed address lives as long as the server; the app asks for a new one.
const secret = process.env.SANDBOX_EMBED_SECRET ?? randomBytes(32).toString('hex');

/**
 * Lifetime of an embed address, in seconds: short, as a real analytics service signs them
 * (SANDBOX_EMBED_TOKEN_SECONDS, default 5 minutes; tests make it tiny). Read per call so a test
 * can change it without restarting the process.
 */
export function embedTokenSeconds(): number {
  const value = Number(process.env.SANDBOX_EMBED_TOKEN_SECONDS);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 24 * 3600) : 300;
}

const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export interface EmbedToken {
  token: string;
  /** ISO time after which the token is refused. */
  expiresAt: string;
}

export function issueEmbedToken(brandId: number, report: string, now = Date.now()): EmbedToken {
  const expires = now + Math.round(embedTokenSeconds() * 1000);
  const payload = Buffer.from(JSON.stringify({ b: brandId, r: report, e: expires })).toString(
    'base64url',
  );
  return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(expires).toISOString() };
}

export function signEmbedToken(brandId: number, report: string, now = Date.now()): string {
  return issueEmbedToken(brandId, report, now).token;
}

/** The brand and expiry a token was signed for, or null when it is forged, expired or for another report. */
export function readEmbedToken(
  token: string,
  report: string,
  now = Date.now(),
): { brandId: number; expiresAt: string } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      b: number;
      r: string;
      e: number;
    };
    return data.r === report && data.e > now
      ? { brandId: data.b, expiresAt: new Date(data.e).toISOString() }
      : null;
  } catch {
    return null;
  }
}

/** The brand a token was signed for, or null when it is forged, expired or for another report. */
export function verifyEmbedToken(token: string, report: string, now = Date.now()): number | null {
  return readEmbedToken(token, report, now)?.brandId ?? null;
}
