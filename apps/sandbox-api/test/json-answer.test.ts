import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonAnswer } from '../src/http/json-answer.js';

function answering(value: unknown) {
  const app = new Hono();
  app.get('/', (c) => jsonAnswer(c, value, 200));
  return app;
}

describe('a JSON answer', () => {
  it('writes bigint columns as numbers when they are safe, as text beyond 2^53', async () => {
    const res = await answering({
      data: { total: 12n, ids: [1n, 2n], huge: 2n ** 60n, note: 'ok' },
    }).request('/');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      data: { total: 12, ids: [1, 2], huge: '1152921504606846976', note: 'ok' },
    });
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  it('is gzipped from 1 kB on for a client that takes gzip, with its length and Vary', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: BigInt(i), name: `Varian ${i}` }));
    const res = await answering({ data: rows }).request('/', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(zipped.byteLength));
    expect(JSON.parse(gunzipSync(zipped).toString())).toEqual({
      data: rows.map((row) => ({ id: Number(row.id), name: row.name })),
    });
  });

  it('passes on any other error of serialising', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const app = new Hono();
    app.get('/', (c) => jsonAnswer(c, circular, 200));
    app.onError((error) => new Response(error.message, { status: 500 }));
    const res = await app.request('/');
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/circular/i);
  });
});
