import { sql, type SQL } from 'drizzle-orm';
import { one, rows, type Exec } from '../db/query.js';

/**
 * Deep pages without a long OFFSET (issue 17). Page 6,000 of a 100,000-variant list made the
 * database walk 60,000 index entries to throw them away. Instead, for a list (brand, filter,
 * sort) the sort key of every `step`-th row is kept in memory, and a deep page starts right
 * after the nearest kept key (keyset: `(column, id) < (key, id)` walks the same index from
 * there) with an OFFSET below `step`. The page/size contract is unchanged: the rows are exactly
 * those OFFSET would give, ties on the sort column included, since the order always ends on id.
 *
 * The keys hold while the brand's catalogue version (migration 005: every write to its variants
 * or products bumps it) is the one they were read under; a write makes the next deep page read
 * them again, so a page never skips or repeats a row because of a stale key.
 */

export interface AnchorList {
  /** What the list is: brand, filter and sort; keys of one list never serve another. */
  key: string;
  brandId: number;
  table: string;
  /** The list's filter, the same one the page query uses. */
  where: SQL;
  column: string;
  /** PostgreSQL type of the column, to read a kept key (as text) back exactly. */
  type: string;
  dir: 'ASC' | 'DESC';
  offset: number;
  step: number;
}

interface Kept {
  version: string;
  step: number;
  keys: { k: string; id: number }[];
}

const lists = new WeakMap<object, Map<string, Kept>>();
/** Lists kept per database (brands × filters × sorts a seller pages deeply through). */
const maxLists = 500;

/**
 * Where a deep page starts: a condition to add to the filter and the OFFSET left after it, or
 * null when the page is near enough to the start for a plain OFFSET.
 */
export async function pageStart(
  db: Exec,
  list: AnchorList,
): Promise<{ after: SQL; offset: number } | null> {
  if (list.offset < list.step) return null;
  const version = await one<{ v: string }>(
    db,
    sql`SELECT coalesce(sum(version), 0)::text AS v FROM catalog_versions WHERE brand_id IN (${list.brandId}, 0)`,
  );
  let byKey = lists.get(db);
  if (!byKey) lists.set(db, (byKey = new Map()));
  let kept = byKey.get(list.key);
  if (!kept || kept.version !== version?.v || kept.step !== list.step) {
    const column = sql.raw(list.column);
    const dir = sql.raw(list.dir);
    // Read under the version seen before reading: a write in between makes them stale at once.
    const keys = await rows<{ k: string; id: number }>(
      db,
      sql`SELECT k, id FROM (
            SELECT ${column}::text AS k, id, row_number() OVER (ORDER BY ${column} ${dir}, id ${dir}) AS n
            FROM ${sql.raw(list.table)} WHERE ${list.where}) s
          WHERE n % ${list.step} = 0 ORDER BY n`,
    );
    kept = { version: version?.v ?? '0', step: list.step, keys };
    if (byKey.size >= maxLists) byKey.clear();
    byKey.set(list.key, kept);
  }
  // keys[j] is the row at position (j + 1) × step − 1; the rows after it start at (j + 1) × step.
  const j = Math.min(Math.floor(list.offset / list.step), kept.keys.length) - 1;
  if (j < 0) return null;
  const anchor = kept.keys[j]!;
  const op = sql.raw(list.dir === 'DESC' ? '<' : '>');
  return {
    after: sql` AND (${sql.raw(list.column)}, id) ${op} (${anchor.k}::${sql.raw(list.type)}, ${anchor.id})`,
    offset: list.offset - (j + 1) * list.step,
  };
}
