import { sql } from 'drizzle-orm';
import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
import { one, rows } from '../src/db/query.js';
import { onBothDatabases } from './both-databases.js';
import type { TestSandbox } from './support.js';

/** Report route → §7 report name and the account whose menu has it. */
const reports = [
  { report: 'statistics', email: 'seller@demo.id', brandId: 101, title: 'Statistik Brand' },
  { report: 'reseller-brand', email: 'seller@demo.id', brandId: 101, title: 'Brand Reseller' },
  { report: 'rapor-brand', email: 'mofasa@demo.id', brandId: 301, title: 'Rapor Brand' },
  { report: 'sales-report', email: 'mofasa@demo.id', brandId: 301, title: 'Laporan Penjualan' },
  {
    report: 'stockist-performance',
    email: 'stockist@demo.id',
    brandId: 201,
    title: 'Performa Stockist',
  },
  { report: 'stockist-raport', email: 'stockist@demo.id', brandId: 202, title: 'Rapor Stockist' },
] as const;

async function embedAddress(sb: TestSandbox, email: string, brandId: number, report: string) {
  const token = await sb.login(email);
  const res = await sb.request(
    'GET',
    `/api/brand/v2/partner/brand/${brandId}/dashboard-embed/${report}`,
    { token },
  );
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as {
    data: { embedUrl?: string; metabaseUrl?: string; expiresAt: string };
  };
  const url = new URL((data.embedUrl ?? data.metabaseUrl)!);
  return { path: `${url.pathname}${url.search}`, expiresAt: data.expiresAt, token };
}

/** The figures a page shows, by data-testid, as numbers. */
function figures(html: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of html.matchAll(/data-testid="([a-z-]+)" data-value="(-?[\d.]+)"/g))
    out[m[1]!] = Number(m[2]);
  return out;
}

async function page(sb: TestSandbox, email: string, brandId: number, report: string, query = '') {
  const { path } = await embedAddress(sb, email, brandId, report);
  const res = await sb.request('GET', `${path}${query}`);
  const html = await res.text();
  return { res, html, figures: figures(html) };
}

const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

