/** Messages the embedded report page posts to the app (report.js of the sandbox embed service). */
export type EmbedMessage =
  | { type: 'height'; height: number }
  | { type: 'ready'; range: EmbedRange }
  | { type: 'expired'; range: EmbedRange };

export interface EmbedRange {
  from?: string;
  to?: string;
  group?: 'day' | 'week' | 'month';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GROUPS = new Set(['day', 'week', 'month']);

function rangeOf(value: unknown): EmbedRange {
  if (typeof value !== 'object' || value === null) return {};
  const raw = value as Record<string, unknown>;
  const range: EmbedRange = {};
  if (typeof raw.from === 'string' && DATE.test(raw.from)) range.from = raw.from;
  if (typeof raw.to === 'string' && DATE.test(raw.to)) range.to = raw.to;
  if (typeof raw.group === 'string' && GROUPS.has(raw.group))
    range.group = raw.group as EmbedRange['group'];
  return range;
}

/**
 * A message from the report frame, or null for anything else. The frame is sandboxed without
 * allow-same-origin, so its origin is the opaque 'null'; the caller checks that the message
 * comes from its own iframe's window (event.source) and this checks the origin and the shape.
 */
export function parseEmbedMessage(
  data: unknown,
  origin: string,
  embedOrigin: string | null,
): EmbedMessage | null {
  if (origin !== 'null' && origin !== embedOrigin) return null;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== 'seller-report') return null;
  if (message.type === 'height') {
    const height = message.height;
    if (typeof height !== 'number' || !Number.isFinite(height) || height < 100 || height > 50_000)
      return null;
    return { type: 'height', height: Math.ceil(height) };
  }
  if (message.type === 'ready' || message.type === 'expired')
    return { type: message.type, range: rangeOf(message.range) };
  return null;
}

/** The embed address with the range the seller chose inside the frame. */
export function withRange(url: string, range: EmbedRange): string {
  const next = new URL(url);
  for (const key of ['from', 'to', 'group'] as const) {
    const value = range[key];
    if (value) next.searchParams.set(key, value);
  }
  return next.toString();
}

/** When to ask for a new address: 30 s before expiry, or at 80 % of a short lifetime; never sooner than 1 s. */
export function refreshDelay(expiresAt: string | undefined, now = Date.now()): number | null {
  if (!expiresAt) return null;
  const remaining = Date.parse(expiresAt) - now;
  if (!Number.isFinite(remaining)) return null;
  return Math.max(1000, remaining > 150_000 ? remaining - 30_000 : Math.floor(remaining * 0.8));
}
