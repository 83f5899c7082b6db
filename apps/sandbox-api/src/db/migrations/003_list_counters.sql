-- Per-brand counts for the list screens, kept by statement-level triggers so a page of a
-- 100,000-variant catalogue does not count every matching row on each request.
CREATE FUNCTION stock_bucket(stock integer) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT CASE WHEN stock <= 0 THEN 'out' WHEN stock < 6 THEN 'low' ELSE 'in' END $$;

CREATE TABLE variant_counts (
  brand_id integer NOT NULL,
  is_active boolean NOT NULL,
  bucket text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (brand_id, is_active, bucket)
);

CREATE TABLE product_counts (
  brand_id integer NOT NULL,
  is_active boolean NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (brand_id, is_active)
);

CREATE TABLE order_counts (
  brand_id integer NOT NULL,
  status integer NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (brand_id, status)
);

CREATE FUNCTION variant_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO variant_counts AS c (brand_id, is_active, bucket, n)
    SELECT brand_id, is_active, stock_bucket(stock), -count(*)::int FROM old_rows WHERE NOT is_deleted GROUP BY 1, 2, 3
    ON CONFLICT (brand_id, is_active, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO variant_counts AS c (brand_id, is_active, bucket, n)
    SELECT brand_id, is_active, stock_bucket(stock), count(*)::int FROM new_rows WHERE NOT is_deleted GROUP BY 1, 2, 3
    ON CONFLICT (brand_id, is_active, bucket) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION product_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO product_counts AS c (brand_id, is_active, n)
    SELECT brand_id, is_active, -count(*)::int FROM old_rows GROUP BY 1, 2
    ON CONFLICT (brand_id, is_active) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO product_counts AS c (brand_id, is_active, n)
    SELECT brand_id, is_active, count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT (brand_id, is_active) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION order_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_counts AS c (brand_id, status, n)
    SELECT brand_id, status, -count(*)::int FROM old_rows GROUP BY 1, 2
    ON CONFLICT (brand_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO order_counts AS c (brand_id, status, n)
    SELECT brand_id, status, count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT (brand_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER variant_counts_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variant_counts_sync();
CREATE TRIGGER variant_counts_update AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variant_counts_sync();
CREATE TRIGGER variant_counts_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variant_counts_sync();

CREATE TRIGGER product_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sync();
CREATE TRIGGER product_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sync();
CREATE TRIGGER product_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sync();

CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_sync();
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_sync();
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_sync();

-- Databases created before this migration get their counts from the rows they hold.
INSERT INTO variant_counts (brand_id, is_active, bucket, n)
  SELECT brand_id, is_active, stock_bucket(stock), count(*)::int FROM variants WHERE NOT is_deleted GROUP BY 1, 2, 3;
INSERT INTO product_counts (brand_id, is_active, n) SELECT brand_id, is_active, count(*)::int FROM products GROUP BY 1, 2;
INSERT INTO order_counts (brand_id, status, n) SELECT brand_id, status, count(*)::int FROM orders GROUP BY 1, 2;

-- Covering index for deep pages of the active/inactive variant lists.
CREATE INDEX variants_brand_active_cover_idx ON variants (brand_id, is_active, created_at DESC, id DESC) WHERE NOT is_deleted;
DROP INDEX variants_brand_active_idx;
DROP INDEX variants_brand_created_idx;
CREATE INDEX variants_brand_created_idx ON variants (brand_id, created_at DESC, id DESC) WHERE NOT is_deleted;
DROP INDEX variants_brand_stock_idx;
CREATE INDEX variants_brand_stock_idx ON variants (brand_id, stock, id) WHERE NOT is_deleted;
DROP INDEX variants_brand_name_idx;
CREATE INDEX variants_brand_name_idx ON variants (brand_id, name, id) WHERE NOT is_deleted;
