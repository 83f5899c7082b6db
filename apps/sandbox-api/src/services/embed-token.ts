import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Per-process secret: an embed address lives as long as the server; the app asks for a new one.
const secret = process.env.SANDBOX_EMBED_SECRET ?? randomBytes(32).toString('hex');
const lifetimeMs = 60 * 60 * 1000;

const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signEmbedToken(brandId: number, report: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ b: brandId, r: report, e: now + lifetimeMs })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The brand a token was signed for, or null when it is forged, expired or for another report. */
export function verifyEmbedToken(token: string, report: string, now = Date.now()): number | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { b: number; r: string; e: number };
    return data.r === report && data.e > now ? data.b : null;
  } catch {
    return null;
  }
}
