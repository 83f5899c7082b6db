import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { forbidden, notFound } from '../http/errors.js';
import { resolveRange, type ReportContext, type ReportData } from './reports/common.js';
import { renderExpiredPage, renderReportPage, type ReportTheme } from './reports/page.js';
import { raporReport } from './reports/rapor.js';
import { resellerReport } from './reports/reseller.js';
import { salesReport } from './reports/sales.js';
import { statisticsReport } from './reports/statistics.js';
import { stockistPerformanceReport, stockistRaportReport } from './reports/stockist.js';

/** The six §7 report dashboards, one module each. */
export const reportBuilders: Record<string, (context: ReportContext) => Promise<ReportData>> = {
  'sales-report': salesReport,
  statistics: statisticsReport,
  'rapor-brand': raporReport,
  'reseller-brand': resellerReport,
  'stockist-performance': stockistPerformanceReport,
  'stockist-raport': stockistRaportReport,
};

/** The app route of each report: a tenant gets the reports its menu lists. */
export const reportMenuPaths: Record<string, string> = {
  statistics: '/report/brand',
  'reseller-brand': '/report/brand-reseller',
  'rapor-brand': '/report/rapor',
  'sales-report': '/report/sales',
  'stockist-performance': '/report/stockist',
  'stockist-raport': '/report/stockist-raport',
};

/** Refuses a report that is not in the account's menu (403). */
export async function assertReportInMenu(
  db: Exec,
  tenant: string,
  userId: number,
  report: string,
): Promise<void> {
  const path = reportMenuPaths[report];
  const found = path
    ? await one<{ ok: number }>(
        db,
        sql`SELECT 1 AS ok FROM menus WHERE tenant = ${tenant} AND (user_id IS NULL OR user_id = ${userId}) AND path = ${path} LIMIT 1`,
      )
    : undefined;
  if (!found) throw forbidden('Laporan ini tidak tersedia untuk akun Anda.');
}

/** The figures of one report for a brand and a query (from, to, group), as the page shows them. */
export async function buildReport(
  db: Exec,
  brandId: number,
  report: string,
  query: Record<string, unknown>,
  now = Date.now(),
) {
  const build = reportBuilders[report];
  if (!build) throw notFound('Laporan tidak ditemukan.');
  const brand = await one<{ brand_name: string; user_id: number; tenant: string }>(
    db,
    sql`SELECT b.brand_name, b.user_id, u.tenant FROM brands b JOIN users u ON u.id = b.user_id WHERE b.id = ${brandId}`,
  );
  if (!brand) throw notFound('Brand tidak ditemukan.');
  const scope =
    report === 'stockist-performance'
      ? (
          await rows<{ id: number }>(
            db,
            sql`SELECT id FROM brands WHERE user_id = ${brand.user_id} AND type = 'stockist'`,
          )
        ).map((r) => r.id)
      : [brandId];
  const range = await resolveRange(db, scope.length > 0 ? scope : [brandId], query, now);
  const data = await build({
    db,
    brandId,
    brandName: brand.brand_name,
    userId: brand.user_id,
    range,
  });
  return { brandName: brand.brand_name, range, data, theme: themeOf(brand.tenant) };
}

/** The app's theme of an account: mofasa sellers see mofasa's colours, everyone else the marketplace's. */
export const themeOf = (tenant: string): ReportTheme =>
  tenant === 'mofasa' ? 'mofasa' : 'marketplace';

/** The report page for a verified token. */
export async function renderReport(
  db: Exec,
  brandId: number,
  report: string,
  query: Record<string, unknown>,
  token: string,
  expiresAt: string,
): Promise<string> {
  const { brandName, range, data, theme } = await buildReport(db, brandId, report, query);
  return renderReportPage({ report, brandName, range, token, expiresAt, data, theme });
}

export { renderExpiredPage };

/** Security headers of every embed response: framed only by the app's own origin, scripts and styles from here only. */
export const embedHeaders = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const here = dirname(fileURLToPath(import.meta.url));
const chartDir = dirname(createRequire(import.meta.url).resolve('chart.js'));

/** Static files of the embed service: the page script, its styles and chart.js's UMD build. */
const assetFiles: Record<string, { path: string; type: string }> = {
  'report.js': {
    path: join(here, 'reports/assets/report.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'report.css': { path: join(here, 'reports/assets/report.css'), type: 'text/css; charset=utf-8' },
  'chart.umd.js': {
    path: join(chartDir, 'chart.umd.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
};
const assetCache = new Map<string, string>();

export function embedAsset(name: string): { body: string; type: string } {
  const file = assetFiles[name];
  if (!file) throw notFound('Berkas tidak ditemukan.');
  let body = assetCache.get(name);
  if (body === undefined) {
    body = readFileSync(file.path, 'utf8');
    assetCache.set(name, body);
  }
  return { body, type: file.type };
}
