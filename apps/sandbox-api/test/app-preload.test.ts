import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/server.js';
import { startSandbox, type TestSandbox } from './support.js';

const indexHtml = `<!doctype html><html><head><title>Dasbor</title>
<script type="module" crossorigin src="/assets/index-Aa11Bb22.js"></script>
<link rel="modulepreload" crossorigin href="/assets/Button-Cc33Dd44.js">
</head><body><div id="boot-shell" role="status" hidden><p>Memuat data toko…</p></div><div id="root"></div></body></html>`;

const manifest = {
  'src/main.tsx': {
    file: 'assets/index-Aa11Bb22.js',
    isEntry: true,
    imports: ['_Button.js'],
    dynamicImports: ['src/app/react-first.ts', 'src/app/render-app.tsx', 'src/app/standalone-sign-in.tsx', '_order-calls.js'],
  },
  '_order-calls.js': { file: 'assets/order-calls-Ww33Xx44.js', imports: ['_Button.js', '_paths.js'] },
  '_paths.js': { file: 'assets/paths-Yy55Zz66.js' },
  '_Button.js': { file: 'assets/Button-Cc33Dd44.js' },
  '_dialog.js': { file: 'assets/dialog-Ee55Ff66.js' },
  'src/app/react-first.ts': { file: 'assets/react-first-Zz00Aa11.js', isDynamicEntry: true, imports: ['_react-dom.js'] },
  'src/app/render-app.tsx': { file: 'assets/render-app-Gg77Hh88.js', isDynamicEntry: true, imports: ['_Button.js', '_dialog.js'] },
  'src/layouts/DefaultLayout.tsx': { file: 'assets/DefaultLayout-Ii99Jj00.js', isDynamicEntry: true, imports: ['_dialog.js'], css: ['assets/DefaultLayout-Kk11Ll22.css'] },
  'src/features/products/list/ProductListPage.tsx': { file: 'assets/ProductListPage-Mm33Nn44.js', isDynamicEntry: true, imports: ['_table.js', '_Button.js'] },
  '_table.js': { file: 'assets/table-Oo55Pp66.js' },
  'src/features/orders/OrdersRoute.tsx': { file: 'assets/OrdersRoute-Qq77Rr88.js', isDynamicEntry: true, imports: ['_table.js', '_order-calls.js'] },
  'src/app/standalone-sign-in.tsx': { file: 'assets/standalone-sign-in-Ss99Tt00.js', isDynamicEntry: true, imports: ['_Button.js', '_react-dom.js'] },
  '_react-dom.js': { file: 'assets/react-dom-Uu11Vv22.js' },
};

const routeModules = [
  { path: '/product-v3/variant', module: 'src/features/products/list/ProductListPage.tsx', alsoLoads: ['src/app/standalone-sign-in.tsx'] },
  { path: '/product-v3', module: 'src/features/products/list/ProductListPage.tsx' },
  { path: '/product-v3/:id', module: 'src/features/orders/OrdersRoute.tsx' },
];

