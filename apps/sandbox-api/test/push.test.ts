import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busOf } from '../src/push/bus.js';
import { startSandbox, type TestSandbox } from './support.js';

const events = (brandId: number) => `/api/brand/v1/partner/events?brandId=${brandId}`;

interface Received {
  type: string;
  data: { type: string; brandId: number };
  at: number;
}

/** Reads a stream's events in the background until `close`. */
function listen(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const received: Received[] = [];
  let buffer = '';
  const done = (async () => {
    for (;;) {
      const { value, done: finished } = await reader
        .read()
        .catch(() => ({ value: undefined, done: true }));
      if (finished) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (type && data)
          received.push({ type, data: JSON.parse(data) as Received['data'], at: Date.now() });
      }
    }
  })();
  return {
    received,
    close: async () => {
      await reader.cancel();
      await done;
    },
  };
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('live badge stream', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(async () => {
    await sb.close();
  });

  it('answers 401 without a token and 403 for another seller’s brand', async () => {
    expect((await sb.request('GET', events(101))).status).toBe(401);
    const single = await sb.login('single@demo.id');
    const res = await sb.request('GET', events(101), { token: single });
    expect(res.status).toBe(403);
  });

  it("sends 'order' to the brand's stream within 1 s of a simulated order, and nothing to another brand", async () => {
    const token = await sb.login('seller@demo.id');
    const own = await sb.request('GET', events(101), { token });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const other = await sb.request('GET', events(102), { token });
    expect(other.status).toBe(200);
    const a = listen(own.body!);
    const b = listen(other.body!);

    const created = await sb.request('POST', '/__sandbox/activity', {
      json: { kind: 'order', brandId: 101 },
    });
    expect(created.status).toBe(201);
    // The clock starts once the order exists (the call answers after its commit).
    const committed = Date.now();
    expect(await until(() => a.received.some((e) => e.type === 'order'), 1000)).toBe(true);
    const order = a.received.find((e) => e.type === 'order')!;
    expect(order.data).toEqual({ type: 'order', brandId: 101 });
    expect(order.at - committed).toBeLessThan(1000);
    // The order's 'Pesanan baru masuk' entry reaches the bell too.
    expect(await until(() => a.received.some((e) => e.type === 'notification'), 1000)).toBe(true);

    // Brand 102's stream stays quiet: an order of its own, sent after 101's, is the first it gets
    // (one stream keeps its order, so a stray 101 event would have come before it).
    await sb.request('POST', '/__sandbox/activity', { json: { kind: 'order', brandId: 102 } });
    expect(await until(() => b.received.length > 0, 1000)).toBe(true);
    expect(b.received[0]!.data).toEqual({ type: 'order', brandId: 102 });

    await a.close();
    await b.close();
    // No listener outlives its connection.
    expect(await until(() => busOf(sb.database.db).listenerCount(101) === 0, 1000)).toBe(true);
    expect(busOf(sb.database.db).listenerCount(102)).toBe(0);
  });

  it('counts the simulated order: one more unprocessed order and one more unread notification', async () => {
    const token = await sb.login('seller@demo.id');
    const count = async () => {
      const orders = (await (
        await sb.request('GET', '/api/admin/admin/order-list/v2/count?brandId=101', { token })
      ).json()) as {
        data: { totalTransaction: { status: number; total: number }[] };
      };
      const bell = (await (
        await sb.request('GET', '/api/brand/v3/partner/notification/count?brandId=101', { token })
      ).json()) as {
        data: { totalCount: number };
      };
      return {
        waiting: orders.data.totalTransaction.find((t) => t.status === 1)!.total,
        unread: bell.data.totalCount,
      };
    };
    const before = await count();
    expect(
      (
        await sb.request('POST', '/__sandbox/activity', {
          json: { kind: 'order', email: 'seller@demo.id' },
        })
      ).status,
    ).toBe(201);
    expect(await count()).toEqual({ waiting: before.waiting + 1, unread: before.unread + 1 });
  });

  it("pushes a seller's own write after it commits (reading a notification → 'notification')", async () => {
    const token = await sb.login('seller@demo.id');
    const stream = listen((await sb.request('GET', events(101), { token })).body!);
    const res = await sb.request(
      'PATCH',
      '/api/brand/v3/partner/notification/read-all?brandId=101&context=product',
      { token },
    );
    expect(res.status).toBe(200);
    expect(await until(() => stream.received.some((e) => e.type === 'notification'), 1000)).toBe(
      true,
    );
    await stream.close();
  });

  it('rejects an unknown activity kind', async () => {
    const res = await sb.request('POST', '/__sandbox/activity', {
      json: { kind: 'refund', brandId: 101 },
    });
    expect(res.status).toBe(400);
  });
});
