-- Exact totals of searched lists, reused until the catalogue changes. A common word can match a
-- sixth of a 100,000-variant catalogue; counting those rows again for every page of the same
-- search costs more than the page itself. Every write to a brand's variants or products bumps
-- that brand's catalogue version (brand 0: the shared product types), and a stored total counts
-- only while its version is current.
CREATE TABLE catalog_versions (
  brand_id integer PRIMARY KEY,
  version bigint NOT NULL
);

CREATE TABLE search_totals (
  brand_id integer NOT NULL,
  filter_key text NOT NULL,
  version bigint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (brand_id, filter_key)
);

CREATE FUNCTION catalog_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_versions AS c (brand_id, version)
    SELECT DISTINCT brand_id, 1 FROM old_rows
    ON CONFLICT (brand_id) DO UPDATE SET version = c.version + 1;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_versions AS c (brand_id, version)
    SELECT DISTINCT brand_id, 1 FROM new_rows
    ON CONFLICT (brand_id) DO UPDATE SET version = c.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_versions_bump_shared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_versions AS c (brand_id, version) VALUES (0, 1)
  ON CONFLICT (brand_id) DO UPDATE SET version = c.version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER variants_version_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_versions_bump();
CREATE TRIGGER variants_version_update AFTER UPDATE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_versions_bump();
CREATE TRIGGER variants_version_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_versions_bump();
CREATE TRIGGER products_version_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_versions_bump();
CREATE TRIGGER products_version_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_versions_bump();
CREATE TRIGGER products_version_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_versions_bump();
CREATE TRIGGER product_types_version AFTER INSERT OR UPDATE OR DELETE ON product_types
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_versions_bump_shared();
