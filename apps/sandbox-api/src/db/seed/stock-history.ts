import type { DemoBrand } from './accounts.js';

/**
 * A believable past for every seeded variant's stock, adding up to the stock it was seeded with:
 * a count typed on the list three weeks ago, an order that took some a week ago and, for two
 * variants in three, a correction by the brand's seeded stock file two days ago. Runs after the
 * brand's orders and bulk files, whose codes and names it quotes.
 */
export function stockHistorySql(brand: DemoBrand): string {
  const b = brand.id;
  const stockFile = b * 100 + 2;
  return `
INSERT INTO stock_history (variant_id, stockist_id, changed_at, delta, level, source, reference_id, reference)
SELECT e.variant_id, NULL, e.changed_at, e.delta, e.level, e.source, e.reference_id, e.reference
FROM (
  SELECT v.id AS variant_id, 1 AS step,
    now() - make_interval(days => 20 + v.id % 9, hours => v.id % 8) AS changed_at,
    v.stock + x.k + x.j AS delta, v.stock + x.k + x.j AS level, 'grid' AS source,
    NULL::int AS reference_id, NULL::text AS reference
  FROM variants v CROSS JOIN LATERAL (SELECT 1 + v.id % 4 AS k, v.id % 3 AS j) x
  WHERE v.brand_id = ${b}
  UNION ALL
  SELECT v.id, 2, now() - make_interval(days => 6 + v.id % 5, hours => v.id % 11),
    -x.k, v.stock + x.j, 'order', NULL, o.order_code
  FROM variants v CROSS JOIN LATERAL (SELECT 1 + v.id % 4 AS k, v.id % 3 AS j) x
  LEFT JOIN LATERAL (SELECT order_code FROM orders WHERE brand_id = ${b} AND status <> 1
                     ORDER BY id OFFSET v.id % 20 LIMIT 1) o ON true
  WHERE v.brand_id = ${b}
  UNION ALL
  SELECT v.id, 3, f.created_at, -x.j, v.stock, 'upload', f.id, f.file_name
  FROM variants v CROSS JOIN LATERAL (SELECT v.id % 3 AS j) x
  JOIN bulk_files f ON f.id = ${stockFile}
  WHERE v.brand_id = ${b} AND x.j > 0
) e
ORDER BY e.variant_id, e.step;`;
}
