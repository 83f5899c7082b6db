import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstScreenRenderer,
  type FirstScreen,
  type FirstScreenVisit,
} from '../src/first-screen.js';
import { createSandbox } from '../src/server.js';
import { sessionCallUrls } from '../src/session-answers.js';
import { withBootScreen } from '../src/static.js';
import { startSandbox, type TestSandbox } from './support.js';

const indexHtml = `<!doctype html><html><head><title>Dasbor</title>
<script type="module" crossorigin src="/assets/index-Aa11Bb22.js"></script>
</head><body><div id="boot-shell" role="status" aria-busy="true" hidden><span aria-hidden="true"></span><p>Memuat data toko…</p></div><div id="root"></div></body></html>`;

const manifest = {
  'src/main.tsx': {
    file: 'assets/index-Aa11Bb22.js',
    isEntry: true,
    dynamicImports: ['src/app/render-app.tsx'],
  },
  'src/app/render-app.tsx': { file: 'assets/render-app-Gg77Hh88.js', isDynamicEntry: true },
};

describe('a signed-in page comes with its first screen drawn by the server', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'sandbox-first-screen-'));
  let api: TestSandbox;
  let token: string;
  beforeAll(async () => {
    mkdirSync(join(staticDir, '.vite'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), indexHtml);
    writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(staticDir, '.vite', 'route-modules.json'), '[]');
    api = await startSandbox();
    token = await api.login('seller@demo.id');
  });
  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await api.close();
  });

  const serve = (firstScreen: FirstScreen) => {
    const visits: FirstScreenVisit[] = [];
    const { app } = createSandbox({
      db: api.database.db,
      staticDir,
      firstScreen: (visit, ask) => {
        visits.push(visit);
        return firstScreen(visit, ask);
      },
    });
    const page = (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers });
    return { page, visits };
  };

  it("puts the drawing in the boot screen, inert, with the app's files announced in the head", async () => {
    const { page, visits } = serve(async () => "<main><h1>Halo, Rina $&amp; $'</h1></main>");
    const html = await (
      await page('/home', { cookie: `evb_token=${token}; evb_brand=101` })
    ).text();
    expect(html).toContain(
      `<div id="boot-shell" data-picture inert><main><h1>Halo, Rina $&amp; $'</h1></main></div><div id="root">`,
    );
    expect(html).not.toContain('Memuat data toko');
    // The app's files are announced in the head as without a drawing: they load while it shows.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/render-app-Gg77Hh88.js">',
    );
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      url: 'http://localhost/home',
      tenant: 'partner',
      brandId: 101,
    });
    expect(visits[0]!.answers.map((answer) => answer.url).slice(0, 5)).toEqual(
      sessionCallUrls('partner'),
    );
  });

  it('answers what the drawing asks of the API as the visitor, and sends those answers with the page', async () => {
    const counts = '/api/admin/admin/order-list/v2/count?brandId=101';
    const replies: unknown[] = [];
    const { page } = serve(async (_visit, ask) => {
      const answer = await ask?.(counts);
      replies.push(answer?.status);
      // Only the API's own addresses, and a brand of the visitor's only.
      replies.push(
        await ask?.('/sign-in'),
        await ask?.('/api/../home'),
        await ask?.('/api/admin/admin/order-list/v2/count?brandId=999'),
      );
      return `<main>${JSON.stringify(answer?.body ?? null).length > 20 ? 'drawn' : 'empty'}</main>`;
    });
    const html = await (
      await page('/transaction-v3?status=1', { cookie: `evb_token=${token}; evb_brand=101` })
    ).text();
    expect(replies).toEqual([200, null, null, null]);
    expect(html).toContain(
      '<div id="boot-shell" data-picture inert data-list-drawn="?status=1"><main>drawn</main></div>',
    );
    const carried =
      /<script type="application\/json" id="server-answers">(.*?)<\/script>/.exec(html)?.[1] ??
      '[]';
    expect((JSON.parse(carried) as { url: string }[]).map((answer) => answer.url)).toContain(
      counts,
    );
  });

  it('lets one drawing ask for a few calls only', async () => {
    const replies: (number | undefined)[] = [];
    const { page } = serve(async (_visit, ask) => {
      for (let i = 1; i <= 8; i++)
        replies.push(
          (await ask?.(`/api/admin/admin/order-list/v2/count?brandId=101&n=${i}`))?.status,
        );
      return null;
    });
    await page('/home', { cookie: `evb_token=${token}; evb_brand=101` });
    expect(replies).toEqual([200, 200, 200, 200, 200, 200, undefined, undefined]);
  });

  it('draws the desktop sidebar as the seller left it', async () => {
    const { page, visits } = serve(async () => null);
    await page('/home', { cookie: `evb_token=${token}; evb_sidebar=mini` });
    await page('/home', { cookie: `evb_token=${token}; evb_sidebar=open` });
    expect(visits.map((visit) => visit.sidebarMinimised)).toEqual([true, false]);
  });

  it("draws for the screen the visitor's window had last time, or for both when it is not known", async () => {
    const { page, visits } = serve(async () => null);
    for (const screen of ['narrow', 'wide', 'huge'])
      await page('/home', { cookie: `evb_screen=${screen}; evb_token=${token}` });
    await page('/home', { cookie: `evb_token=${token}` });
    expect(visits.map((visit) => visit.screen)).toEqual(['narrow', 'wide', null, null]);
  });

  it('draws a bare list address as the list the seller left there, and only that address', async () => {
    const { page, visits } = serve(async () => null);
    const saved = `evb_page_query=${encodeURIComponent('/transaction-v3?status=2&q=INV%2F1')}`;
    await page('/transaction-v3', { cookie: `${saved}; evb_token=${token}` });
    // The address's own list wins; a page below the list's path, or a value naming another
    // path or none (a hand-made cookie), is drawn as addressed.
    await page('/transaction-v3?status=5', { cookie: `${saved}; evb_token=${token}` });
    await page('/transaction-v3/INV-1', { cookie: `${saved}; evb_token=${token}` });
    for (const value of ['/product-v3?page=2', 'status=2', '%E0%A4%A'])
      await page('/transaction-v3', { cookie: `evb_page_query=${value}; evb_token=${token}` });
    expect(visits.map((visit) => visit.url)).toEqual([
      'http://localhost/transaction-v3?status=2&q=INV%2F1',
      'http://localhost/transaction-v3?status=5',
      'http://localhost/transaction-v3/INV-1',
      'http://localhost/transaction-v3',
      'http://localhost/transaction-v3',
      'http://localhost/transaction-v3',
    ]);
    expect(visits.every((visit) => !visit.savedListUnknown)).toBe(true);
  });

  it('draws a bare list address without its rows when the list left there is one the cookie cannot carry', async () => {
    const { page, visits } = serve(async () => null);
    await page('/transaction-v3', { cookie: `evb_page_query=${encodeURIComponent('/transaction-v3')}; evb_token=${token}` });
    // The address's own list is known, and the value names this path only.
    await page('/transaction-v3?status=5', { cookie: `evb_page_query=%2Ftransaction-v3; evb_token=${token}` });
    await page('/transaction-v3/INV-1', { cookie: `evb_page_query=%2Ftransaction-v3; evb_token=${token}` });
    expect(visits.map((visit) => [visit.url, visit.savedListUnknown])).toEqual([
      ['http://localhost/transaction-v3', true],
      ['http://localhost/transaction-v3?status=5', false],
      ['http://localhost/transaction-v3/INV-1', false],
    ]);
  });

  it('marks the search a list was drawn at, escaped, a bare address with the list left there', async () => {
    const { page } = serve(async (_visit, ask) => {
      await ask?.('/api/admin/admin/order-list/v2/count?brandId=101');
      return '<main>drawn</main>';
    });
    const saved = `evb_page_query=${encodeURIComponent('/transaction-v3?status=2&q="a"')}`;
    const html = await (await page('/transaction-v3', { cookie: `${saved}; evb_token=${token}; evb_brand=101` })).text();
    expect(html).toContain('<div id="boot-shell" data-picture inert data-list-drawn="?status=2&amp;q=%22a%22"><main>drawn</main></div>');
    const bare = await (await page('/transaction-v3', { cookie: `evb_token=${token}; evb_brand=101` })).text();
    expect(bare).toContain('<div id="boot-shell" data-picture inert data-list-drawn=""><main>drawn</main></div>');
  });

  it('shows the plain boot screen when nothing was drawn', async () => {
    const { page, visits } = serve(async () => null);
    const html = await (await page('/home', { cookie: `evb_token=${token}` })).text();
    expect(html).toContain(
      '<div id="boot-shell" role="status" aria-busy="true"><span aria-hidden="true"></span><p>Memuat data toko…</p></div>',
    );
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/render-app-Gg77Hh88.js">',
    );
    expect(visits).toHaveLength(1);
  });

  it('draws nothing without a session the server knows', async () => {
    const { page, visits } = serve(async () => '<main>never</main>');
    for (const cookie of ['evb_token=not-a-token', 'promotion=false']) {
      const html = await (await page('/home', { cookie })).text();
      expect(html).not.toContain('never');
    }
    expect(visits).toHaveLength(0);
  });

  it('sends the page compressed as the browser accepts it', async () => {
    const { page } = serve(async () => `<main>${'Halo, Rina Wulandari. '.repeat(200)}</main>`);
    const plain = await (await page('/home', { cookie: `evb_token=${token}` })).text();
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await page('/home', { cookie: `evb_token=${token}`, 'accept-encoding': accept });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(plain.length / 5);
      expect(inflate(bytes).toString()).toBe(plain);
    }
  });

  it('keeps the boot screen as built when a page is no signed-in one', () => {
    expect(withBootScreen(indexHtml, null)).toContain(
      '<div id="boot-shell" role="status" aria-busy="true"><span',
    );
  });
});

