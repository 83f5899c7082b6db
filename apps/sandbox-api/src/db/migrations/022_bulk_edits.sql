-- Bulk edits of price, stock and status from a file (issue 42, part 2): a dry run is stored as
-- 'previewed' with the rows that change something or are refused (unchanged rows are only
-- counted), so the preview can be paged later; confirming flips it to 'applied' once.
CREATE TABLE bulk_edits (
  id serial PRIMARY KEY,
  brand_id integer NOT NULL,
  user_id integer NOT NULL,
  file_name text NOT NULL,
  status text NOT NULL DEFAULT 'previewed' CHECK (status IN ('previewed', 'applied')),
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz,
  total_rows integer NOT NULL DEFAULT 0,
  changed_rows integer NOT NULL DEFAULT 0,
  unchanged_rows integer NOT NULL DEFAULT 0,
  refused_rows integer NOT NULL DEFAULT 0,
  change_count integer NOT NULL DEFAULT 0,
  applied_rows integer NOT NULL DEFAULT 0,
  skipped_rows integer NOT NULL DEFAULT 0,
  bulk_file_id integer
);
CREATE INDEX bulk_edits_brand_idx ON bulk_edits (brand_id, id);

-- One changed or refused row of an edit; `changes` is [{column, old, new}] with plain strings.
CREATE TABLE bulk_edit_rows (
  edit_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('changed', 'refused')),
  sheet_row integer NOT NULL,
  sku text NOT NULL,
  variant_id integer,
  product_name text,
  variant_name text,
  changes jsonb NOT NULL DEFAULT '[]',
  refusal_column text,
  refusal_message text,
  outcome text NOT NULL CHECK (outcome IN ('pending', 'applied', 'skipped', 'refused')),
  outcome_message text,
  PRIMARY KEY (edit_id, kind, sheet_row)
);
