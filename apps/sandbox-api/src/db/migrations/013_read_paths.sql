-- Read paths of the pages under load (issue 17).
-- Home summary (Performa Bulan Ini): a brand's orders of one month, read from the index alone.
CREATE INDEX orders_brand_created_cover_idx ON orders (brand_id, created_at, id) INCLUDE (status, total_amount);
-- Bell count: the unread notifications of a brand.
CREATE INDEX notifications_brand_unread_idx ON notifications (brand_id, context) WHERE NOT is_read;
-- iso() was declared IMMUTABLE over to_char, which is STABLE: PostgreSQL then calls it as a SQL
-- function for every row and value instead of inlining it into the query (a page of orders calls
-- it a hundred times). STABLE is what it is, and lets the planner inline it.
ALTER FUNCTION iso(timestamptz) STABLE;
