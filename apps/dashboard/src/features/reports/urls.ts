/**
 * /report/* routes (§2) and the §7 report each one embeds
 * (GET /v2/partner/brand/{id}/dashboard-embed/{report}). Titles follow the sandbox menu.
 */
export const reportPages = [
  { path: '/report/brand', report: 'statistics', title: 'Statistik Brand' },
  { path: '/report/brand-reseller', report: 'reseller-brand', title: 'Brand Reseller' },
  { path: '/report/rapor', report: 'rapor-brand', title: 'Rapor Brand' },
  { path: '/report/sales', report: 'sales-report', title: 'Laporan Penjualan' },
  { path: '/report/stockist', report: 'stockist-performance', title: 'Performa Stockist' },
  { path: '/report/stockist-raport', report: 'stockist-raport', title: 'Rapor Stockist' },
] as const;

export type ReportPageInfo = (typeof reportPages)[number];
export type ReportName = ReportPageInfo['report'];

export function reportPageOf(pathname: string): ReportPageInfo | undefined {
  const path = pathname.replace(/\/+$/, '');
  return reportPages.find((page) => page.path === path);
}

interface MenuEntry {
  path: string;
  childMenu?: readonly MenuEntry[] | null;
}

/**
 * Which reports a tenant sees follows its menu: the spec's route guard lets every /report/*
 * path through once one report is in the menu, so the page checks its exact path too.
 */
export function isReportInMenu(
  menu: readonly MenuEntry[] | null | undefined,
  path: string,
): boolean {
  for (const entry of menu ?? []) {
    if (entry.path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') === path) return true;
    if (entry.childMenu && isReportInMenu(entry.childMenu, path)) return true;
  }
  return false;
}
