/** Request header naming one intended write (the contract's IdempotencyKey parameter). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How many recent keys a guard remembers; older ones are forgotten first. */
const rememberedKeys = 500;

/**
 * The part of a request a key stands for: method, address and body. A multipart body's boundary
 * is made afresh for every send, so it is left out; everything else must match byte for byte.
 */
async function fingerprintOf(request: Request): Promise<string> {
  let body = request.body ? await request.clone().text() : '';
  const boundary = /boundary=("?)([^";]+)\1/i.exec(request.headers.get('Content-Type') ?? '')?.[2];
  if (boundary) body = body.split(boundary).join('');
  return `${request.method} ${request.url}\n${body}`;
}

/**
 * Remembers which request each Idempotency-Key was sent with, and tells when a key comes again
 * with another request: the server would refuse it (422), so the client must never send it.
 */
export function createIdempotencyGuard(): (request: Request) => Promise<boolean> {
  const sent = new Map<string, string>();
  return async (request) => {
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (!key) return true;
    const fingerprint = await fingerprintOf(request);
    const earlier = sent.get(key);
    if (earlier !== undefined) return earlier === fingerprint;
    if (sent.size >= rememberedKeys) sent.delete(sent.keys().next().value!);
    sent.set(key, fingerprint);
    return true;
  };
}
