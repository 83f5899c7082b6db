import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/server.js';
import { startSandbox, type TestSandbox } from './support.js';

let sb: TestSandbox;
let seller: string;
const staticDir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));

beforeAll(async () => {
  sb = await startSandbox();
  seller = await sb.login('seller@demo.id');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>Dashboard Seller</title><div id="root"></div>',
  );
  writeFileSync(join(staticDir, 'assets', 'index-Bx7fK2pQ.js'), 'console.log("app")');
});

afterAll(async () => {
  await sb.request('DELETE', '/__sandbox/faults');
  await sb.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const addFault = (fault: Record<string, unknown>) =>
  sb.request('POST', '/__sandbox/faults', { json: fault });

describe('fault injection', () => {
  it('answers a chosen status with an error body, only as many times as asked', async () => {
    expect(
      (await addFault({ pathPattern: '/api/mimin/admin/user/*', status: 503, times: 1 })).status,
    ).toBe(201);
    const failed = await sb.request('GET', '/api/mimin/admin/user/profile', { token: seller });
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(
      'Terjadi kesalahan pada server.',
    );
    expect(
      (await sb.request('GET', '/api/mimin/admin/user/profile', { token: seller })).status,
    ).toBe(200);
  });

  it('delays a response by the chosen latency', async () => {
    await addFault({ pathPattern: '/api/admin/version', method: 'GET', latencyMs: 300, times: 1 });
    const started = Date.now();
    const res = await sb.request('GET', '/api/admin/version', { token: seller });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('sends a malformed JSON body', async () => {
    await addFault({ pathPattern: '/api/brand/v1/brand/*', body: 'malformed', times: 1 });
    const res = await sb.request('GET', '/api/brand/v1/brand/101', { token: seller });
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.clone().json()).rejects.toThrow(SyntaxError);
  });

  it('drops the connection mid-answer', async () => {
    await addFault({ pathPattern: '/api/brand/v2/partner/brand/*', drop: true, times: 1 });
    const res = await sb.request('GET', '/api/brand/v2/partner/brand/101', { token: seller });
    await expect(res.text()).rejects.toThrow();
  });

  it('clears every fault', async () => {
    await addFault({ pathPattern: '/api/*', status: 500 });
    expect((await sb.request('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await sb.request('GET', '/api/admin/version', { token: seller })).status).toBe(200);
  });

  it('is off unless asked for', async () => {
    const plain = createSandbox({ db: sb.database.db });
    expect(
      (await plain.app.request('/__sandbox/faults', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
    expect(
      (await plain.app.request('/__sandbox/config/x', { method: 'PUT', body: '{"value":1}' }))
        .status,
    ).toBe(404);
  });
});

describe('config rows changeable for tests', () => {
  it('changes a tenant config flag the app reads', async () => {
    const read = async () => {
      const res = await sb.request(
        'GET',
        '/api/admin/v1/tenant/config?tenant=mofasa&systemContext=seller-dashboard&container=home',
        { token: seller },
      );
      const items = ((await res.json()) as { data: { key: string; configValue: unknown }[] }).data;
      return items.find((i) => i.key === 'chat.entryPoint.enable')?.configValue;
    };
    expect(await read()).toBe(false);
    await sb.request('PUT', '/__sandbox/config/chat.entryPoint.enable?tenant=mofasa', {
      json: { value: true },
    });
    expect(await read()).toBe(true);
  });
});

describe('serving the app', () => {
  let served: ReturnType<typeof createSandbox>['app'] | undefined;
  const app = () => (served ??= createSandbox({ db: sb.database.db, staticDir }).app);

  it('answers any app path with index.html (SPA fallback)', async () => {
    const res = await app().request('/product-v3/10100001?tab=variant');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<title>Dashboard Seller</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the same index.html to every visitor, whatever cookies they send', async () => {
    const plain = await (await app().request('/home')).text();
    const signedIn = await (
      await app().request('/home', { headers: { cookie: 'evb_token=abc; evb_brand=101' } })
    ).text();
    expect(signedIn).toBe(plain);
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await app().request('/assets/index-Bx7fK2pQ.js');
    expect(await res.text()).toBe('console.log("app")');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a missing asset a 404 and the API its own', async () => {
    expect((await app().request('/assets/index-Old00000.js')).status).toBe(404);
    const api = await app().request('/api/admin/version');
    expect(api.status).toBe(401);
  });

  it('serves generated pictures for seeded media', async () => {
    const res = await app().request('/media/brand/101.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});

describe('embedded report pages', () => {
  it('show figures read from the database and refuse a forged token', async () => {
    const counts = await sb.request('GET', '/api/admin/admin/order-list/v2/count?brandId=102', {
      token: seller,
    });
    const total = (
      (await counts.json()) as { data: { totalTransaction: { total: number }[] } }
    ).data.totalTransaction.reduce((s, r) => s + r.total, 0);
    const embed = await sb.request(
      'GET',
      '/api/brand/v2/partner/brand/102/dashboard-embed/statistics',
      { token: seller },
    );
    const { data } = (await embed.json()) as { data: { metabaseUrl?: string; embedUrl?: string } };
    const url = new URL((data.metabaseUrl ?? data.embedUrl)!);
    const page = await sb.request('GET', url.pathname + url.search);
    const html = await page.text();
    expect(html).toContain('<h1>Statistik Brand</h1>');
    expect(html).toContain('Kopi Nusantara Rasa');
    expect(html).toContain(`data-testid="total-orders" data-value="${total}"`);

    const forged = await sb.request(
      'GET',
      `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!.replace(/.$/, 'x'))}`,
    );
    expect(forged.status).toBe(401);
    const otherReport = await sb.request('GET', `/api/embed/dashboard/sales-report${url.search}`);
    expect(otherReport.status).toBe(401);
  });
});
