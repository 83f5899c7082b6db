-- Ship-by deadlines (docs/decisions/ship-by.md). An order is paid when it reaches the seller, so
-- its deadline runs from created_at: the tenant's `order.shipBy` rule ({workingDays, weekdays},
-- default two working days Mon–Fri), counted in WIB days, at the same clock time. It is fixed when
-- the order arrives, as the marketplace promises it to the buyer then; a later change of the rule
-- applies to new orders. One function computes it; lists, filters and figures read the column.
CREATE FUNCTION ship_by_of(paid timestamptz, rule jsonb) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    (SELECT paid + make_interval(hours => 24 * d)
     FROM generate_series(1, 7 * (greatest(coalesce((rule->>'workingDays')::int, 2), 1) + 1)) d
     -- WIB is UTC+7 all year: the local weekday of the day d days after payment.
     WHERE extract(isodow FROM (paid AT TIME ZONE 'UTC') + interval '7 hours' + make_interval(days => d))::int IN (
       SELECT jsonb_array_elements_text(coalesce(rule->'weekdays', '[1,2,3,4,5]'::jsonb))::int)
     ORDER BY d
     OFFSET greatest(coalesce((rule->>'workingDays')::int, 2), 1) - 1 LIMIT 1),
    paid + interval '48 hours')
$$;

-- The rule of a brand's tenant: its own row, else the '*' row, else the default.
CREATE FUNCTION ship_by_rule(p_brand_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT f.value FROM config_flags f JOIN users u ON f.tenant IN (u.tenant, '*')
     JOIN brands b ON b.user_id = u.id
     WHERE b.id = p_brand_id AND f.key = 'order.shipBy'
     ORDER BY (f.tenant = '*') LIMIT 1),
    '{"workingDays": 2, "weekdays": [1, 2, 3, 4, 5]}'::jsonb)
$$;

ALTER TABLE orders ADD COLUMN ship_by timestamptz;
UPDATE orders SET ship_by = ship_by_of(created_at, ship_by_rule(brand_id));

CREATE FUNCTION orders_set_ship_by() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ship_by IS NULL THEN
    NEW.ship_by := ship_by_of(NEW.created_at, ship_by_rule(NEW.brand_id));
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_ship_by BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_set_ship_by();

ALTER TABLE orders ALTER COLUMN ship_by SET NOT NULL;
-- The queue's deadline filters and sort read the orders still to ship.
CREATE INDEX orders_brand_ship_by_idx ON orders (brand_id, ship_by) WHERE status IN (1, 2);
