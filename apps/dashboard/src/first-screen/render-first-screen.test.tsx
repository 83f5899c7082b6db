// @vitest-environment node
// The server draws in Node, in a window of its own (server-dom.ts), as the sandbox's worker does.
import { describe, expect, it } from 'vitest';
import { makeWithdrawal, paging } from '../features/finance/finance-test-harness';
import { makeOrder, pageOf } from '../features/orders/order-fixtures';
import { oneNotificationPage } from '../test/one-notification-page';
import { renderFirstScreen, type AskServer, type FirstScreenVisit } from './render-first-screen';

const origin = 'http://shop.test';

const menuEntry = (name: string, path: string, icon: string, children: unknown[] = []) => ({
  name,
  path,
  icon,
  code: path.slice(1),
  additionalSettings: { index: 1, target: '_self', newMenu: false },
  children,
});

/** The answers a page carries for a partner working in brand 101 (the sandbox's session-answers.ts). */
function answersFor(brandName: string): FirstScreenVisit['answers'] {
  return [
    {
      url: '/api/mimin/v2/partner/user/current',
      status: 200,
      body: {
        data: {
          id: 1,
          name: 'Rina Wulandari',
          telephone: null,
          email: 'seller@demo.id',
          profilePictureUrl: null,
        },
      },
    },
    {
      url: '/api/mimin/v2/partner/user/brands',
      status: 200,
      body: {
        data: [
          { id: 101, name: brandName },
          { id: 102, name: 'Kopi Nusantara Rasa' },
        ],
      },
    },
    {
      url: '/api/admin/v1/system/container/user-menu?systemContext=seller-dashboard&container=global&tenant=partner',
      status: 200,
      body: {
        data: [
          menuEntry('Beranda', '/home', 'home'),
          menuEntry('Produk', '/product-v3', 'product', [
            menuEntry('Daftar Produk', '/product-v3', 'product'),
          ]),
          menuEntry('Transaksi', '/transaction-v3', 'transaction'),
          menuEntry('Penarikan Dana', '/finance-withdrawal', 'finance'),
          menuEntry('Pengumuman', '/announcement', 'announcement'),
          menuEntry('Notifikasi', '/notification', 'notification'),
        ],
      },
    },
    {
      url: '/api/admin/v1/internal/user/permission?systemContext=seller-dashboard&container=global',
      status: 200,
      body: {
        data: [
          {
            userId: 1,
            container: 'global',
            role: 'partner',
            permissions: ['order.read', 'order.process', 'product.read', 'product.write'],
          },
        ],
      },
    },
    {
      url: '/api/admin/v1/tenant/config?tenant=partner&systemContext=seller-dashboard&container=global',
      status: 200,
      body: {
        data: [{ key: 'transaction.v3.enable', configItem: 'Transaksi v3', configValue: true }],
      },
    },
    {
      url: '/api/brand/v1/brand/101',
      status: 200,
      body: {
        data: {
          id: 101,
          brandId: 101,
          brandName,
          logoUrl: null,
          type: 'brand',
          brandType: 'regular',
          brandLevel: null,
          benefitTier: null,
          brandJagoan: null,
          isJagoan: false,
          hasStockist: false,
        },
      },
    },
  ];
}

const visit = (path: string, brandName = 'Batik Sekar Jagad'): FirstScreenVisit => ({
  url: `${origin}${path}`,
  answers: answersFor(brandName),
  tenant: 'partner',
  brandId: 101,
});

