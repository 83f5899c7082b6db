-- Writes sent with an Idempotency-Key header: one row per user, operation and key. A row without
-- a status is a write still running; its answer is stored once it succeeds.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL,
  operation text NOT NULL,
  key text NOT NULL,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, operation, key)
);
