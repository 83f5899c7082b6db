-- The variant counters took every updated variant out of its counter and put it back, even when
-- nothing they count changed: a renamed product passing its name to its variants (migration 017)
-- locked its brand's counter rows, and beside a variant added in parallel the two waited on each
-- other (deadlock, seen under parallel renames and inserts on PostgreSQL). An update now writes
-- only the net change per counter, nothing when there is none, and takes the counters in one
-- order, so parallel writes do not wait on each other in a circle.
CREATE OR REPLACE FUNCTION variant_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO variant_counts AS c (brand_id, is_active, bucket, n)
    SELECT brand_id, is_active, stock_bucket(stock), count(*)::int FROM new_rows WHERE NOT is_deleted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (brand_id, is_active, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO variant_counts AS c (brand_id, is_active, bucket, n)
    SELECT brand_id, is_active, stock_bucket(stock), -count(*)::int FROM old_rows WHERE NOT is_deleted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (brand_id, is_active, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO variant_counts AS c (brand_id, is_active, bucket, n)
    SELECT brand_id, is_active, bucket, sum(d)::int
      FROM (SELECT brand_id, is_active, stock_bucket(stock) AS bucket, -1 AS d FROM old_rows WHERE NOT is_deleted
            UNION ALL
            SELECT brand_id, is_active, stock_bucket(stock), 1 FROM new_rows WHERE NOT is_deleted) moved
     GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (brand_id, is_active, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
