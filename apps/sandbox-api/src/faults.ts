import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './http/errors.js';

export interface Fault {
  /** Glob over the request path (`*` = any characters), e.g. /api/product/v3/*. */
  pathPattern: string;
  method?: string;
  latencyMs?: number;
  status?: number;
  body?: 'malformed';
  drop?: boolean;
  /** How many requests it applies to; absent means until cleared. */
  times?: number;
}

interface ActiveFault extends Fault {
  matcher: RegExp;
  remaining: number;
}

const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** Test-only faults for chosen paths: latency, a status, a malformed body or a dropped connection. */
export class FaultRegistry {
  private faults: ActiveFault[] = [];

  add(fault: Fault): void {
    this.faults.push({
      ...fault,
      matcher: globToRegExp(fault.pathPattern),
      remaining: fault.times ?? Infinity,
    });
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map(({ matcher: _m, remaining: _r, ...fault }) => fault);
  }

  take(path: string, method: string): Fault | undefined {
    const found = this.faults.find(
      (f) =>
        f.remaining > 0 && f.matcher.test(path) && (!f.method || f.method.toUpperCase() === method),
    );
    if (found) found.remaining -= 1;
    return found;
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const fault = this.take(c.req.path, c.req.method);
      if (!fault) return next();
      if (fault.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
      if (fault.drop) return dropConnection(c);
      if (fault.body === 'malformed') {
        return c.body('{"data": {"id": 1, "name": "terpotong', (fault.status ?? 200) as 200, {
          'content-type': 'application/json',
        });
      }
      if (fault.status) {
        return c.json(
          errorBody('INJECTED_FAULT', 'Terjadi kesalahan pada server.'),
          fault.status as 500,
        );
      }
      return next();
    };
  }
}

function dropConnection(c: Context): Response {
  const incoming = (c.env as { incoming?: { socket?: { destroy: () => void } } } | undefined)
    ?.incoming;
  incoming?.socket?.destroy();
  // In-process callers have no socket: a body that errors reads as a connection cut mid-answer.
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.error(new Error('connection dropped'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}