describe('a signed-in page load starts the app core and the layout together with the entry', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'sandbox-preload-'));
  let api: TestSandbox;
  beforeAll(async () => {
    mkdirSync(join(staticDir, '.vite'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), indexHtml);
    writeFileSync(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(staticDir, '.vite', 'route-modules.json'), JSON.stringify(routeModules));
    api = await startSandbox();
  });
  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await api.close();
  });

  const page = (path: string, cookie?: string) =>
    createSandbox({ db: api.database.db, staticDir }).app.request(path, { headers: cookie ? { cookie } : {} });

  it('preloads the app core, the signed-in layout, the page, their shared chunks and CSS, each once', async () => {
    const res = await page('/product-v3', 'promotion=false; evb_token=abc.def');
    const html = await res.text();
    expect(res.headers.get('vary')).toContain('Cookie');
    for (const file of ['react-first-Zz00Aa11.js', 'react-dom-Uu11Vv22.js', 'render-app-Gg77Hh88.js', 'DefaultLayout-Ii99Jj00.js', 'dialog-Ee55Ff66.js', 'ProductListPage-Mm33Nn44.js', 'table-Oo55Pp66.js']) {
      expect(html.match(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}">`, 'g'))).toHaveLength(1);
    }
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/DefaultLayout-Kk11Ll22.css">');
    // Already in index.html: not announced again. Another page's chunk: not announced.
    expect(html.match(/Button-Cc33Dd44\.js/g)).toHaveLength(1);
    expect(html).not.toContain('OrdersRoute');
    expect(html.indexOf('render-app')).toBeLessThan(html.indexOf('</head>'));
  });

  it('announces first what the entry starts itself on the page (its first calls), then the rest', async () => {
    const html = await (await page('/product-v3/42', 'evb_token=abc')).text();
    const order = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)]
      .map((match) => match[1]!)
      .filter((file) => !file.startsWith('Button-')); // index.html's own
    expect(order.slice(0, 2).sort()).toEqual(['order-calls-Ww33Xx44.js', 'paths-Yy55Zz66.js']);
    expect(order).toContain('render-app-Gg77Hh88.js');
    expect(order).toContain('OrdersRoute-Qq77Rr88.js');
    // Another page's first calls are not this page's: not announced.
    const products = await (await page('/product-v3', 'evb_token=abc')).text();
    expect(products).not.toContain('order-calls');
  });

  it('matches a page by its route pattern, one segment per parameter', async () => {
    const detail = await (await page('/product-v3/42', 'evb_token=abc')).text();
    expect(detail).toContain('/assets/OrdersRoute-Qq77Rr88.js');
    expect(detail).not.toContain('ProductListPage');
    const unknown = await (await page('/product-v3/42/more', 'evb_token=abc')).text();
    expect(unknown).toContain('/assets/render-app-Gg77Hh88.js');
    expect(unknown).not.toContain('OrdersRoute');
  });

  it('also starts the modules a page loads lazily at that address, the first matching entry winning', async () => {
    const html = await (await page('/product-v3/variant', 'evb_token=abc')).text();
    for (const file of ['ProductListPage-Mm33Nn44.js', 'standalone-sign-in-Ss99Tt00.js', 'react-dom-Uu11Vv22.js']) {
      expect(html.match(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}">`, 'g')), file).toHaveLength(1);
    }
    expect(html).not.toContain('OrdersRoute');
  });

  it('shows the boot screen at once on a signed-in visit only', async () => {
    expect(await (await page('/home', 'evb_token=abc')).text()).toContain('<div id="boot-shell" role="status"><p>');
    expect(await (await page('/sign-in', 'evb_token=abc')).text()).toContain('<div id="boot-shell" role="status" hidden>');
  });

  it('the sign-in page of a visitor without a session preloads the standalone sign-in, nothing of the app', async () => {
    for (const path of ['/sign-in', '/login']) {
      const html = await (await page(path, 'promotion=false')).text();
      for (const file of ['standalone-sign-in-Ss99Tt00.js', 'react-dom-Uu11Vv22.js']) {
        expect(html.match(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}">`, 'g')), `${path} ${file}`).toHaveLength(1);
      }
      expect(html.match(/Button-Cc33Dd44\.js/g)).toHaveLength(1);
      expect(html).not.toContain('render-app');
      expect(html).toContain('<div id="boot-shell" role="status" hidden>');
    }
  });

  it('any other page without a session, and the sign-in page with one, get index.html as built', async () => {
    for (const [path, cookie] of [['/product-v3', undefined], ['/sign-in', 'evb_token=abc'], ['/login', 'evb_token=abc'], ['/home', 'evb_token=']] as const) {
      const html = await (await page(path, cookie)).text();
      expect(html, `${path} ${cookie ?? ''}`).toBe(indexHtml);
    }
  });
});
