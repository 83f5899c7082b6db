import type { HandlerContext, HandlerMap } from '../http/types.js';
import { authOf, checkTenant, ownBrand } from '../services/common.js';
import { busOf, type BrandEvent } from './bus.js';

/** A comment line this often keeps proxies and idle-timeouts from closing a quiet stream. */
export const heartbeatMs = 15_000;

const encoder = new TextEncoder();

/** One server-sent event: the type as the event name, the tiny JSON as its data. */
export function formatEvent(event: BrandEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify({ type: event.type, brandId: event.brandId })}\n\n`;
}

/** GET /api/brand/v1/{tenant}/events?brandId=: the brand's changes as they commit. */
async function getBrandEvents(ctx: HandlerContext): Promise<Response> {
  checkTenant(ctx);
  // Authenticated by the contract router (bearer, 401 without); the brand must be the caller's.
  const brand = await ownBrand(ctx.db, authOf(ctx), ctx.query.brandId);
  const bus = busOf(ctx.db);
  const signal = ctx.hono.req.raw.signal;
  let stop = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = bus.subscribe(brand.id, (event) => send(formatEvent(event)));
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
      heartbeat.unref?.();
      let stopped = false;
      stop = () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the reader.
        }
      };
      signal.addEventListener('abort', onAbort);
      // `retry` tells an EventSource-style client the base reconnect delay; the first bytes also
      // let the browser's fetch resolve at once instead of waiting for the first change.
      send(`retry: 1000\n: connected ${brand.id}\n\n`);
    },
    // The tab closed or the client aborted: no listener or timer outlives the connection.
    cancel() {
      stop();
    },
  });

  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Proxies such as nginx buffer responses by default, which would hold events back.
      'x-accel-buffering': 'no',
    },
  });
}

export const pushHandlers: HandlerMap = { getBrandEvents };
