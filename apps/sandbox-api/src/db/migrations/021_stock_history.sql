-- Every change of a variant's stock, written in the transaction that changes it (issue 42, part 3),
-- so a seller can explain any level. `stockist_id` is set when the stock held by a stockist
-- (variant_stocks) changed, null for the brand's own stock (variants.stock). `reference_id` and
-- `reference` name what caused it: the bulk file's id and name, or the order or offline sale code.
-- Ids follow the order the changes took the variant's row lock, so the levels of one variant read
-- in id order are consecutive.
CREATE TABLE stock_history (
  id bigserial PRIMARY KEY,
  variant_id integer NOT NULL,
  stockist_id integer,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  delta integer NOT NULL CHECK (delta <> 0),
  level integer NOT NULL CHECK (level >= 0),
  source text NOT NULL CHECK (source IN ('grid', 'upload', 'offline', 'order', 'replay', 'product')),
  reference_id integer,
  reference text
);
CREATE INDEX stock_history_variant_idx ON stock_history (variant_id, changed_at DESC, id DESC);
