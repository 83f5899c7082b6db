import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, SseParser, startPushChannel, toPushEvent } from './push-channel';
import { onPush, pushStatus, type PushEvent } from './push-events';

const encoder = new TextEncoder();

/** A stream the test writes to and ends. */
function controllable() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe('SseParser', () => {
  it('parses events split across chunks at any byte, with CRLF, comments and multi-line data', () => {
    const parser = new SseParser();
    const text =
      'retry: 1000\r\n: connected\r\n\r\nevent: order\r\ndata: {"type":"order",\r\ndata: "brandId":101}\r\n\r\n: ping\n\nevent: question\ndata: x\n\n';
    const messages = [...text].flatMap((char) => parser.push(char));
    expect(messages).toEqual([
      { event: 'order', data: '{"type":"order",\n"brandId":101}' },
      { event: 'question', data: 'x' },
    ]);
  });

  it('names an event without a type "message" and drops one without data', () => {
    const parser = new SseParser();
    expect(parser.push('data: a\n\nevent: order\n\n')).toEqual([{ event: 'message', data: 'a' }]);
  });

  it('reads only the brand events it knows', () => {
    expect(toPushEvent({ event: 'order', data: '{"type":"order","brandId":7}' })).toEqual({
      type: 'order',
      brandId: 7,
    });
    expect(toPushEvent({ event: 'x', data: '{"type":"refund","brandId":7}' })).toBeNull();
    expect(toPushEvent({ event: 'x', data: 'not json' })).toBeNull();
  });
});

describe('backoffDelay', () => {
  it('doubles from 0.5–1 s up to a 30 s ceiling, with jitter in the upper half', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
  });
});

describe('startPushChannel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands the brand's events on, reconnects with growing delays, resyncs after a reconnect, and stops on 401", async () => {
    const streams: ReturnType<typeof controllable>[] = [];
    const failures: unknown[] = [new Error('network'), new Error('network')];
    const open = vi.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      const next = controllable();
      streams.push(next);
      return next.stream;
    });
    const seen: PushEvent['type'][] = [];
    const offs = (['order', 'notification', 'question', 'withdrawal'] as const).map((type) =>
      onPush([type], () => seen.push(type), 0),
    );

    const stop = startPushChannel({ open, brandId: 101, random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    expect(pushStatus()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(499);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(2);
    // Second failure: the wait doubles.
    await vi.advanceTimersByTimeAsync(999);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(3);
    expect(pushStatus()).toBe('open');

    streams[0]!.write('event: order\ndata: {"type":"order","brandId":101}\n\n');
    streams[0]!.write('event: order\ndata: {"type":"order","brandId":102}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['order']);

    // The server ends the stream: back after 0.5 s (attempts reset once open), every kind resynced.
    streams[0]!.end();
    await vi.advanceTimersByTimeAsync(500);
    expect(open).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.slice(1).sort()).toEqual(['notification', 'order', 'question', 'withdrawal']);

    // The session ended: no more attempts.
    failures.push(Object.assign(new Error('401'), { status: 401 }));
    streams[1]!.end();
    await vi.advanceTimersByTimeAsync(500);
    expect(open).toHaveBeenCalledTimes(5);
    expect(pushStatus()).toBe('stopped');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(5);

    stop();
    expect(pushStatus()).toBe('off');
    for (const off of offs) off();
  });

  it('aborts the open stream on stop and does not reconnect', async () => {
    const signals: AbortSignal[] = [];
    const open = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      const next = controllable();
      signal.addEventListener('abort', () => next.end());
      return next.stream;
    });
    const stop = startPushChannel({ open, brandId: 101 });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signals[0]!.aborted).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
