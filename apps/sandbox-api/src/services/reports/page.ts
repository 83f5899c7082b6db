import { escapeMarkup as esc } from '../../http/escape-markup.js';
import { tableToCsvText } from '../files/table-file.js';
import type { FigureKind, ReportChart, ReportData, ReportRange } from './common.js';

const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** The app's money rule (design system formatMoney): 'Rp47.905.000', no locale space. */
export const formatRupiah = (value: number) => {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}Rp${whole.format(Math.abs(rounded))}`;
};

export function formatFigure(value: number, kind: FigureKind): string {
  if (kind === 'money') return formatRupiah(value);
  if (kind === 'percent') return `${number.format(value)}%`;
  return number.format(value);
}

/** JSON inside a <script type="application/json"> block: nothing in it can close the element. */
const jsonBlock = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The table of a chart as CSV: plain numbers (rupiah without separators), one row per label. */
export function chartCsv(chart: ReportChart): string {
  const headers = [
    chart.labelHeading,
    ...chart.series.map((s) =>
      s.kind === 'money' ? `${s.label} (Rp)` : s.kind === 'percent' ? `${s.label} (%)` : s.label,
    ),
  ];
  return tableToCsvText({
    sheetName: chart.title,
    columns: headers.map((header) => ({ header })),
    rows: chart.labels.map((label, i) => [label, ...chart.series.map((s) => s.data[i] ?? 0)]),
  });
}

const assets = '/api/embed/assets';

/**
 * The page's own files are asked for without credentials (`crossorigin="anonymous"`): the iframe
 * is sandboxed, so its origin is opaque and every request it makes is cross-site; the browser
 * would otherwise attach the dashboard's session cookies to them and then hold them back, once
 * per file. Nothing there needs a cookie, and the files answer any origin.
 */
function head(title: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${assets}/report.css" crossorigin="anonymous">
<script src="${assets}/chart.umd.js" defer crossorigin="anonymous"></script>
<script src="${assets}/report.js" defer crossorigin="anonymous"></script>`;
}

function chartSection(chart: ReportChart, fileBase: string): string {
  const tableId = `table-${chart.id}`;
  const empty = chart.labels.length === 0;
  const csv = `data:text/csv;charset=utf-8,${encodeURIComponent(chartCsv(chart))}`;
  return `<section class="chart" aria-labelledby="title-${chart.id}" data-chart="${esc(chart.id)}">
<h2 id="title-${chart.id}">${esc(chart.title)}</h2>
${
  empty
    ? '<p class="empty">Belum ada data pada rentang tanggal ini.</p>'
    : `<div class="canvas-box${chart.horizontal ? ' tall' : ''}"><canvas id="canvas-${chart.id}" role="img" aria-label="Grafik ${esc(chart.title)}; angkanya ada di tabel ${esc(chart.title)}."></canvas></div>`
}
<details class="table-view"><summary>Lihat tabel</summary>
<div class="table-scroll"><table id="${tableId}"><caption>${esc(chart.title)}</caption>
<thead><tr><th scope="col">${esc(chart.labelHeading)}</th>${chart.series.map((s) => `<th scope="col" class="num">${esc(s.label)}</th>`).join('')}</tr></thead>
<tbody>${chart.labels
    .map(
      (label, i) =>
        `<tr><th scope="row">${esc(label)}</th>${chart.series.map((s) => `<td class="num">${esc(formatFigure(s.data[i] ?? 0, s.kind))}</td>`).join('')}</tr>`,
    )
    .join('\n')}</tbody></table></div>
</details>
<a class="csv" href="${csv}" download="${esc(`${fileBase}-${chart.id}.csv`)}">Unduh CSV <span class="sr">${esc(chart.title)}</span></a>
</section>`;
}

export interface PageInput {
  report: string;
  brandName: string;
  range: ReportRange;
  token: string;
  expiresAt: string;
  data: ReportData;
  theme: ReportTheme;
}

/** The design system's two themes; report.css and report.js hold their colours. */
export type ReportTheme = 'marketplace' | 'mofasa';

const groupNames = { day: 'Harian', week: 'Mingguan', month: 'Bulanan' } as const;

/** A report page: figures and tables rendered here; charts drawn by report.js from the JSON block. No inline script or style. */
export function renderReportPage({
  report,
  brandName,
  range,
  token,
  expiresAt,
  data,
  theme,
}: PageInput): string {
  const fileBase = `${report}-${range.from}-${range.to}`;
  return `${head(`${data.title} · ${brandName}`)}
<script type="application/json" id="report-data">${jsonBlock({ report, expiresAt, range, charts: data.charts })}</script>
</head><body hidden>
<main class="report" data-report="${esc(report)}" data-theme="${theme}">
<header class="top"><h1>${esc(data.title)}</h1>
<p class="brand">${esc(brandName)} · <span data-testid="range">${range.from} s.d. ${range.to}</span> (WIB)</p>
<p class="question">${esc(data.question)}</p></header>
<form class="filter" method="get" aria-label="Rentang tanggal">
<input type="hidden" name="token" value="${esc(token)}">
<label>Dari tanggal <input type="date" name="from" value="${range.from}" required></label>
<label>Sampai tanggal <input type="date" name="to" value="${range.to}" required></label>
<label>Per <select name="group">${(['day', 'week', 'month'] as const)
    .map(
      (g) =>
        `<option value="${g}"${g === range.group ? ' selected' : ''}>${groupNames[g]}</option>`,
    )
    .join('')}</select></label>
<button type="submit">Terapkan</button>
<p class="filter-error" role="alert" hidden></p>
</form>
<section class="kpis" aria-label="Ringkasan">
${data.kpis.map((k) => `<div class="kpi"><span>${esc(k.label)}</span><b data-testid="${esc(k.key)}" data-value="${k.value}">${esc(formatFigure(k.value, k.kind))}</b></div>`).join('\n')}
</section>
${data.charts.map((c) => chartSection(c, fileBase)).join('\n')}
<p class="note">${esc(data.note)}</p>
</main></body></html>`;
}

/** What an expired or unknown address shows: a message, and report.js tells the app to fetch a new address. */
export function renderExpiredPage(query: { from?: string; to?: string; group?: string }): string {
  return `${head('Tautan laporan kedaluwarsa')}
<script type="application/json" id="report-data">${jsonBlock({ expired: true, range: query })}</script>
</head><body hidden><main class="report expired"><h1>Tautan laporan sudah kedaluwarsa</h1>
<p>Laporan sedang dimuat ulang. Jika tidak berubah, muat ulang halaman.</p></main></body></html>`;
}
