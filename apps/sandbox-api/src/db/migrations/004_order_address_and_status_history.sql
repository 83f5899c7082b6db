-- The order detail shows the full shipping address and every status the order went through.
ALTER TABLE orders ADD COLUMN province text;
ALTER TABLE orders ADD COLUMN postal_code text;

CREATE TABLE order_status_history (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status integer NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, changed_at, id);

-- Orders without history get the path that leads to their current status: placed at created_at,
-- reaching the current status at updated_at, the steps between spread evenly. Refunds leave
-- after processing; returns come back after the buyer received the parcel.
CREATE FUNCTION order_status_history_backfill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_status_history (order_id, status, changed_at)
  SELECT o.id, step.status,
    o.created_at + (o.updated_at - o.created_at) * ((step.i - 1)::float8 / greatest(step.n - 1, 1))
  FROM orders o
  CROSS JOIN LATERAL (
    SELECT s.status, s.i, count(*) OVER () AS n
    FROM unnest(CASE o.status
      WHEN 1 THEN ARRAY[1]
      WHEN 2 THEN ARRAY[1, 2]
      WHEN 3 THEN ARRAY[1, 2, 3]
      WHEN 4 THEN ARRAY[1, 2, 4]
      WHEN 5 THEN ARRAY[1, 2, 3, 8, 5]
      WHEN 8 THEN ARRAY[1, 2, 3, 8]
      WHEN 6 THEN ARRAY[1, 2, 3, 8, 6]
      ELSE ARRAY[1]
    END) WITH ORDINALITY AS s(status, i)
  ) step
  WHERE NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)
  ORDER BY o.id, step.i;
$$;

SELECT order_status_history_backfill();