describe('the thread that draws first screens', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-first-screen-module-'));
  const visit: FirstScreenVisit = {
    url: 'http://localhost/home',
    answers: [],
    tenant: 'partner',
    brandId: 101,
    sidebarMinimised: false,
    screen: null,
    savedListUnknown: false,
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const moduleFile = (name: string, body: string) => {
    const file = join(dir, name);
    writeFileSync(file, `export async function loadPages() {}\n${body}`);
    return file;
  };

  it("answers with the module's drawing of the visit, rendered one at a time", async () => {
    const file = moduleFile(
      'echo.mjs',
      'let busy = false;\nexport async function renderFirstScreen(visit) {\n  if (busy) throw new Error("two at once");\n  busy = true;\n  await new Promise((r) => setTimeout(r, 5));\n  busy = false;\n  return `<p>${visit.tenant} ${visit.brandId} ${process.env.NODE_ENV}</p>`;\n}',
    );
    const renderer = firstScreenRenderer(file, { waitMs: 5_000 });
    try {
      await renderer.ready;
      const drawn = await Promise.all([
        renderer.render(visit),
        renderer.render({ ...visit, brandId: 102 }),
      ]);
      expect(drawn).toEqual(['<p>partner 101 production</p>', '<p>partner 102 production</p>']);
    } finally {
      await renderer.close();
    }
  });

  it("passes the drawing's asks to the server's thread and its answers back", async () => {
    const file = moduleFile(
      'asking.mjs',
      'export async function renderFirstScreen(visit, ask) {\n  const answer = await ask("/api/brand/v1/brand/" + visit.brandId);\n  return `<p>${answer?.body?.name ?? "none"}</p>`;\n}',
    );
    const renderer = firstScreenRenderer(file, { waitMs: 5_000 });
    const asked: string[] = [];
    try {
      await renderer.ready;
      const drawn = await renderer.render(visit, async (url) => {
        asked.push(url);
        return { url, status: 200, body: { name: 'Batik Sekar Jagad' } };
      });
      expect(drawn).toBe('<p>Batik Sekar Jagad</p>');
      expect(asked).toEqual(['/api/brand/v1/brand/101']);
      // Without a way to ask, every ask is answered with nothing.
      expect(await renderer.render(visit)).toBe('<p>none</p>');
    } finally {
      await renderer.close();
    }
  });

  it('gives up on a drawing that takes longer than the page may wait, and on one that fails', async () => {
    const slow = firstScreenRenderer(
      moduleFile(
        'slow.mjs',
        'export async function renderFirstScreen() {\n  await new Promise((r) => setTimeout(r, 2_000));\n  return "<p>late</p>";\n}',
      ),
      { waitMs: 100 },
    );
    const failing = firstScreenRenderer(
      moduleFile(
        'failing.mjs',
        'export async function renderFirstScreen() {\n  throw new Error("broken");\n}',
      ),
      { waitMs: 5_000 },
    );
    try {
      const started = Date.now();
      expect(await slow.render(visit)).toBeNull();
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await failing.render(visit)).toBeNull();
    } finally {
      await slow.close();
      await failing.close();
    }
  });

  it('draws nothing when the dashboard has no server build', async () => {
    const renderer = firstScreenRenderer(join(dir, 'missing.mjs'));
    await renderer.ready;
    expect(await renderer.render(visit)).toBeNull();
  });
});
