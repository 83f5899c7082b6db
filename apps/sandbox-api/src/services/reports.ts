import { sql } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';
import { notFound } from '../http/errors.js';

const titles: Record<string, string> = {
  'stockist-performance': 'Performa Stockist',
  'stockist-raport': 'Rapor Stockist',
  'reseller-brand': 'Brand Reseller',
  'rapor-brand': 'Rapor Brand',
  statistics: 'Statistik Brand',
  'sales-report': 'Laporan Penjualan',
};

const statusNames: Record<number, string> = { 1: 'Belum diproses', 2: 'Diproses', 3: 'Dikirim', 4: 'Refund', 5: 'Retur', 6: 'Selesai', 8: 'Diterima' };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rupiah = (n: number) => new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(n);

/** A small server-rendered report page with figures read from the database. */
export async function renderReport(db: Exec, brandId: number, report: string): Promise<string> {
  const brand = await one<{ brand_name: string }>(db, sql`SELECT brand_name FROM brands WHERE id = ${brandId}`);
  if (!brand) throw notFound('Brand tidak ditemukan.');
  const byStatus = await rows<{ status: number; total: number; amount: number }>(
    db,
    sql`SELECT status, count(*)::int AS total, coalesce(sum(total_amount), 0)::bigint AS amount FROM orders WHERE brand_id = ${brandId} GROUP BY status ORDER BY status`,
  );
  const catalog = await one<{ products: number; variants: number; stock: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM products WHERE brand_id = ${brandId}) AS products,
               (SELECT count(*)::int FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted) AS variants,
               (SELECT coalesce(sum(stock), 0)::int FROM variants WHERE brand_id = ${brandId} AND NOT is_deleted) AS stock`,
  );
  const monthly = await rows<{ month: string; total: number; amount: number }>(
    db,
    sql`SELECT to_char(created_at, 'YYYY-MM') AS month, count(*)::int AS total, coalesce(sum(total_amount), 0)::bigint AS amount
        FROM orders WHERE brand_id = ${brandId} AND status IN (6, 8) GROUP BY 1 ORDER BY 1 DESC LIMIT 6`,
  );
  const totalOrders = byStatus.reduce((s, r) => s + r.total, 0);
  const sales = byStatus.filter((r) => r.status === 6 || r.status === 8).reduce((s, r) => s + Number(r.amount), 0);
  const title = titles[report] ?? 'Laporan';
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(brand.brand_name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2933}h1{font-size:20px}.cards{display:flex;gap:16px;flex-wrap:wrap}
.card{border:1px solid #d9e2ec;border-radius:8px;padding:12px 16px;min-width:160px}.card b{display:block;font-size:22px}
table{border-collapse:collapse;margin-top:16px}td,th{border-bottom:1px solid #e4e7eb;padding:6px 12px;text-align:left}</style></head>
<body><h1>${esc(title)} — ${esc(brand.brand_name)}</h1>
<div class="cards">
<div class="card">Total pesanan<b data-testid="total-orders">${totalOrders}</b></div>
<div class="card">Penjualan selesai<b data-testid="sales">${rupiah(sales)}</b></div>
<div class="card">Produk<b>${catalog?.products ?? 0}</b></div>
<div class="card">Varian<b>${catalog?.variants ?? 0}</b></div>
<div class="card">Total stok<b>${catalog?.stock ?? 0}</b></div>
</div>
<table><caption>Pesanan per status</caption><tr><th>Status</th><th>Jumlah</th><th>Nilai</th></tr>
${byStatus.map((r) => `<tr><td>${statusNames[r.status] ?? r.status}</td><td>${r.total}</td><td>${rupiah(Number(r.amount))}</td></tr>`).join('\n')}
</table>
<table><caption>Penjualan selesai per bulan</caption><tr><th>Bulan</th><th>Pesanan</th><th>Nilai</th></tr>
${monthly.map((m) => `<tr><td>${m.month}</td><td>${m.total}</td><td>${rupiah(Number(m.amount))}</td></tr>`).join('\n')}
</table></body></html>`;
}
