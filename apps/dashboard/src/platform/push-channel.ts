import {
  emitPush,
  isPushEventType,
  pushEventTypes,
  setPushStatus,
  type PushEvent,
} from './push-events';

/** One parsed server-sent event (comments and `retry:` lines are not events). */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * A minimal text/event-stream parser (WHATWG HTML §9.2.6, the parts this stream uses): feed it
 * chunks as they arrive, in any split, and it returns the complete events. Native EventSource
 * cannot send the Authorization header, so the stream is read through fetch and parsed here.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
      if (this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + width);
      const message = this.line(line);
      if (message) out.push(message);
    }
    return out;
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      // A blank line dispatches; an event without data is dropped, as browsers do.
      const message =
        this.data.length > 0
          ? { event: this.event || 'message', data: this.data.join('\n') }
          : null;
      this.event = '';
      this.data = [];
      return message;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}

/** The brand event of a message, or null when it is not one this app knows. */
export function toPushEvent(message: SseMessage): PushEvent | null {
  try {
    const data = JSON.parse(message.data) as { type?: unknown; brandId?: unknown };
    if (!isPushEventType(data.type) || typeof data.brandId !== 'number') return null;
    return { type: data.type, brandId: data.brandId };
  } catch {
    return null;
  }
}

export const backoff = { baseMs: 1000, maxMs: 30_000 } as const;

/**
 * Exponential backoff with jitter: attempt 0 waits 0.5–1 s, doubling up to 15–30 s, so a sandbox
 * restart does not bring every open tab back in the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface PushChannelOptions {
  /** Opens the stream (with the bearer token); rejects with the HTTP status as `status` when refused. */
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
  /** Only this brand's events count: a late event of the previous brand is ignored. */
  brandId: number;
  random?: () => number;
}

/**
 * Statuses after which retrying cannot help: the session is gone (401, the API layer signs out),
 * the brand is not the caller's (403), or the backend has no stream (404, 405, 501). The
 * counts then keep their polling.
 */
const finalStatuses = new Set([400, 401, 403, 404, 405, 501]);

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * One connection per tab for the signed-in brand: reads events into the push registry,
 * reconnects with backoff when the stream ends or fails, and stops for good on a final status.
 * After a reconnect every kind is announced once, since changes may have been missed.
 * Returns the stop function (logout, brand switch, unmount).
 */
export function startPushChannel({
  open,
  brandId,
  random = Math.random,
}: PushChannelOptions): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let wasOpen = false;

  const connect = async () => {
    setPushStatus(attempt === 0 ? 'connecting' : 'retrying');
    try {
      const stream = await open(controller.signal);
      const reader = stream.getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      setPushStatus('open');
      if (wasOpen) for (const type of pushEventTypes) emitPush({ type, brandId });
      wasOpen = true;
      attempt = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          const event = toPushEvent(message);
          if (event && event.brandId === brandId) emitPush(event);
        }
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      const status = statusOf(error);
      if (status !== null && finalStatuses.has(status)) {
        setPushStatus('stopped');
        return;
      }
    }
    if (controller.signal.aborted) return;
    setPushStatus('retrying');
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void connect();
      },
      backoffDelay(attempt++, random),
    );
  };

  void connect();
  return () => {
    controller.abort();
    if (retryTimer !== null) clearTimeout(retryTimer);
    setPushStatus('off');
  };
}
