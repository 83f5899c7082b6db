import { sql, type SQL } from 'drizzle-orm';
import { one, type Exec } from '../db/query.js';

/**
 * The total of a searched list, exact, from the database's store while the brand's catalogue
 * has not changed since it was counted (migration 005), else counted now and stored.
 * `remember` stores the freshly counted total; it does nothing on a stored hit.
 */
export async function searchTotal(
  db: Exec,
  brandId: number,
  filter: Record<string, unknown>,
  count: SQL,
): Promise<{ total: SQL; remember: (n: number) => Promise<void> }> {
  const filterKey = JSON.stringify(filter);
  const stored = await one<{ version: string; n: number | null }>(
    db,
    sql`SELECT v.version::text AS version, s.n
        FROM (SELECT coalesce(sum(version), 0)::bigint AS version FROM catalog_versions WHERE brand_id IN (${brandId}, 0)) v
        LEFT JOIN search_totals s ON s.brand_id = ${brandId} AND s.filter_key = ${filterKey} AND s.version = v.version`,
  );
  const version = stored?.version ?? '0';
  if (stored?.n !== null && stored?.n !== undefined) {
    return { total: sql`SELECT ${stored.n}::int AS n`, remember: async () => {} };
  }
  return {
    total: count,
    remember: async (n) => {
      // Stored under the version read before counting: a write in between makes it stale at once.
      await db.execute(sql`
        INSERT INTO search_totals (brand_id, filter_key, version, n) VALUES (${brandId}, ${filterKey}, ${version}::bigint, ${n})
        ON CONFLICT (brand_id, filter_key) DO UPDATE SET version = EXCLUDED.version, n = EXCLUDED.n`);
    },
  };
}
