import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/server.js';
import { brandCallUrls, jsonForHtml, sessionCallUrls } from '../src/session-answers.js';
import { startSandbox, type TestSandbox } from './support.js';

const indexHtml = `<!doctype html><html><head><title>Dasbor</title></head>
<body><div id="boot-shell" role="status" hidden><p>Memuat data toko…</p></div><div id="root"></div></body></html>`;

interface Answer {
  url: string;
  status: number;
  body: unknown;
}

/** The answers inside a page, read as the dashboard reads them. */
function answersIn(html: string): Answer[] | null {
  const match = /<script type="application\/json" id="server-answers">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Answer[]) : null;
}

describe('a signed-in page comes with the answers to its session calls', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'sandbox-answers-'));
  let api: TestSandbox;
  let token: string;
  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), indexHtml);
    api = await startSandbox();
    token = await api.login('seller@demo.id');
  });
  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await api.close();
  });

  const page = (path: string, cookie?: string) =>
    createSandbox({ db: api.database.db, staticDir }).app.request(path, { headers: cookie ? { cookie } : {} });

  it('answers the five session calls exactly as the API answers them, in a page no shared cache keeps', async () => {
    const res = await page('/home', `promotion=false; evb_token=${token}`);
    const answers = answersIn(await res.text());
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(answers?.map((answer) => answer.url)).toEqual(sessionCallUrls('partner'));
    for (const answer of answers ?? []) {
      const direct = await api.request('GET', answer.url, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(await direct.json());
    }
  });

  it("answers the brand's details on every page and the home cards on home, for the brand the seller works in", async () => {
    const home = answersIn(await (await page('/home', `evb_token=${token}; evb_brand=101`)).text());
    expect(home?.map((answer) => answer.url)).toEqual([...sessionCallUrls('partner'), ...brandCallUrls('/home', 'partner', 101)]);
    expect(brandCallUrls('/home', 'partner', 101)).toHaveLength(9);
    for (const answer of home?.slice(5) ?? []) {
      expect(answer.body).toEqual(await (await api.request('GET', answer.url, { token })).json());
    }
    const orders = answersIn(await (await page('/transaction-v3', `evb_token=${token}; evb_brand=101`)).text());
    expect(orders?.map((answer) => answer.url)).toEqual([...sessionCallUrls('partner'), '/api/brand/v1/brand/101']);
  });

  it("answers the unread counts and the first page of the address's tab on the notifications page", async () => {
    for (const tab of ['transaction', 'product'] as const) {
      const answers = answersIn(await (await page(`/notification?selectedTab=${tab}`, `evb_token=${token}; evb_brand=101`)).text());
      const brandCalls = brandCallUrls('/notification', 'partner', 101, new URLSearchParams({ selectedTab: tab }));
      expect(answers?.map((answer) => answer.url)).toEqual([...sessionCallUrls('partner'), ...brandCalls]);
      expect(brandCalls.slice(1)).toEqual([
        '/api/brand/v3/partner/notification/count?brandId=101',
        `/api/brand/v2/partner/brand/101/notification/${tab}?page=1&size=5&sortBy=created_at&sortDirection=desc`,
      ]);
      for (const answer of answers?.slice(5) ?? []) {
        expect(answer.body).toEqual(await (await api.request('GET', answer.url, { token })).json());
      }
    }
  });

  it("answers a page's own first calls at its bare address, and leaves an address with a filter to the page", async () => {
    for (const path of ['/announcement', '/discussion-product', '/withdrawal', '/finance-withdrawal', '/finance-transaction', '/product-v3/create']) {
      const answers = answersIn(await (await page(path, `evb_token=${token}; evb_brand=101`)).text());
      const ownCalls = brandCallUrls(path, 'partner', 101).slice(1);
      expect(ownCalls.length, path).toBeGreaterThan(0);
      expect(answers?.map((answer) => answer.url)).toEqual([...sessionCallUrls('partner'), '/api/brand/v1/brand/101', ...ownCalls]);
      for (const answer of answers?.slice(6) ?? []) {
        expect(answer.body, answer.url).toEqual(await (await api.request('GET', answer.url, { token })).json());
      }
      const filtered = answersIn(await (await page(`${path}?page=2`, `evb_token=${token}; evb_brand=101`)).text());
      expect(filtered?.map((answer) => answer.url)).toEqual([...sessionCallUrls('partner'), '/api/brand/v1/brand/101']);
    }
  });

  it("answers no call of a brand that is not the seller's, nor of a brand cookie that is not one number", async () => {
    // Brand 301 belongs to another account: its calls are refused, so the page meets the refusal itself.
    expect((await api.request('GET', '/api/brand/v1/brand/301', { token })).status).not.toBe(200);
    for (const brand of ['301', '101,102', 'abc', '0']) {
      const answers = answersIn(await (await page('/home', `evb_token=${token}; evb_brand=${brand}`)).text());
      expect(answers?.map((answer) => answer.url)).toEqual(sessionCallUrls('partner'));
    }
  });

  it('answers nothing without a session, with a token the server does not know, or on /sign-in', async () => {
    for (const [path, cookie] of [
      ['/home', undefined],
      ['/home', 'evb_token=not-a-token'],
      ['/sign-in', `evb_token=${token}`],
    ] as const) {
      const res = await page(path, cookie);
      expect(answersIn(await res.text())).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('leaves the calls to the page while a test has staged a fault, so the page meets it', async () => {
    const sandbox = createSandbox({ db: api.database.db, staticDir, faults: true });
    sandbox.faults!.add({ pathPattern: '/api/mimin/*/user/current', status: 500, times: 1 });
    const res = await sandbox.app.request('/home', { headers: { cookie: `evb_token=${token}` } });
    expect(answersIn(await res.text())).toBeNull();
  });

  it("keeps a seller's text from ending the element or starting markup", async () => {
    const name = `</script><script>alert(1)</script><!-- $& $' \u2028 & "kutip"`;
    await api.database.db.execute(sql`UPDATE users SET name = ${name} WHERE email = 'seller@demo.id'`);
    const html = await (await page('/home', `evb_token=${token}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const user = answersIn(html)?.[0]?.body as { data: { name: string } };
    expect(user.data.name).toBe(name);
  });

  it('writes JSON with no angle bracket, ampersand or line separator left as such', () => {
    const text = jsonForHtml({ a: '</script>&<!--\u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script>&<!--\u2028\u2029' });
  });
});