onBothDatabases('report dashboards', (sandbox) => {
  afterEach(() => {});

  it('serves six different pages, each with its title, charts, tables and CSV, no inline script or style, framed only by the app', async () => {
    const sb = sandbox();
    const titles = new Set<string>();
    for (const r of reports) {
      const { res, html } = await page(sb, r.email, r.brandId, r.report);
      expect(res.status, r.report).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(html).toContain(`<h1>${r.title}</h1>`);
      titles.add(/<h1>([^<]+)<\/h1>/.exec(html)![1]!);
      expect(html).toMatch(/<canvas id="canvas-[a-z-]+" role="img"/);
      expect(html).toContain('<script src="/api/embed/assets/chart.umd.js"');
      expect(html).toMatch(/<table id="table-/);
      expect(html).toMatch(/download="[a-z-]+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-[a-z-]+\.csv"/);
      // CSP-friendly: every script is external or a JSON data block, no style element or attribute.
      for (const tag of html.match(/<script[^>]*>/g) ?? [])
        expect(tag).toMatch(/src="\/api\/embed\/assets\/|type="application\/json"/);
      // The sandboxed page asks for its files without the dashboard's cookies.
      for (const tag of html.match(/<(script|link)[^>]*\/api\/embed\/assets\/[^>]*>/g) ?? [])
        expect(tag).toContain('crossorigin="anonymous"');
      expect(html).not.toMatch(/<style|\sstyle=/);
      // Hidden until its styles apply, so a frame never lays it out unstyled first (a layout shift).
      expect(html).toContain('</head><body hidden>');
    }
    expect(titles.size).toBe(6);
    const css = await (await sb.request('GET', '/api/embed/assets/report.css')).text();
    expect(css).toMatch(/body\[hidden\]\s*\{\s*display: block;\s*\}/);
  });

  it('sales report: revenue, orders, cancellations and top variants equal the database and the home performance card', async () => {
    const sb = sandbox();
    const db = sb.database.db;
    const all = await page(sb, 'mofasa@demo.id', 301, 'sales-report');
    const truth = await one<{ revenue: string; sold: number; cancelled: number }>(
      db,
      sql`SELECT coalesce(sum(total_amount) FILTER (WHERE status IN (6, 8)), 0)::bigint AS revenue,
                 count(*) FILTER (WHERE status IN (6, 8))::int AS sold, count(*) FILTER (WHERE status IN (4, 5))::int AS cancelled
          FROM orders WHERE brand_id = 301`,
    );
    expect(all.figures.revenue).toBe(Number(truth!.revenue));
    expect(all.figures['sold-orders']).toBe(truth!.sold);
    expect(all.figures['cancelled-orders']).toBe(truth!.cancelled);
    expect(all.figures.revenue).toBeGreaterThan(0);

    // The month of the home page's performance card, as a date range: same sales, same order count.
    const token = await sb.login('mofasa@demo.id');
    const perf = (await (
      await sb.request('GET', '/api/dashboard/v3/mofasa/dashboard/performance/301', { token })
    ).json()) as {
      data: {
        period: string;
        totalSales: number;
        totalOrder: number;
        cancellationRate: number;
        fulfillmentRate: number;
      };
    };
    // The days of the card (an ISO 8601 interval) as a date range.
    const [from, to] = perf.data.period.split('/');
    const month = `&from=${from}&to=${to}`;
    const monthly = await page(sb, 'mofasa@demo.id', 301, 'sales-report', month);
    expect(monthly.res.status).toBe(200);
    expect(monthly.figures.revenue).toBe(perf.data.totalSales);
    const rapor = await page(sb, 'mofasa@demo.id', 301, 'rapor-brand', month);
    expect(rapor.figures['cancellation-rate']).toBe(perf.data.cancellationRate);
    expect(rapor.figures['fulfilment-rate']).toBe(perf.data.fulfillmentRate);
    const stats = await page(sb, 'mofasa@demo.id', 301, 'statistics', month);
    expect(stats.figures['total-orders']).toBe(perf.data.totalOrder);

    // Top variant: the one with the largest sold revenue, read from the order lines.
    const [top] = await rows<{ name: string; revenue: string }>(
      db,
      sql`SELECT i->>'variantName' AS name, sum((i->>'quantity')::bigint * (i->>'price')::bigint)::bigint AS revenue
          FROM orders o, jsonb_array_elements(o.items) i WHERE o.brand_id = 301 AND o.status IN (6, 8)
          GROUP BY i->>'variantId', i->>'variantName' ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const data = JSON.parse(
      /<script type="application\/json" id="report-data">(.*?)<\/script>/s.exec(all.html)![1]!,
    ) as {
      charts: { id: string; labels: string[]; series: { data: number[] }[] }[];
    };
    const variants = data.charts.find((c) => c.id === 'top-variants')!;
    expect(variants.labels[0]).toBe(top!.name);
    expect(variants.series[0]!.data[0]).toBe(Number(top!.revenue));
  });

  it('statistics: total and per-status counts equal the order counts the order list shows', async () => {
    const sb = sandbox();
    const token = await sb.login('seller@demo.id');
    const counts = (await (
      await sb.request('GET', '/api/admin/admin/order-list/v2/count?brandId=101', { token })
    ).json()) as {
      data: { totalTransaction: { status: number; total: number }[] };
    };
    const byStatus = new Map(counts.data.totalTransaction.map((c) => [c.status, c.total]));
    const sum = (...s: number[]) => s.reduce((acc, x) => acc + (byStatus.get(x) ?? 0), 0);
    const { figures: f, html } = await page(sb, 'seller@demo.id', 101, 'statistics');
    expect(f['total-orders']).toBe(sum(1, 2, 3, 4, 5, 6, 8));
    expect(f['shipped-orders']).toBe(sum(3, 6, 8));
    expect(f['finished-orders']).toBe(sum(6, 8));
    expect(f['failed-orders']).toBe(sum(4, 5));
    const data = JSON.parse(/id="report-data">(.*?)<\/script>/s.exec(html)![1]!) as {
      charts: { id: string; series: { data: number[] }[] }[];
    };
    const status = data.charts.find((c) => c.id === 'status')!;
    expect(status.series[0]!.data).toEqual([1, 2, 3, 8, 6, 4, 5].map((s) => byStatus.get(s) ?? 0));
  });

  it('rapor brand: late shipments and penalty points equal the database', async () => {
    const sb = sandbox();
    const db = sb.database.db;
    const { figures: f } = await page(sb, 'mofasa@demo.id', 301, 'rapor-brand');
    const truth = await one<{ total: number; late: number; cancelled: number; points: number }>(
      db,
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN (4, 5))::int AS cancelled,
                 count(*) FILTER (WHERE (SELECT min(changed_at) FROM order_status_history h WHERE h.order_id = o.id AND h.status = 3) > o.ship_by
                   OR (o.status IN (1, 2) AND o.ship_by < now()))::int AS late,
                 (SELECT coalesce(sum(point), 0)::int FROM penalties WHERE brand_id = 301) AS points
          FROM orders o WHERE brand_id = 301`,
    );
    expect(f['late-shipments']).toBe(truth!.late);
    expect(f['penalty-points']).toBe(truth!.points);
    expect(f['cancellation-rate']).toBe(pct(truth!.cancelled, truth!.total));
    const penalty = (await (
      await sb.request('GET', '/api/dashboard/v3/mofasa/dashboard/penalty/301', {
        token: await sb.login('mofasa@demo.id'),
      })
    ).json()) as {
      data: { totalPoint: number };
    };
    expect(f['penalty-points']).toBe(penalty.data.totalPoint);
  });

  it('reseller brand: resellers, their orders and revenue equal the database', async () => {
    const sb = sandbox();
    const { figures: f } = await page(sb, 'seller@demo.id', 101, 'reseller-brand');
    const truth = await one<{ resellers: number; orders: number; revenue: string; repeat: number }>(
      sb.database.db,
      sql`SELECT count(DISTINCT buyer_phone)::int AS resellers, count(*)::int AS orders, sum(total_amount)::bigint AS revenue,
                 (SELECT count(*)::int FROM (SELECT 1 FROM orders WHERE brand_id = 101 AND status IN (6, 8) GROUP BY buyer_phone HAVING count(*) > 1) r) AS repeat
          FROM orders WHERE brand_id = 101 AND status IN (6, 8)`,
    );
    expect(f.resellers).toBe(truth!.resellers);
    expect(f['reseller-orders']).toBe(truth!.orders);
    expect(f['reseller-revenue']).toBe(Number(truth!.revenue));
    expect(f['repeat-resellers']).toBe(truth!.repeat);
  });

  it('stockist performance and rapor: online and offline sales per stockist equal the database', async () => {
    const sb = sandbox();
    const db = sb.database.db;
    const { figures: f } = await page(sb, 'stockist@demo.id', 201, 'stockist-performance');
    const truth = await one<{ online: string; offline: string }>(
      db,
      sql`SELECT (SELECT coalesce(sum(total_amount), 0) FROM orders WHERE brand_id IN (201, 202) AND status IN (6, 8))::bigint AS online,
                 (SELECT coalesce(sum(total_amount), 0) FROM offline_transactions WHERE stockist_id IN (201, 202))::bigint AS offline`,
    );
    expect(f['online-sales']).toBe(Number(truth!.online));
    expect(f['offline-sales']).toBe(Number(truth!.offline));
    expect(f['offline-sales']).toBeGreaterThan(0);
    expect(f['stockist-sales']).toBe(Number(truth!.online) + Number(truth!.offline));

    const raport = await page(sb, 'stockist@demo.id', 202, 'stockist-raport');
    const own = await one<{ online: string; offline: string; n: number }>(
      db,
      sql`SELECT (SELECT coalesce(sum(total_amount), 0) FROM orders WHERE brand_id = 202 AND status IN (6, 8))::bigint AS online,
                 (SELECT coalesce(sum(total_amount), 0) FROM offline_transactions WHERE stockist_id = 202)::bigint AS offline,
                 (SELECT count(*)::int FROM offline_transactions WHERE stockist_id = 202) AS n`,
    );
    expect(raport.figures['offline-transactions']).toBe(own!.n);
    expect(raport.figures['offline-share']).toBe(
      pct(Number(own!.offline), Number(own!.online) + Number(own!.offline)),
    );
  });

  it('a date range narrows the figures; bad ranges answer 400, never 500', async () => {
    const sb = sandbox();
    const { path } = await embedAddress(sb, 'seller@demo.id', 101, 'sales-report');
    const empty = await sb.request('GET', `${path}&from=2001-01-01&to=2001-01-31`);
    expect(empty.status).toBe(200);
    const html = await empty.text();
    expect(figures(html).revenue).toBe(0);
    expect(html).toContain('2001-01-01 s.d. 2001-01-31');
    expect(html).toContain('Belum ada data pada rentang tanggal ini.');
    for (const query of [
      '&from=2026-13-45',
      '&from=2026-02-30',
      '&from=2026-05-02&to=2026-05-01',
      '&group=year',
      '&from=1900-01-01&to=2026-01-01',
    ]) {
      expect((await sb.request('GET', `${path}${query}`)).status, query).toBe(400);
    }
  });

  it('tokens are short-lived and bound to one report; an expired page asks the app for a new address', async () => {
    const sb = sandbox();
    vi.stubEnv('SANDBOX_EMBED_TOKEN_SECONDS', '0.2');
    const { path, expiresAt } = await embedAddress(sb, 'seller@demo.id', 101, 'statistics');
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(200);
    expect((await sb.request('GET', path)).status).toBe(200);
    expect((await sb.request('GET', path.replace('/statistics?', '/sales-report?'))).status).toBe(
      401,
    );
    // The sandbox answers in this process: its clock moves past the token's end, no one waits.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 250 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const expired = await sb.request('GET', `${path}&from=2026-01-01`);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('content-type')).toContain('text/html');
    const html = await expired.text();
    expect(html).toContain('Tautan laporan sudah kedaluwarsa');
    expect(html).toContain('<body hidden>');
    expect(html).toContain('"expired":true');
    expect(html).toContain('"from":"2026-01-01"');
    vi.unstubAllEnvs();
    const fresh = await embedAddress(sb, 'seller@demo.id', 101, 'statistics');
    expect(Date.parse(fresh.expiresAt) - Date.now()).toBeGreaterThan(250_000);
  });

  it('serves the page script, styles and chart.js to the sandboxed page without credentials; no other brand can be asked for', async () => {
    const sb = sandbox();
    const js = await sb.request('GET', '/api/embed/assets/chart.umd.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    // Readable by the sandboxed report page, whose origin is opaque.
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    expect(await js.text()).toContain('Chart');
    expect(
      (await sb.request('GET', '/api/embed/assets/report.css')).headers.get('content-type'),
    ).toContain('text/css');
    expect(await (await sb.request('GET', '/api/embed/assets/report.js')).text()).toContain(
      "type: 'expired'",
    );
    expect((await sb.request('GET', '/api/embed/assets/secret.txt')).status).toBe(400);
    const token = await sb.login('seller@demo.id');
    expect(
      (
        await sb.request('GET', '/api/brand/v2/partner/brand/301/dashboard-embed/statistics', {
          token,
        })
      ).status,
    ).toBe(403);
    // Which tenant sees which report follows the menu: the stockist has no sales report, the seller no stockist report.
    const stockist = await sb.login('stockist@demo.id');
    const refused = await sb.request(
      'GET',
      '/api/brand/v2/partner/brand/201/dashboard-embed/sales-report',
      { token: stockist },
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Laporan ini tidak tersedia untuk akun Anda.',
    );
    expect(
      (
        await sb.request('GET', '/api/brand/v2/partner/brand/101/dashboard-embed/stockist-raport', {
          token,
        })
      ).status,
    ).toBe(403);
  });
});
