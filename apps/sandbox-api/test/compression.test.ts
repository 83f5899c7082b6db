import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/server.js';
import { startSandbox, type TestSandbox } from './support.js';

const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `baris ${i}`))};`;

describe('what the product serves is compressed as the benchmarks measure it', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'sandbox-compressed-'));
  let api: TestSandbox;
  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Dasbor</title>');
    const file = join(staticDir, 'assets', 'app-Bx7fK2pQ.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    api = await startSandbox();
  });
  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await api.close();
  });

  const served = (acceptEncoding?: string) =>
    createSandbox({ db: api.database.db, staticDir }).app.request('/assets/app-Bx7fK2pQ.js', {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy to a browser that takes br, the gzip copy to one that takes only gzip', async () => {
    const br = await served('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(Buffer.from(await br.arrayBuffer()).equals(brotliCompressSync(script))).toBe(true);

    const gz = await served('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the plain file to a client that takes no encoding, or refuses one with q=0', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await served(header);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(script);
    }
  });

  it('gzips JSON answers above 1 kB and leaves small ones alone', async () => {
    const token = await api.login('seller@demo.id');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
    const big = await api.sandbox.app.request(
      '/api/product/v3/partner/variant/list?brandId=102&size=50',
      { headers },
    );
    expect(big.status).toBe(200);
    expect(big.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString()) as {
      data: unknown[];
    };
    expect(body.data).toHaveLength(50);

    const small = await api.sandbox.app.request(
      '/api/brand/v3/partner/notification/count?brandId=102',
      { headers },
    );
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