describe('the first screen the server draws', () => {
  it("draws the page as the app first shows it, for a phone and a desktop, with the seller's name and brand", async () => {
    const html = await renderFirstScreen(visit('/home'));
    expect(html).not.toBeNull();
    const screens = [...(html ?? '').matchAll(/<div data-first-screen="(narrow|wide)">/g)].map(
      (match) => match[1],
    );
    expect(screens).toEqual(['narrow', 'wide']);
    expect(html).not.toContain('data-first-screen-other');
    // The home page's greeting, the header's brand switch and the sidebar's menu, in each screen.
    expect(html?.match(/Halo, Rina Wulandari/g)).toHaveLength(2);
    expect(html).toContain('Daftar Produk');
    expect(html).toMatch(/aria-haspopup="listbox"[^>]*><span[^>]*>Batik Sekar Jagad<\/span>/);
    // Only one of the two shows, by the window's width at the sidebar's breakpoint.
    expect(html).toContain('@media (width >= 1199px){[data-first-screen="narrow"]{display:none}}');
    expect(html).toContain('@media (width < 1199px){[data-first-screen="wide"]{display:none}}');
  });

  it("draws only the screen the seller's window had last time, and the boot screen's words for a window that no longer fits it", async () => {
    for (const screen of ['narrow', 'wide'] as const) {
      const html = (await renderFirstScreen({ ...visit('/home'), screen })) ?? '';
      const drawn = [...html.matchAll(/<div data-first-screen="(narrow|wide)">/g)].map(
        (match) => match[1],
      );
      expect(drawn).toEqual([screen]);
      expect(html.match(/Halo, Rina Wulandari/g)).toHaveLength(1);
      const otherWindow = screen === 'narrow' ? '(width >= 1199px)' : '(width < 1199px)';
      expect(html).toContain(
        `@media ${otherWindow}{[data-first-screen="${screen}"]{display:none}}`,
      );
      expect(html).toContain(`@media ${otherWindow}{[data-first-screen-other]{display:flex}}`);
      expect(html).toContain('<div data-first-screen-other><p>Memuat data toko…</p></div>');
      // The phone's sidebar is the menu drawer; the desktop's stays in the page.
      expect(/<aside([^>]*)>/.exec(html)?.[1] ?? '').toSatisfy((aside: string) =>
        screen === 'narrow' ? aside.includes('data-mobile') : !aside.includes('data-mobile'),
      );
    }
  });

  it("writes a seller's text as text, never as markup", async () => {
    const html = await renderFirstScreen(
      visit('/home', 'Batik <img src=x onerror=alert(1)> & "Jagad" $&'),
    );
    expect(html).toContain(
      'Batik &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Jagad&quot; $&amp;',
    );
    expect(html).not.toContain('<img src=x');
  });

  it('draws into a closed shadow root, its styles its own, with the theme on its host', async () => {
    const html = (await renderFirstScreen(visit('/settings'))) ?? '';
    expect(html).toMatch(/^<template shadowrootmode="closed"><style>/);
    expect(html).toMatch(/<\/template>$/);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain(':host{color-scheme:light;--ds-color-bg-canvas:');
    expect(css).not.toMatch(/(?:^|[},])\s*(?::root|html|body)[\s,{]/);
    expect(css).not.toContain('data-styled');
    // The parts that load later (the bell) show their fallback, without React's notes about it.
    expect(html).not.toContain('data-msg');
    expect(html).toContain('aria-label="Menu utama"');
  });

  it('draws the desktop sidebar minimised when the seller left it so', async () => {
    const wideAside = (html: string | null) =>
      /<div data-first-screen="wide">[\s\S]*?<aside([^>]*)>/.exec(html ?? '')?.[1] ?? '';
    expect(wideAside(await renderFirstScreen(visit('/home')))).not.toContain('data-minimized');
    const minimised = wideAside(
      await renderFirstScreen({ ...visit('/home'), sidebarMinimised: true }),
    );
    expect(minimised).toContain('data-minimized=""');
    expect(minimised).not.toContain('data-mobile');
  });

  it("draws the home cards with the data the page carries, and never one visit's data in another's", async () => {
    const balance = {
      url: '/api/disbursement/v2/partner/brand-balance/101',
      status: 200,
      body: { data: { balance: 1_250_000, pendingWithdrawal: 300_000 } },
    };
    const home = visit('/home');
    const withBalance = await renderFirstScreen({ ...home, answers: [...home.answers, balance] });
    expect(withBalance?.match(/Rp1\.250\.000/g)).toHaveLength(2);
    expect(withBalance).toContain('Rp300.000');
    // A card whose answer the page does not carry keeps its placeholder.
    expect(withBalance).toContain('aria-busy="true"');
    const next = await renderFirstScreen(home);
    expect(next).not.toContain('Rp1.250.000');
    expect(next).toContain('Halo, Rina Wulandari');
  });

  it("draws the order queue's first page of the list its address opens, asking the server for it", async () => {
    const asked: string[] = [];
    const ask: AskServer = async (url) => {
      asked.push(url);
      const { pathname } = new URL(url, origin);
      if (pathname === '/api/brand/v3/partner/order/list') {
        const orders = [
          makeOrder({ orderCode: 'INV/20261120/101/000777', buyerName: 'Sri Nasution' }),
        ];
        return { url, status: 200, body: pageOf(orders) };
      }
      if (pathname === '/api/admin/admin/order-list/v2/count') {
        return {
          url,
          status: 200,
          body: { data: { totalTransaction: [{ status: 1, total: 7 }] } },
        };
      }
      return null;
    };
    const html = await renderFirstScreen(visit('/transaction-v3?status=1'), ask);
    // Both screens draw the order (the desktop's table, the phone's cards) with its tab count.
    expect(html?.match(/INV\/20261120\/101\/000777/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('Sri Nasution');
    expect(asked.map((url) => new URL(url, origin).pathname).sort()).toEqual([
      '/api/admin/admin/order-list/v2/count',
      '/api/brand/v3/partner/order/list',
    ]);
    expect(
      new URL(asked.find((url) => url.includes('/order/list')) ?? '', origin).searchParams.get(
        'status',
      ),
    ).toBe('1');

    // A bare address the server read no saved list for opens the list's defaults: every status.
    asked.length = 0;
    const bare = await renderFirstScreen(visit('/transaction-v3'), ask);
    expect(bare).toContain('Sri Nasution');
    expect(
      new URL(asked.find((url) => url.includes('/order/list')) ?? '', origin).searchParams.get(
        'status',
      ),
    ).toBe('-1');

    // A list left there that the server cannot know, or a brand it does not know the seller works
    // in (no cookie): nothing is asked, the rows are placeholders.
    asked.length = 0;
    for (const unknown of [
      { ...visit('/transaction-v3'), savedListUnknown: true },
      { ...visit('/transaction-v3?status=1'), brandId: null },
    ]) {
      const html = await renderFirstScreen(unknown, ask);
      expect(html).not.toContain('000777');
    }
    expect(asked).toEqual([]);
  });

  it("draws the product list's first page when its address names the list, with the multistock flag it asked for", async () => {
    const asked: string[] = [];
    const ask: AskServer = async (url) => {
      asked.push(new URL(url, origin).pathname);
      if (url.startsWith('/api/admin/version')) {
        return {
          url,
          status: 200,
          body: { data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': false } } },
        };
      }
      if (url.startsWith('/api/product/v3/partner/variant/list')) {
        const row = {
          id: 11,
          productId: 101,
          productName: 'Kemeja Batik Parang',
          name: 'Biru, L',
          sku: 'BSJ-011',
          price: 245_000,
          stock: 12,
          stockStatus: 'in-stock',
          isActive: true,
          imageUrl: null,
          updatedAt: '2026-11-20T03:00:00Z',
        };
        const metadata = {
          currentPage: 1,
          nextPage: null,
          pageSize: 15,
          previousPage: null,
          totalItem: 1,
          totalPage: 1,
        };
        return { url, status: 200, body: { data: [row], metadata } };
      }
      return null;
    };
    const html = await renderFirstScreen(visit('/product-v3?selectedTab=active'), ask);
    expect(html?.match(/Kemeja Batik Parang/g)?.length).toBeGreaterThanOrEqual(2);
    expect(
      asked.filter((path) => path.startsWith('/api/admin/version') || path.includes('/variant/')),
    ).toEqual(['/api/admin/version', '/api/product/v3/partner/variant/list']);
  });

  it('draws a money page with the data its own hooks load, asking the server for it', async () => {
    const asked: string[] = [];
    const ask: AskServer = async (url) => {
      asked.push(new URL(url, origin).pathname);
      if (new URL(url, origin).pathname !== '/api/disbursement/v2/partner/withdrawal') return null;
      return {
        url,
        status: 200,
        body: { data: [makeWithdrawal({ id: 4242, amount: 1_750_000 })], metadata: paging(1) },
      };
    };
    const html = await renderFirstScreen(visit('/finance-withdrawal'), ask);
    // Both screens draw the request; asked once, though each screen renders the page twice.
    expect(html?.match(/Rp1\.750\.000/g)?.length).toBeGreaterThanOrEqual(2);
    expect(asked).toEqual(['/api/disbursement/v2/partner/withdrawal']);
    // The next visit, whose server has no answer, keeps its placeholders.
    const next = await renderFirstScreen(visit('/finance-withdrawal'), async () => null);
    expect(next).not.toContain('Rp1.750.000');
    expect(next).toContain('role="status" aria-label="Memuat data"');
  });

  it("draws the brand's promotions, whose list waits for the categories, in one more pass", async () => {
    const asked: string[] = [];
    const ask: AskServer = async (url) => {
      const { pathname, searchParams } = new URL(url, origin);
      asked.push(pathname);
      if (pathname === '/api/brand/v2/admin/brand-announcement/categories/list') {
        return {
          url,
          status: 200,
          body: {
            data: [
              { id: 3, name: 'Info' },
              { id: 7, name: 'Promo' },
            ],
          },
        };
      }
      if (
        pathname === '/api/brand/v2/partner/brand/101/brand-announcement' &&
        searchParams.get('categoryId') === '7'
      ) {
        const item = {
          id: 55,
          title: 'Diskon Harbolnas 12.12',
          categoryId: 7,
          categoryName: 'Promo',
          content: '<p>Ikuti kampanye</p>',
          imageUrl: null,
          isRead: false,
          publishedAt: '2026-11-20T03:00:00Z',
        };
        return {
          url,
          status: 200,
          body: { data: [item], metadata: { ...paging(1), pageSize: 10 } },
        };
      }
      return null;
    };
    const html = await renderFirstScreen(visit('/announcement/promo'), ask);
    expect(html?.match(/Diskon Harbolnas 12\.12/g)?.length).toBeGreaterThanOrEqual(2);
    expect(asked).toEqual([
      '/api/brand/v2/admin/brand-announcement/categories/list',
      '/api/brand/v2/partner/brand/101/brand-announcement',
    ]);
  });

  it("draws an announcement's body sanitised, as the app shows it", async () => {
    const ask: AskServer = async (url) =>
      new URL(url, origin).pathname === '/api/brand/v2/partner/brand/101/brand-announcement/5'
        ? {
            url,
            status: 200,
            body: {
              data: {
                id: 5,
                title: 'Jadwal gudang',
                categoryId: 3,
                categoryName: 'Info',
                content:
                  '<p>Gudang tutup</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">tautan</a>',
                imageUrl: null,
                isRead: true,
                publishedAt: '2026-11-20T03:00:00Z',
              },
            },
          }
        : null;
    const html = (await renderFirstScreen(visit('/announcement/5'), ask)) ?? '';
    expect(html.match(/Gudang tutup/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain('onerror');
    expect(html).not.toMatch(/<script|javascript:/i);
  });

  it("draws the notification page's first page and counts from the answers the page carries", async () => {
    const home = visit('/notification?selectedTab=product');
    const answers = [
      ...home.answers,
      {
        url: '/api/brand/v3/partner/notification/count?brandId=101',
        status: 200,
        body: {
          data: { totalTransaction: 2, totalProduct: 7, totalCount: 9, totalActiveTransaction: 0 },
        },
      },
      {
        url: '/api/brand/v2/partner/brand/101/notification/product?page=1&size=5&sortBy=created_at&sortDirection=desc',
        status: 200,
        body: {
          ...oneNotificationPage('product', 'ENT-1'),
          data: oneNotificationPage('product', 'ENT-1').data.map((entry) => ({
            ...entry,
            message: '<p>Sisa <b>2</b></p><img src=x onerror=alert(1)><script>alert(2)</script>',
          })),
        },
      },
    ];
    const html = await renderFirstScreen({ ...home, answers });
    expect(html?.match(/Stok menipis/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/Produk[^<]*<[^>]*>7</);
    // Each message drawn sanitised, as the app shows it.
    expect(html).toContain('Sisa <b>2</b>');
    expect(html).not.toContain('onerror');
    expect(html).not.toMatch(/<script/i);
    // Without those answers (and nothing to ask) it keeps its spinner.
    const bare = await renderFirstScreen(home, async () => null);
    expect(bare).not.toContain('Stok menipis');
  });

  it('draws nothing when the answers do not settle the session', async () => {
    const broken = visit('/home');
    expect(await renderFirstScreen({ ...broken, answers: broken.answers.slice(1) })).toBeNull();
  });
});
